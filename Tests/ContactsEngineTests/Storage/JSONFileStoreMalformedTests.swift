import ContactsCore
import ContactsEngine
import Foundation
import TestSupport
import Testing

/// A file that cannot be read is reported, with where the problem is, and never changed.
@Suite struct JSONFileStoreMalformedTests {
    private static let validContact = #"{"id": "6F9619FF-8B86-D011-B42D-00C04FC964FF", "firstName": "Ada"}"#

    /// Writes `text` as the data file, loads it, and checks the file is byte-for-byte unchanged.
    private func loadFailure(_ text: String) throws -> (error: StoreError, path: String) {
        try withTemporaryDirectory { directory throws in
            let path = directory + "/contacts.json"
            try write(text, to: path)
            let before = try contents(of: path)
            let error = try #require(loadError(JSONFileStore(path: path)), "loading \(text) should fail")
            #expect(try contents(of: path) == before, "a failed load must leave the file as it was")
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["contacts.json"])
            return (error, path)
        }
    }

    private func malformedDetail(_ failure: (error: StoreError, path: String)) -> String? {
        guard case let .malformed(path, detail) = failure.error else {
            Issue.record("expected .malformed, got \(failure.error)")
            return nil
        }
        #expect(path == failure.path)
        #expect(failure.error.description.contains(failure.path))
        return detail
    }

    @Test func truncatedJSON() throws {
        let failure = try loadFailure(#"{"version": 1, "contacts": [{"id": "6F9619FF"#)
        let detail = try #require(malformedDetail(failure))
        #expect(!detail.isEmpty)
        #expect(detail != "the file is empty")
    }

    @Test func emptyFile() throws {
        let failure = try loadFailure("")
        #expect(malformedDetail(failure) == "the file is empty")
    }

    @Test func contactsOfTheWrongShape() throws {
        let failure = try loadFailure(#"{"version": 1, "contacts": 5}"#)
        let detail = try #require(malformedDetail(failure))
        #expect(detail.contains("contacts"))
        #expect(detail.contains("expected a list"))
    }

    @Test func topLevelOfTheWrongShape() throws {
        let failure = try loadFailure("[1, 2, 3]")
        let detail = try #require(malformedDetail(failure))
        #expect(detail.contains("the top level"))
    }

    @Test func missingVersion() throws {
        let failure = try loadFailure(#"{"contacts": []}"#)
        let detail = try #require(malformedDetail(failure))
        #expect(detail.contains("\"version\""))
    }

    @Test func badUUIDNamesTheContact() throws {
        let failure = try loadFailure(#"{"version": 1, "contacts": [{"id": "not-a-uuid"}]}"#)
        let detail = try #require(malformedDetail(failure))
        #expect(detail.contains("contacts[0].id"))
    }

    @Test func invalidBirthdayNamesTheContactAndField() throws {
        let text =
            #"{"version": 1, "contacts": [\#(Self.validContact), "#
            + #"{"id": "7F9619FF-8B86-D011-B42D-00C04FC964FF", "birthday": "2023-02-29"}]}"#
        let failure = try loadFailure(text)
        let detail = try #require(malformedDetail(failure))
        #expect(detail.contains("contacts[1].birthday"))
        #expect(detail.contains("2023-02-29"))
    }

    @Test func wrongTypeDeepInsideNamesThePath() throws {
        let failure = try loadFailure(#"{"version": 1, "contacts": [\#(Self.validContact.dropLast()), "emails": [{"value": 5}]}]}"#)
        let detail = try #require(malformedDetail(failure))
        #expect(detail.contains("contacts[0].emails[0].value"))
        #expect(detail.contains("expected text"))
    }

    @Test func badTimestampNamesTheField() throws {
        let failure = try loadFailure(#"{"version": 1, "contacts": [\#(Self.validContact.dropLast()), "createdAt": "yesterday"}]}"#)
        let detail = try #require(malformedDetail(failure))
        #expect(detail.contains("contacts[0].createdAt"))
    }

    @Test func newerVersionIsRefused() throws {
        let failure = try loadFailure(#"{"version": 2, "contacts": [], "shiny": true}"#)
        #expect(failure.error == .unsupportedVersion(path: failure.path, found: 2, supported: 1))
        #expect(failure.error.description.contains(failure.path))
    }

    @Test func newerVersionIsRefusedBeforeReadingItsContacts() throws {
        // A newer format may have changed the contacts' shape: the version must be what is reported.
        let failure = try loadFailure(#"{"version": 2, "contacts": {"new": "shape"}}"#)
        #expect(failure.error == .unsupportedVersion(path: failure.path, found: 2, supported: 1))
    }

    @Test func directoryInPlaceOfTheFile() throws {
        try withTemporaryDirectory { directory throws in
            let path = directory + "/contacts.json"
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            let error = try #require(loadError(JSONFileStore(path: path)))
            guard case let .unreadable(errorPath, reason) = error else {
                Issue.record("expected .unreadable, got \(error)")
                return
            }
            #expect(errorPath == path)
            #expect(reason.contains("not a regular file"))
            #expect(error.description.contains(path))
            var isDirectory: ObjCBool = false
            #expect(FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue)
        }
    }

    @Test func fileInPlaceOfTheDirectoryIsUnreadable() throws {
        try withTemporaryDirectory { directory throws in
            try write("not a directory", to: directory + "/data")
            let path = directory + "/data/contacts.json"
            let error = try #require(loadError(JSONFileStore(path: path)))
            guard case let .unreadable(errorPath, _) = error else {
                Issue.record("expected .unreadable, got \(error)")
                return
            }
            #expect(errorPath == path)
        }
    }
}
