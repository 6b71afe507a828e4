import ContactsCore
import ContactsEngine
import Foundation
import TestSupport
import Testing

/// Keys written by a newer version or another tool must survive a load and a save, at every level.
@Suite struct JSONFileStoreUnknownKeysTests {
    private static let fileWithUnknownKeys = #"""
        {
          "version": 1,
          "generator": {"name": "other-tool", "build": 42, "flags": [true, null, 1.5, "x"]},
          "contacts": [
            {
              "id": "6F9619FF-8B86-D011-B42D-00C04FC964FF",
              "firstName": "Ada",
              "pronouns": "she/her",
              "phones": [{"label": "mobile", "value": "+44 20 7946 0958", "verified": true}],
              "emails": [{"value": "ada@example.org", "preferred": 1}],
              "urls": [{"value": "https://example.org", "title": "Home page"}],
              "addresses": [{"city": "London", "geo": {"lat": 51.5, "lon": -0.12}}],
              "createdAt": "2023-11-14T22:13:20Z",
              "updatedAt": "2023-11-14T22:13:20Z"
            }
          ]
        }
        """#

    /// Loads the file above, saves it back, and returns the saved JSON as plain objects.
    private func roundTrip() throws -> (book: AddressBook, json: [String: Any]) {
        try withTemporaryDirectory { directory throws in
            let path = directory + "/contacts.json"
            try write(Self.fileWithUnknownKeys, to: path)
            let book = try #require(try JSONFileStore(path: path).loadIfPresent())
            try JSONFileStore(path: path).save(book)
            let object = try JSONSerialization.jsonObject(with: try contents(of: path))
            return (book, try #require(object as? [String: Any]))
        }
    }

    private func firstContact(_ json: [String: Any]) throws -> [String: Any] {
        let contacts = try #require(json["contacts"] as? [[String: Any]])
        return try #require(contacts.first)
    }

    @Test func topLevelKeysAreKept() throws {
        let (book, json) = try roundTrip()
        #expect(
            book.unknownFields["generator"]
                == .object([
                    "name": .string("other-tool"), "build": .integer(42),
                    "flags": .array([.bool(true), .null, .number(1.5), .string("x")]),
                ]))
        let generator = try #require(json["generator"] as? [String: Any])
        #expect(generator["name"] as? String == "other-tool")
        #expect((generator["build"] as? NSNumber)?.intValue == 42)
        #expect((generator["flags"] as? [Any])?.count == 4)
    }

    @Test func contactKeysAreKept() throws {
        let (book, json) = try roundTrip()
        #expect(book.contacts.first?.unknownFields == ["pronouns": .string("she/her")])
        #expect(try firstContact(json)["pronouns"] as? String == "she/her")
    }

    @Test func phoneEmailAndURLEntryKeysAreKept() throws {
        let (_, json) = try roundTrip()
        let contact = try firstContact(json)
        let phone = try #require((contact["phones"] as? [[String: Any]])?.first)
        let email = try #require((contact["emails"] as? [[String: Any]])?.first)
        let url = try #require((contact["urls"] as? [[String: Any]])?.first)
        #expect(phone["verified"] as? Bool == true)
        #expect((email["preferred"] as? NSNumber)?.intValue == 1)
        #expect(url["title"] as? String == "Home page")
    }

    @Test func addressEntryKeysAreKept() throws {
        let (_, json) = try roundTrip()
        let address = try #require((try firstContact(json)["addresses"] as? [[String: Any]])?.first)
        let geo = try #require(address["geo"] as? [String: Any])
        #expect((geo["lat"] as? NSNumber)?.doubleValue == 51.5)
        #expect((geo["lon"] as? NSNumber)?.doubleValue == -0.12)
        #expect(address["city"] as? String == "London")
    }

    @Test func integersStayIntegersInTheText() throws {
        try withTemporaryDirectory { directory throws in
            let path = directory + "/contacts.json"
            try write(Self.fileWithUnknownKeys, to: path)
            let book = try #require(try JSONFileStore(path: path).loadIfPresent())
            try JSONFileStore(path: path).save(book)
            let text = String(decoding: try contents(of: path), as: UTF8.self)
            #expect(text.contains(#""build":42"#))
            #expect(text.contains(#""preferred":1"#))
            #expect(!text.contains(#""preferred":true"#))
        }
    }
}

@Suite struct JSONFileStoreUnknownNumberTests {
    @Test func integersBeyondDoublePrecisionAreKeptExactly() throws {
        try withTemporaryDirectory { directory throws in
            let path = directory + "/contacts.json"
            try write(#"{"version": 1, "contacts": [], "snowflake": 9007199254740993}"#, to: path)
            let book = try #require(try JSONFileStore(path: path).loadIfPresent())
            try JSONFileStore(path: path).save(book)
            let text = String(decoding: try contents(of: path), as: UTF8.self)
            #expect(text.contains("9007199254740993"))
        }
    }
}
