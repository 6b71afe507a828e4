/// A read of what another program wrote to the book, off the run loop: made by
/// `ContactWorker.takeReload` when the store is free, read on another thread (which alone then
/// touches the store), handed back to `ContactWorker.finishReload`.
public final class QueuedReload {
    public enum Outcome: Sendable {
        case unchanged
        /// The book as the other program left it, indexed there too.
        case changed(ContactWorker.IndexedBook)
        case failed(StoreError)
    }

    private let store: ContactStore
    private let index: ContactIndex

    init(store: ContactStore, index: ContactIndex) {
        self.store = store
        self.index = index
    }

    public func read() -> Outcome {
        do {
            guard let stored = try store.bookChangedElsewhere() else { return .unchanged }
            return .changed(ContactWorker.IndexedBook(stored, for: index))
        } catch {
            return .failed(error)
        }
    }
}
