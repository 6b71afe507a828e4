import Foundation

/// The bundled sample book (Resources/sample-contacts.json, embedded at build time), offered
/// on first run so a newcomer can try every screen on realistic data.
public enum SampleBook {
    /// The sample contacts, stamped with the time they are copied.
    public static func load(now: Date = Date()) throws(StoreError) -> AddressBook {
        var book = try JSONFileStore(path: "sample-contacts.json").decode(Data(SampleBookJSON.text.utf8))
        let stamp = Date(timeIntervalSince1970: now.timeIntervalSince1970.rounded(.down))
        for index in book.contacts.indices {
            book.contacts[index].createdAt = stamp
            book.contacts[index].updatedAt = stamp
        }
        return book
    }
}
