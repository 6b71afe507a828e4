import ContactsCore
import ContactsEngine
import Foundation
import TestSupport
import Testing

/// How saving treats the file system: private modes, atomic replacement, symlinks, failures.
@Suite struct JSONFileStoreFileTests {
    private let book = AddressBook(contacts: [fullContact()])

    @Test func newFileIsPrivate() throws {
        try withTemporaryDirectory { directory throws in
            let path = directory + "/contacts.json"
            try JSONFileStore(path: path).save(book)
            #expect(try permissions(of: path) == 0o600)
        }
    }

    @Test func missingDirectoriesAreCreatedPrivate() throws {
        try withTemporaryDirectory { directory throws in
            // When
            let path = directory + "/share/contactsbook/contacts.json"
            try JSONFileStore(path: path).save(book)
            // Then
            #expect(try permissions(of: directory + "/share") == 0o700)
            #expect(try permissions(of: directory + "/share/contactsbook") == 0o700)
            #expect(try JSONFileStore(path: path).loadIfPresent() == book)
        }
    }

    @Test func existingModeIsKept() throws {
        try withTemporaryDirectory { directory throws in
            // Given a file the user made group-readable on purpose
            let path = directory + "/contacts.json"
            try JSONFileStore(path: path).save(AddressBook())
            try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
            // When
            try JSONFileStore(path: path).save(book)
            // Then
            #expect(try permissions(of: path) == 0o640)
        }
    }

    @Test func noTemporaryFilesAreLeftBeside() throws {
        try withTemporaryDirectory { directory throws in
            let store = JSONFileStore(path: directory + "/contacts.json")
            try store.save(AddressBook())
            try store.save(book)
            try store.save(book)
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["backups", "contacts.json", "contacts.json.bak"])
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/backups") == ["contacts.json.1"])
        }
    }

    @Test func saveReplacesTheWholeFile() throws {
        try withTemporaryDirectory { directory throws in
            // Given a long file
            let path = directory + "/contacts.json"
            try write(String(repeating: " ", count: 100_000) + "{}", to: path)
            // When
            try JSONFileStore(path: path).save(AddressBook())
            // Then no tail of the old content is left
            #expect(try contents(of: path).count < 1000)
            #expect(try JSONFileStore(path: path).loadIfPresent() == AddressBook())
        }
    }

    @Test func relativeSymlinkStaysASymlink() throws {
        try withTemporaryDirectory { directory throws in
            // Given contacts.json -> real/book.json
            try FileManager.default.createDirectory(atPath: directory + "/real", withIntermediateDirectories: false)
            let target = directory + "/real/book.json"
            try JSONFileStore(path: target).save(AddressBook())
            let link = directory + "/contacts.json"
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real/book.json")
            // When
            try JSONFileStore(path: link).save(book)
            // Then
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real/book.json")
            #expect(try JSONFileStore(path: target).loadIfPresent() == book)
            #expect(try JSONFileStore(path: link).loadIfPresent() == book)
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/real").sorted() == ["backups", "book.json", "book.json.bak"])
        }
    }

    @Test func absoluteSymlinkStaysASymlink() throws {
        try withTemporaryDirectory { directory throws in
            let target = directory + "/book.json"
            try JSONFileStore(path: target).save(AddressBook())
            let link = directory + "/contacts.json"
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
            try JSONFileStore(path: link).save(book)
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
            #expect(try JSONFileStore(path: target).loadIfPresent() == book)
        }
    }

    @Test func danglingSymlinkLoadsAsNilAndSaveCreatesTheTarget() throws {
        try withTemporaryDirectory { directory throws in
            let link = directory + "/contacts.json"
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "book.json")
            #expect(try JSONFileStore(path: link).loadIfPresent() == nil)
            try JSONFileStore(path: link).save(book)
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "book.json")
            #expect(try JSONFileStore(path: directory + "/book.json").loadIfPresent() == book)
        }
    }

    @Test func saveOverADirectoryFailsAndCleansUp() throws {
        try withTemporaryDirectory { directory throws in
            // Given a directory where the file should be (fails even for root)
            let path = directory + "/contacts.json"
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            // When
            let error = try #require(saveError(JSONFileStore(path: path), book))
            // Then
            guard case let .writeFailed(errorPath, _) = error else {
                Issue.record("expected .writeFailed, got \(error)")
                return
            }
            #expect(errorPath == path)
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["contacts.json"])
            #expect(try FileManager.default.contentsOfDirectory(atPath: path) == [])
        }
    }

    @Test func saveBelowAFileFails() throws {
        try withTemporaryDirectory { directory throws in
            try write("x", to: directory + "/data")
            let path = directory + "/data/contacts.json"
            let error = try #require(saveError(JSONFileStore(path: path), book))
            #expect(error.description.contains(path))
            #expect(try contents(of: directory + "/data") == Data("x".utf8))
        }
    }
}
