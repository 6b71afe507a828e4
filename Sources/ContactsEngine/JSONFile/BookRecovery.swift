import ContactsCore
import Foundation
import Localization

/// What can be done with a book file that cannot be opened: find the latest backup that loads,
/// put it back (the damaged file is moved aside, never deleted), or read what can be read.
public struct BookRecovery: BookRecovering, Sendable {
    /// The data file, symlinks resolved.
    public let path: String
    /// Opened with --read-only: nothing may be put back, only read.
    public let readOnly: Bool

    public init(path: String, readOnly: Bool = false) {
        self.path =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: path)).map { target in
                target.hasPrefix("/") ? target : ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(target)
            } ?? path
        self.readOnly = readOnly
    }

    /// The newest backup that loads: `.bak`, then `backups/...1` to `...5`; none when the book
    /// may not be written.
    public func latestBackup() -> (path: String, book: AddressBook)? {
        guard !readOnly else { return nil }
        let backups = Backups(path: path)
        for candidate in [backups.bakPath] + (1...Backups.maximumKept).map(backups.rotatedPath) {
            if let book = try? JSONFileStore(path: candidate).loadIfPresent() { return (candidate, book) }
        }
        return nil
    }

    /// Keeps the damaged file under another name (`contacts.json.damaged-<time>`, a hard link)
    /// and replaces the book with the backup atomically, under the book's lock: the book's path
    /// is never missing, and a failure leaves it as it was. Returns where the damaged file is kept.
    public func restore(_ backupPath: String) throws(StoreError) -> String {
        try restore(backupPath, now: Date())
    }

    public func restore(_ backupPath: String, now: Date) throws(StoreError) -> String {
        let lock = try FileLock(path: path + ".lock")
        defer { lock.release() }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: backupPath))
        } catch {
            throw .unreadable(path: backupPath, reason: (error as NSError).localizedDescription)
        }
        let aside = path + ".damaged-" + Timestamp.string(from: now).replacingOccurrences(of: ":", with: "")
        guard link(path, aside) == 0 else {
            throw .writeFailed(path: path, reason: tr("cannot keep the damaged file aside: {reason}", ["reason": AtomicFileWriter.errorText()]))
        }
        do {
            try AtomicFileWriter.write(data, to: path)
        } catch {
            throw .writeFailed(path: path, reason: error.reason)
        }
        return aside
    }

    /// The contacts that can still be read: each complete object of the "contacts" list is
    /// decoded on its own, so one bad contact or a cut-off end loses only what is broken.
    public func salvage() -> (book: AddressBook, skipped: Int) {
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path)) else { return (AddressBook(), 0) }
        return Self.salvage(data)
    }

    public static func salvage(_ data: Data) -> (book: AddressBook, skipped: Int) {
        let bytes = Array(data)
        guard let listStart = find(Array("\"contacts\"".utf8), in: bytes).flatMap({ start in bytes[start...].firstIndex(of: UInt8(ascii: "[")) })
        else { return (AddressBook(), 0) }
        var contacts: [Contact] = []
        var seen = Set<Contact.ID>()
        var skipped = 0
        var index = listStart + 1
        while let open = nextObjectStart(bytes, from: &index) {
            guard let close = matchingBrace(bytes, from: open) else {
                skipped += 1
                break
            }
            if let contact = try? JSONDecoder().decode(Contact.self, from: Data(bytes[open...close])), seen.insert(contact.id).inserted {
                contacts.append(contact)
            } else {
                skipped += 1
            }
            index = close + 1
        }
        return (AddressBook(contacts: contacts), skipped)
    }

    /// The next "{" in the list, stopping at the list's "]".
    private static func nextObjectStart(_ bytes: [UInt8], from index: inout Int) -> Int? {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "{"): return index
            case UInt8(ascii: "]"): return nil
            default: index += 1
            }
        }
        return nil
    }

    /// The "}" that closes the object opened at `start`, minding strings and escapes.
    private static func matchingBrace(_ bytes: [UInt8], from start: Int) -> Int? {
        var depth = 0
        var inString = false
        var escaped = false
        for index in start..<bytes.count {
            let byte = bytes[index]
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
        }
        return nil
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard !needle.isEmpty, haystack.count >= needle.count else { return nil }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if Array(haystack[start..<start + needle.count]) == needle { return start }
        }
        return nil
    }
}
