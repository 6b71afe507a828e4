import ContactsCore
import Localization

/// `S` over several books shown together: each book with a vdir synced in turn, as the `sync`
/// command does, each through a session of its own over its file (made when S is pressed, so
/// it reads the file as it is then). The app's changes are written first, and what the syncs
/// brought into the files is taken in after; the outcomes are added up, each book's problems
/// said with its name, and a conflict is settled by the session of the book it came from.
public final class LibrarySync: BookSyncing {
    public struct Book {
        public let name: String
        public let vdirPath: String
        /// A session over the book's file as it is now.
        public let session: () throws(SyncError) -> BookSyncing

        public init(name: String, vdirPath: String, session: @escaping () throws(SyncError) -> BookSyncing) {
            (self.name, self.vdirPath, self.session) = (name, vdirPath, session)
        }
    }

    private let books: [Book]
    private let worker: ContactWorker
    /// The last sync's sessions, each with the conflicts it found.
    private var sessions: [(session: BookSyncing, conflicts: [SyncConflict])] = []

    /// `worker`: the app's, over every book shown.
    public init(books: [Book], worker: ContactWorker) {
        (self.books, self.worker) = (books, worker)
    }

    public var vdirPath: String { books.map(\.vdirPath).joined(separator: ", ") }

    public func sync(forceDelete: Bool, progress: (SyncStep) -> Void) throws(SyncError) -> SyncOutcome {
        guard !books.isEmpty else { throw .noBookVdir }
        do throws(StoreError) {
            try worker.writeWaitingChanges()
        } catch {
            throw .book(error)
        }
        sessions = []
        var total = SyncOutcome(report: SyncReport())
        for book in books {
            let session = try book.session()
            let outcome = try session.sync(forceDelete: forceDelete, progress: progress)
            sessions.append((session, outcome.report.conflicts))
            total = total.and(outcome, of: book.name)
        }
        takeIn()
        return total
    }

    public func settle(_ conflict: SyncConflict, keeping choice: ConflictChoice) throws(SyncError) -> Bool {
        guard let session = sessions.first(where: { $0.conflicts.contains(conflict) })?.session else { return false }
        let settled = try session.settle(conflict, keeping: choice)
        takeIn()
        return settled
    }

    /// What the syncs wrote to the books' files, into the app's book now (the watcher would
    /// bring it a moment later).
    private func takeIn() {
        do throws(StoreError) {
            _ = try worker.reloadIfChangedElsewhere()
        } catch {
            worker.warn(error.description)
        }
    }
}

extension SyncOutcome {
    /// This outcome and another book's: counts added, conflicts and commands one after the
    /// other, the other book's problems said with its name.
    func and(_ other: SyncOutcome, of book: String) -> SyncOutcome {
        let report = SyncReport(
            book: self.report.book + other.report.book, vdir: self.report.vdir + other.report.vdir,
            conflicts: self.report.conflicts + other.report.conflicts,
            problems: self.report.problems + other.report.problems.map { tr("“{book}”: {problem}", ["book": book, "problem": $0]) })
        return SyncOutcome(report: report, commands: commands + other.commands)
    }
}
