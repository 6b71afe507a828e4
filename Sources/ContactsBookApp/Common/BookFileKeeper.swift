import ContactsCore
import Localization

/// Keeps the book's file off the run loop, so no key waits for the disk: the worker makes each
/// change in memory and queues it; this hands what waits to `BackgroundWork`, one piece of
/// work on the file at a time, and takes the outcome back; what another program wrote (the
/// watcher says so) is read the same way. A failed write keeps its changes (the list says so)
/// and they go with the next change; a field another program changed too is asked about over
/// whatever screen is up; quitting writes what waits first and says so.
@MainActor
public final class BookFileKeeper {
    private let worker: ContactWorker
    private let work: BackgroundWork
    /// Says the book is being saved on the way out (set once the terminal exists).
    public var progress: ProgressReporting?
    /// Where questions are asked and screens told the book changed (set once it exists).
    public weak var navigation: NavigationStack?
    /// The person chose to quit without the changes that could not be written.
    private var quitsUnsaved = false
    /// Another program may have written the book: read it once the file is free.
    private var wantsRead = false
    /// The last write failed: the changes wait for the next change, not a write after write.
    private var writeFailed = false
    /// Conflicts asked about and not yet answered.
    private var openQuestions = 0

    public init(worker: ContactWorker, work: BackgroundWork) {
        self.worker = worker
        self.work = work
        worker.queuesSaves = true
        worker.changesWaiting = { [weak self] in
            self?.writeFailed = false
            self?.startWhatWaits()
        }
        worker.finishFileWork = { work.finishAll() }
    }

    /// Another program may have written the book (the watcher saw its folder change).
    public func bookMayHaveChanged() {
        wantsRead = true
        startWhatWaits()
    }

    /// The next piece of work on the file, when none is under way: changes to write first,
    /// then a read. Each alone touches the store until its outcome is back.
    private func startWhatWaits() {
        if !writeFailed, let save = worker.takeChangesToWrite() {
            let writer = HandedOver(save)
            // A small book's write is done before the frame (no flash of "saving…"); a large
            // one's takes longer than a frame may wait.
            let quick = worker.count < Activity.noticeableCount
            work.run({ writer.value.write() }, waitsBeforeFrame: quick, then: { [weak self] outcome in self?.written(outcome) })
        } else if wantsRead, let reload = worker.takeReload() {
            wantsRead = false
            let reader = HandedOver(reload)
            work.run({ reader.value.read() }, then: { [weak self] outcome in self?.read(outcome) })
        }
    }

    private func read(_ outcome: QueuedReload.Outcome) {
        worker.finishReload(outcome)
        startWhatWaits()
        if case .unchanged = outcome { return }
        tellScenes()
    }

    private func written(_ outcome: QueuedSave.Outcome) {
        worker.finishWrite(outcome)
        if case .failed = outcome { writeFailed = true }
        startWhatWaits()
        tellScenes()
    }

    /// The screens show what came in, what is unsaved and why; a field another program changed
    /// too is asked about.
    private func tellScenes() {
        guard let navigation else { return }
        navigation.bookMayHaveChanged()
        for conflict in worker.takeWriteConflicts() {
            let question = conflict.mine == nil ? ConflictQuestion.deleting(conflict) : .saving(conflict)
            openQuestions += 1
            navigation.presentQuestion(question) { [weak self] choice in
                self?.openQuestions -= 1
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
    /// app stays, asking whether to quit without it; when another program changed the same
    /// field meanwhile, it stays to ask which to keep.
    public func mayQuit() -> Bool {
        guard worker.hasChangesToWrite, !quitsUnsaved else { return true }
        progress?.report(.saving(worker.storeName))
        let askedBefore = openQuestions
        do {
            try worker.writeWaitingChanges()
            // Another program changed a field these changes changed too: asked before leaving
            // (a question left open from before does not keep the person in).
            tellScenes()
            guard openQuestions > askedBefore, let navigation else { return true }
            navigation.resume()
            return false
        } catch {
            guard let navigation else { return true }
            navigation.resume()
            navigation.present(
                .confirm(
                    .init(question: error.description, detail: tr("Quit anyway, without the changes made here that are not in the file?")) {
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
