import ContactsCore
import ContactsEngine
import Foundation
import TestSupport
import Testing

@Suite struct JSONFileStoreRoundTripTests {
    @Test func missingFileLoadsAsNil() throws {
        try withTemporaryDirectory { directory throws in
            let store = JSONFileStore(path: directory + "/contacts.json")
            #expect(try store.loadIfPresent() == nil)
        }
    }

    @Test func missingDirectoryLoadsAsNil() throws {
        try withTemporaryDirectory { directory throws in
            let store = JSONFileStore(path: directory + "/not/there/contacts.json")
            #expect(try store.loadIfPresent() == nil)
        }
    }

    @Test func saveThenLoadGivesTheSameBook() throws {
        try withTemporaryDirectory { directory throws in
            // Given
            let book = AddressBook(contacts: [fullContact(), person("Grace", "Hopper"), Contact(company: "Acme")])
            let path = directory + "/contacts.json"
            // When
            try JSONFileStore(path: path).save(book)
            let loaded = try JSONFileStore(path: path).loadIfPresent()
            // Then
            #expect(loaded == book)
        }
    }

    @Test func emptyBookRoundTrips() throws {
        try withTemporaryDirectory { directory throws in
            let store = JSONFileStore(path: directory + "/contacts.json")
            try store.save(AddressBook())
            #expect(try store.loadIfPresent() == AddressBook())
        }
    }

    @Test func displayNameIsTheFileName() {
        #expect(JSONFileStore(path: "/some/where/contacts.json").displayName == "contacts.json")
    }

    @Test func emptyOptionalFieldsAreLeftOut() throws {
        try withTemporaryDirectory { directory throws in
            let path = directory + "/contacts.json"
            try JSONFileStore(path: path).save(AddressBook(contacts: [person("Grace", "")]))
            let text = String(decoding: try contents(of: path), as: UTF8.self)
            #expect(text.contains("\"firstName\":\"Grace\""))
            for key in ["lastName", "nickname", "phones", "birthday", "favorite", "extra", "uid"] {
                #expect(!text.contains("\"\(key)\""), "\(key) should be left out")
            }
        }
    }

    @Test func minimalContactLoadsWithDefaults() throws {
        try withTemporaryDirectory { directory throws in
            // Given a contact with only its id, as another tool might write it
            let path = directory + "/contacts.json"
            try write(#"{"version": 1, "contacts": [{"id": "6F9619FF-8B86-D011-B42D-00C04FC964FF"}]}"#, to: path)
            // When
            let book = try #require(try JSONFileStore(path: path).loadIfPresent())
            // Then
            let contact = try #require(book.contacts.first)
            #expect(contact.firstName == "")
            #expect(contact.phones == [])
            #expect(contact.favorite == false)
            #expect(contact.createdAt == date(0))
        }
    }

    @Test func timestampsAreWrittenAsISO8601() throws {
        try withTemporaryDirectory { directory throws in
            let path = directory + "/contacts.json"
            try JSONFileStore(path: path).save(AddressBook(contacts: [fullContact()]))
            let text = String(decoding: try contents(of: path), as: UTF8.self)
            #expect(text.contains(#""createdAt":"2023-11-14T22:13:20Z""#))
            #expect(text.contains(#""birthday":"1815-12-10""#))
            #expect(text.contains(#""anniversary":"--07-08""#))
        }
    }

    @Test func outputUsesSortedKeys() throws {
        try withTemporaryDirectory { directory throws in
            let path = directory + "/contacts.json"
            let book = AddressBook(contacts: [fullContact()], unknownFields: ["zzz": .bool(true), "aaa": .null])
            try JSONFileStore(path: path).save(book)
            let text = String(decoding: try contents(of: path), as: UTF8.self)
            let order = [
                "\"aaa\"", "\"contacts\"", "\"addresses\"", "\"birthday\"", "\"company\"", "\"createdAt\"",
                "\"emails\"", "\"firstName\"", "\"id\"", "\"lastName\"", "\"updatedAt\"", "\"version\"", "\"zzz\"",
            ]
            let positions = try order.map { key in try #require(text.range(of: key), "\(key) missing").lowerBound }
            #expect(positions == positions.sorted())
        }
    }

    @Test func outputIsStableAcrossSaves() throws {
        try withTemporaryDirectory { directory throws in
            // Given
            let path = directory + "/contacts.json"
            let book = AddressBook(
                contacts: [fullContact(), person("Grace", "Hopper")],
                unknownFields: ["b": .number(1), "a": .object(["y": .null, "x": .string("x")])])
            // When
            try JSONFileStore(path: path).save(book)
            let first = try contents(of: path)
            let reloaded = try #require(try JSONFileStore(path: path).loadIfPresent())
            try JSONFileStore(path: path).save(reloaded)
            let second = try contents(of: path)
            // Then
            #expect(first == second)
            #expect(first.last == UInt8(ascii: "\n"))
        }
    }
}
