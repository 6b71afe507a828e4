import ContactsCore
import ContactsEngine
import Foundation

extension ContactWorker {
    /// A worker over `store` with the storage engine's index, as the app wires it (there the
    /// index is named at each wiring: `ContactWorker(store:index:)`).
    public convenience init(store: ContactStore, now: @escaping () -> Date = Date.init) {
        self.init(store: store, index: HaystackIndex(), now: now)
    }
}
