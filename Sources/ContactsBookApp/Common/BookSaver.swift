import ContactsCore

/// Writes the book's changes off the run loop, so no key waits for a save: the worker makes
/// each change in memory and queues it; this hands what waits to `BackgroundWork`, one write at
/// a time, and takes the outcome back. A failed write keeps its changes (the list says so) and
/// they go with the next change; a field another program changed too is asked about over
/// whatever screen is up; quitting writes what waits first and says so.
@MainActor
public final class BookSaver {
    private let worker: ContactWorker
    private let work: BackgroundWork
    /// Says the book is being saved on the way out (set once the terminal exists).
    public var progress: ProgressReporting?
    /// Where questions are asked and screens told the book changed (set once it exists).
    public weak var navigation: NavigationStack?
    /// The person chose to quit without the changes that could not be written.
    private var quitsUnsaved = false

    public init(worker: ContactWorker, work: BackgroundWork) {
        self.worker = worker
        self.work = work
        worker.queuesSaves = true
        worker.changesWaiting = { [weak self] in self?.writeWhatWaits() }
        worker.waitForWriter = { work.finishAll() }
    }

    private func writeWhatWaits() {
        guard let save = worker.takeChangesToWrite() else { return }
        // The writer alone touches the store until its outcome is back (see `takeChangesToWrite`).
        let writer = HandedOver(save)
        work.run({ writer.value.write() }, then: { [weak self] outcome in self?.written(outcome) })
    }

    private func written(_ outcome: QueuedSave.Outcome) {
        worker.finishWrite(outcome)
        // After a failure the changes wait for the next change, not a write after write.
        if case .written = outcome { writeWhatWaits() }
        guard let navigation else { return }
        // The list says what is unsaved, or takes in another program's changes written with ours.
        navigation.bookMayHaveChanged()
        for conflict in worker.takeWriteConflicts() {
            let question = conflict.mine == nil ? ConflictQuestion.deleting(conflict) : .saving(conflict)
            navigation.presentQuestion(question) { [weak self] choice in
                guard let choice, let self else { return }
                do throws(StoreError) {
                    try self.worker.settle(conflict, choosing: choice)
                } catch {
                    self.worker.warn(error.description)
                }
                self.navigation?.bookMayHaveChanged()
            }
        }
    }

    /// Before the app ends: what waits is written (the person told so). When it cannot be, the
    /// app stays, asking whether to quit without it.
    public func mayQuit() -> Bool {
        guard worker.hasChangesToWrite, !quitsUnsaved else { return true }
        progress?.report(.saving(worker.storeName))
        do {
            try worker.writeWaitingChanges()
            return true
        } catch {
            guard let navigation else { return true }
            navigation.resume()
            navigation.present(
                .confirm(
                    .init(question: error.description, detail: "Quit anyway, without the changes made here that are not in the file?") {
                        [weak self] quit in
                        guard quit else { return }
                        self?.quitsUnsaved = true
                        self?.navigation?.quit()
                    }))
            return false
        }
    }

    /// On a signal (the terminal closed): one last try, nothing asked.
    public func writeBeforeEnding() -> StoreError? {
        guard worker.hasChangesToWrite, !quitsUnsaved else { return nil }
        do {
            try worker.writeWaitingChanges()
            return nil
        } catch {
            return error
        }
    }
}
