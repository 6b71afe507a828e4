import Foundation
import Localization

/// Queued saves: each change is made in memory at once and queued; the app's keeper of the
/// file takes what waits (`takeChangesToWrite`), writes it off the run loop, and hands the
/// outcome back (`finishWrite`); what other programs write is read the same way
/// (`takeReload`, `finishReload`), one at a time with the writes. The members the worker's
/// other files share are internal for this file.
extension ContactWorker {
    /// Changes made here that are not in the file yet.
    public var hasChangesToWrite: Bool { !queued.isEmpty || writing != nil }

    /// The changes waiting, to be written off the run loop (`QueuedSave.write`) and handed back
    /// to `finishWrite`; nil when none wait or a write is under way.
    public func takeChangesToWrite() -> QueuedSave? {
        guard writing == nil, !reloading, !queued.isEmpty else { return nil }
        writing = queued
        queued = []
        return QueuedSave(store: store, book: book, changes: writing ?? [])
    }

    /// Takes in what the writer did. A failed write keeps its changes, to be written with the
    /// next; a file another program had changed was written with theirs, which the book in
    /// memory takes in (with the changes queued since made again on top).
    public func finishWrite(_ outcome: QueuedSave.Outcome) {
        let written = writing ?? []
        writing = nil
        switch outcome {
        case .failed(let error):
            queued = written + queued
            writeFailure = error
        case .written(let theirs, let conflicts, let backupProblem):
            writeFailure = nil
            if let backupProblem { saveWarning = tr("Saved, but {problem}", ["problem": backupProblem]) }
            writeConflicts += conflicts
            guard let theirs else { return }
            takeIn(theirs)
        }
    }

    /// Shows a book another program wrote (the changes queued here made again on top of it),
    /// remembering what was shown before for the next screen that says what came in.
    func takeIn(_ theirs: AddressBook, indexed: IndexedBook? = nil) {
        if bookBeforeTakingTheirs == nil { bookBeforeTakingTheirs = book }
        if queued.isEmpty, let indexed { return install(indexed) }
        var rebased = theirs
        for change in queued {
            do throws(StoreError) {
                // Made on another book than before: as a change made elsewhere.
                rebased = try change(rebased, true) ?? rebased
            } catch {
                if case .conflict(let conflict) = error { writeConflicts.append(conflict) }
            }
        }
        replaceInMemory(with: rebased)
    }

    /// A read of what another program wrote, to run off the run loop (`QueuedReload.read`) and
    /// be handed back to `finishReload`; nil while the store is busy (the book being read, a
    /// write or a read under way).
    public func takeReload() -> QueuedReload? {
        guard !isReading, writing == nil, !reloading else { return nil }
        reloading = true
        return QueuedReload(store: store, index: index)
    }

    public func finishReload(_ outcome: QueuedReload.Outcome) {
        reloading = false
        switch outcome {
        case .unchanged: return
        case .failed(let error): reloadFailure = error
        case .changed(let theirs): takeIn(theirs.book, indexed: theirs)
        }
    }

    /// What changed elsewhere since a screen last asked: in the app, what was read off the run
    /// loop (the file is not touched here); otherwise the file read now.
    public func changesFromElsewhere() throws(StoreError) -> BookChangeCount? {
        guard queuesSaves else { return try reloadIfChangedElsewhere() }
        if let failure = reloadFailure {
            reloadFailure = nil
            throw failure
        }
        return takeCountTakenIn()
    }

    /// What the writer found changed on both sides, given once, to be asked about (`settle`).
    public func takeWriteConflicts() -> [ContactConflict] {
        defer { writeConflicts = [] }
        return writeConflicts
    }

    /// The answer to a conflict the writer found: the book then holds their version, so keeping
    /// mine saves it again (or deletes theirs), keeping both adds mine as a new contact.
    public func settle(_ conflict: ContactConflict, choosing choice: ConflictChoice) throws(StoreError) {
        switch (choice, conflict.mine, conflict.theirs) {
        case (.keepTheirs, _, _), (.keepBoth, nil, _), (.keepMine, nil, nil): return
        case (.keepMine, nil, let theirs?): try delete(id: theirs.id, resolution: .keepMine)
        case (.keepMine, let mine?, _): try save(mine, resolution: .keepMine)
        case (.keepBoth, let mine?, _): try save(mine.copiedAsNew())
        }
    }

    /// The write or read under way finished first: the store is then the run loop's.
    func waitForFileWork() {
        if writing != nil || reloading { finishFileWork() }
    }

    /// Writes what waits now, on the run loop (before a sync, and on the way out): the write
    /// under way is waited for first.
    public func writeWaitingChanges() throws(StoreError) {
        guard queuesSaves else { return }
        waitForFileWork()
        guard let save = takeChangesToWrite() else { return }
        finishWrite(save.write())
        if let writeFailure { throw writeFailure }
    }
}
