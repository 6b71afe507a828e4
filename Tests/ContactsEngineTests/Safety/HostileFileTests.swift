import ContactsCore
import ContactsEngine
import Foundation
import TestSupport
import Testing

/// Files made to break a reader: they are refused with a message, never a crash.
@Suite struct HostileFileTests {
    @Test func deepNestingIsRefusedNotACrash() throws {
        try withTemporaryDirectory { directory throws in
            let path = directory + "/contacts.json"
            let depth = 100_000
            let text = #"{"version": 1, "contacts": [], "x": "# + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}"
            try write(text, to: path)
            guard case .malformed(_, let detail)? = loadError(JSONFileStore(path: path)) else {
                Issue.record("deep nesting was not refused")
                return
            }
            #expect(detail.contains("nested"))
            #expect(try contents(of: path) == Data(text.utf8))
        }
    }

    @Test func aHundredThousandCharacterValueLoadsAndSavesIntact() throws {
        try withTemporaryDirectory { directory throws in
            let path = directory + "/contacts.json"
            let long = String(repeating: "Zoë 王 ", count: 20_000)
            try JSONFileStore(path: path).save(AddressBook(contacts: [Contact(firstName: "Ada", notes: long)]))
            let back = try #require(try JSONFileStore(path: path).loadIfPresent())
            #expect(back.contacts.first?.notes == long)
            #expect(DisplayWidth.of(DisplayWidth.fit(long, to: 40)) == 40)
            #expect(DisplayWidth.fit(long, to: 40).hasSuffix("…"))
        }
    }

    @Test func deeplyNestedVCardAndCSVInputsDoNotRecurse() {
        let lines = String(repeating: "BEGIN:VCARD\r\n", count: 50_000)
        let result = VCardReader.read(Data(lines.utf8))
        #expect(result.contacts.isEmpty)
        #expect(!result.problems.isEmpty)
    }
}
