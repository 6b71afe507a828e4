import Foundation

/// The bundled sample book (Resources/sample-contacts.json, embedded at build time), offered
/// on first run so a newcomer can try every screen on realistic data.
public enum SampleBook {
    /// The sample contacts, stamped with the time they are copied.
    public static func load(now: Date = Date()) throws(StoreError) -> AddressBook {
        var book: AddressBook
        do {
            book = try JSONDecoder().decode(AddressBook.self, from: Data(SampleBookJSON.text.utf8))
        } catch {
            throw .malformed(path: "sample-contacts.json", detail: "\(error)")
        }
        let stamp = Date(timeIntervalSince1970: now.timeIntervalSince1970.rounded(.down))
        for index in book.contacts.indices {
            book.contacts[index].createdAt = stamp
            book.contacts[index].updatedAt = stamp
        }
        return book
    }
}
