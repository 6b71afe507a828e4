import ContactsCore
import ContactsEngine
import Testing

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

/// The book as the store writes it, read back.
func readBack(_ book: AddressBook) throws -> AddressBook {
    try #require(BookJSONReader.read(JSONFileStore.encode(book)))
}
