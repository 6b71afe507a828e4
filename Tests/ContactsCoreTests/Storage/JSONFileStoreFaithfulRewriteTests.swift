import ContactsCore
import Foundation
import Testing

/// A save rewrites only what changed: contacts nobody touched keep their spelling, and a book
/// that cannot be read unambiguously is refused.
@Suite struct JSONFileStoreFaithfulRewriteTests {
    @Test func untouchedContactsKeepTheSpellingOfTheirIDAndTimes() throws {
        try withTemporaryDirectory { directory throws in
            let path = directory + "/contacts.json"
            try write(
                """
                {"version": 1, "contacts": [
                  {"id": "75f0e5cd-0c3f-4a4e-9d55-6c8b1f2a3b4c", "firstName": "Ada",
                   "createdAt": "2026-01-01T09:00:00.250+02:00", "updatedAt": "2026-01-02T10:00:00Z"},
                  {"id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "firstName": "Alan",
                   "createdAt": "2026-01-01T09:00:00Z", "updatedAt": "2026-01-01T09:00:00Z"}]}
                """, to: path)
            let worker = ContactWorker(store: JSONFileStore(path: path), now: { Date(timeIntervalSince1970: 1_900_000_000) })
            try worker.load()
            var alan = try #require(worker.contacts.first { $0.firstName == "Alan" })
            alan.lastName = "Turing"
            try worker.save(alan)
            let text = String(decoding: try contents(of: path), as: UTF8.self)
            #expect(text.contains("75f0e5cd-0c3f-4a4e-9d55-6c8b1f2a3b4c"))
            #expect(text.contains("2026-01-01T09:00:00.250+02:00"))
            #expect(text.contains("2030-03-17T17:46:40Z"), "the edited contact gets a new updatedAt")
        }
    }

    @Test func aBookWithTwoContactsSharingAnIDIsRefusedAndLeftAlone() throws {
        try withTemporaryDirectory { directory throws in
            let path = directory + "/contacts.json"
            let text = """
                {"version": 1, "contacts": [
                  {"id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "firstName": "Ada"},
                  {"id": "01234567-0C3F-4A4E-9D55-6C8B1F2A3B4C", "firstName": "Alan"},
                  {"id": "e621e1f8-c36c-495a-93fc-0c247a3e6e5f", "firstName": "Ada copy"}]}
                """
            try write(text, to: path)
            let error = loadError(JSONFileStore(path: path))
            guard case .malformed(_, let detail)? = error else {
                Issue.record("expected .malformed, got \(String(describing: error))")
                return
            }
            #expect(detail.contains("contacts[0] and contacts[2] have the same id"))
            #expect(String(decoding: try contents(of: path), as: UTF8.self) == text)
        }
    }
}

@Suite struct WorkerKeepsOrderTests {
    @Test func aRenamedContactMovesToItsNewPlaceAndAnAddedOneLandsInOrder() throws {
        let contacts = ["Adams", "Baker", "Clark", "Davis"].map { person("X", $0) }
        let worker = ContactWorker(store: InMemoryContactStore(contacts: contacts.shuffled()))
        try worker.load()
        var baker = try #require(worker.contacts.first { $0.lastName == "Baker" })
        baker.lastName = "Evans"
        try worker.save(baker)
        try worker.save(person("X", "Łukasiewicz"))
        try worker.save(person("X", "Ørsted"))
        #expect(worker.contacts.map(\.lastName) == ["Adams", "Clark", "Davis", "Evans", "Łukasiewicz", "Ørsted"])
        #expect(worker.index(of: baker.id) == 3)
    }
}
