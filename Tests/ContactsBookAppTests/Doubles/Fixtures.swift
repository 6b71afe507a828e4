import ContactsCore
import Foundation
import TestSupport

@testable import ContactsBookApp

/// Contacts and workers for tests, over the in-memory store.
enum Fixtures {
    static let clock = Date(timeIntervalSince1970: 1_800_000_000)

    static func contact(
        _ first: String, _ last: String = "", phone: String? = nil, email: String? = nil,
        company: String = "", id: UUID = UUID()
    ) -> Contact {
        Contact(
            id: id, firstName: first, lastName: last, company: company,
            phones: phone.map { [LabeledValue(label: "mobile", value: $0)] } ?? [],
            emails: email.map { [LabeledValue(label: "home", value: $0)] } ?? [])
    }

    static func worker(_ contacts: [Contact], store: InMemoryContactStore? = nil) -> (ContactWorker, InMemoryContactStore) {
        let store = store ?? InMemoryContactStore(contacts: contacts)
        let worker = ContactWorker(store: store, now: { clock })
        try! worker.load()
        return (worker, store)
    }

    /// A worker over several books (personal, the default, and work), as the app shows them
    /// together: each contact in the book it names (none: personal).
    static func library(_ contacts: [Contact], books: [String] = ["personal", "work"]) -> (ContactWorker, InMemoryContactStore) {
        let placed = contacts.map { contact in
            var placed = contact
            placed.book = contact.book ?? books[0]
            return placed
        }
        let store = InMemoryContactStore(contacts: placed)
        (store.bookNames, store.defaultBook) = (books, books[0])
        return worker(placed, store: store)
    }

    /// Ten contacts whose sorted order is their number: "Person 00" ... "Person 09".
    static func numbered(_ count: Int) -> [Contact] {
        (0..<count).map { contact("Person", String(format: "%02d", $0), phone: "+1 555 01\(String(format: "%02d", $0))") }
    }
}
