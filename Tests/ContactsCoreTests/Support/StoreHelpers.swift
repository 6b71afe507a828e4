import ContactsCore
import ContactsEngine

/// The error a load throws, or nil when it succeeds.
func loadError(_ store: ContactStore) -> StoreError? {
    do {
        _ = try store.loadIfPresent()
        return nil
    } catch {
        return error
    }
}

/// The error a save throws, or nil when it succeeds.
func saveError(_ store: JSONFileStore, _ book: AddressBook) -> StoreError? {
    do {
        try store.save(book)
        return nil
    } catch {
        return error
    }
}
