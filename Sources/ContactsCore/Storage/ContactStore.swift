import Localization

/// Where the book is kept: what the worker needs of it, and no more (a store writes only inside
/// its own transaction). The worker talks to this, so tests use an in-memory store and the app
/// a JSON file, with the same business logic above both.
public protocol ContactStore: AnyObject {
    /// A short name for headers and messages ("contacts.json").
    var displayName: String { get }
    /// Where the book is, in full, for messages ("/home/ada/.local/share/contactsbook/contacts.json").
    var location: String { get }
    /// The stored book, or nil when nothing has been stored yet (a first run).
    func loadIfPresent() throws(StoreError) -> AddressBook?
    /// Read-check-write under the store's lock: `change` gets the book as it is now when another
    /// writer changed it since this store last read or wrote it (else nil), and returns the book
    /// to save, or nil to leave the file as it is (then the transaction returns nil). No update
    /// by another program is lost between the check and the write.
    func transaction(_ change: (AddressBook?) throws(StoreError) -> AddressBook?) throws(StoreError) -> AddressBook?
    /// The stored book when another writer changed it since this store last read or wrote it,
    /// which it then knows as read; nil when nothing changed (or nothing is stored).
    func bookChangedElsewhere() throws(StoreError) -> AddressBook?
    /// Set when the last save went through but could not keep a backup of the version before it.
    var backupProblem: String? { get }
    /// Why the book as last read may not be written, though it can be read ("is read-only (mode
    /// 0444)"): every save is then refused with this reason, as vim treats such a file.
    var writeProtection: String? { get }
    /// The names of the books this store keeps, in the settings' order: empty for one book on
    /// its own, several for a library's (each contact's `book` is one of them).
    var bookNames: [String] { get }
    /// The book a new contact goes to when none is named.
    var defaultBook: String? { get }
    /// What the last read found worth saying once (a book left out, ids shared by two books).
    func takeReadNote() -> String?
}

extension ContactStore {
    public var bookNames: [String] { [] }
    public var defaultBook: String? { nil }
    public func takeReadNote() -> String? { nil }
}

/// Why the book could not be read or written, worded for the person at the keyboard.
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case malformed(path: String, detail: String)
    /// A file offered for import that is none of the formats an import reads.
    case notImportable(path: String, detail: String)
    case unsupportedVersion(path: String, found: Int, supported: Int)
    case writeFailed(path: String, reason: String)
    /// The book that was read is no longer there: another program removed or moved it. Said
    /// once; a change after it writes the book back (the app asks first).
    case bookGone(path: String)
    /// Another program has held the book's lock for `seconds`: nothing was written; try again.
    case busy(path: String, seconds: Int)
    /// The same contact changed here and in the file since it was read: ask which to keep.
    case conflict(ContactConflict)

    public var description: String {
        // A detail may quote the file (a million-digit number): long words are cut in the middle.
        func sentence(_ text: String) -> String {
            let shortened = text.split(separator: " ", omittingEmptySubsequences: false).map { word in
                word.count <= 80
                    ? String(word)
                    // TRANSLATORS: a very long word of a file cut in the middle: its start, its length, its end.
                    : trn(
                        "{start}…({count} character)…{end}", "{start}…({count} characters)…{end}", word.count,
                        ["start": String(word.prefix(40)), "end": String(word.suffix(20))])
            }.joined(separator: " ")
            return shortened.hasSuffix(".") ? String(shortened.dropLast()) : shortened
        }
        switch self {
        case let .unreadable(path, reason):
            // TRANSLATORS: {reason} is the system's or the reader's reason, such as "Permission denied".
            return tr("Cannot read {path}: {reason}.", ["path": path, "reason": sentence(reason)])
        case let .malformed(path, detail):
            return tr(
                "{path} is not a valid contacts file: {detail}. The file was left as it is; fix it or move it aside.",
                ["path": path, "detail": sentence(detail)])
        case let .notImportable(path, detail):
            return tr("Cannot import {path}: {detail}. Nothing was read from it.", ["path": path, "detail": sentence(detail)])
        case let .unsupportedVersion(path, found, supported):
            return tr(
                "{path} has format version {found}, newer than this app understands ({supported}). Update ContactsBook; the file was left as it is.",
                ["path": path, "found": String(found), "supported": String(supported)])
        case let .writeFailed(path, reason):
            return tr("Could not save {path}: {reason}. The previous file is intact.", ["path": path, "reason": sentence(reason)])
        case let .busy(path, seconds):
            return trn(
                "Could not save {path}: another program has been writing it for {count} second. Nothing was written; try again.",
                "Could not save {path}: another program has been writing it for {count} seconds. Nothing was written; try again.",
                seconds, ["path": path])
        case let .bookGone(path):
            return tr(
                "{path} is gone: another program removed or moved it. What is shown here is all that is left of it.", ["path": path])
        case let .conflict(conflict):
            return tr("{name} was changed by another program since the book was opened", ["name": conflict.name])
        }
    }
}
