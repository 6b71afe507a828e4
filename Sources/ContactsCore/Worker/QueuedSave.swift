/// The changes made in memory since the file was last written, with the book they made, to
/// be written off the run loop: made by `ContactWorker.takeChangesToWrite` on the run loop,
/// written on the writer's thread (which alone then touches the store), handed back to
/// `ContactWorker.finishWrite`.
public final class QueuedSave {
    /// A change made again on the file's book when another program changed it; nil: nothing.
    typealias Change = @Sendable (_ target: AddressBook, _ changedElsewhere: Bool) throws(StoreError) -> AddressBook?

    public enum Outcome: Sendable, Equatable {
        /// Written. `theirs`: the book written, when the file held another program's changes
        /// (the changes were made again on top of it); `conflicts`: changes left out because
        /// the other program changed the same field, to be asked about.
        case written(theirs: AddressBook?, conflicts: [ContactConflict], backupProblem: String?)
        /// Nothing was written; the changes wait to be written again.
        case failed(StoreError)
    }

    private let store: ContactStore
    private let book: AddressBook
    private let changes: [Change]

    init(store: ContactStore, book: AddressBook, changes: [Change]) {
        self.store = store
        self.book = book
        self.changes = changes
    }

    /// Under the store's lock: the book as made in memory when the file is as this worker last
    /// wrote it, else each change made again on the file's book, a change to a contact the
    /// other program changed in the same field left out.
    public func write() -> Outcome {
        var conflicts: [ContactConflict] = []
        var tookTheirs = false
        do {
            let written = try store.transaction { onDisk throws(StoreError) in
                guard let onDisk else { return book }
                tookTheirs = true
                var rebased = onDisk
                for change in changes {
                    do throws(StoreError) {
                        rebased = try change(rebased, true) ?? rebased
                    } catch {
                        guard case .conflict(let conflict) = error else { throw error }
                        conflicts.append(conflict)
                    }
                }
                return rebased
            }
            return .written(theirs: tookTheirs ? written : nil, conflicts: conflicts, backupProblem: store.backupProblem)
        } catch {
            return .failed(error)
        }
    }
}
