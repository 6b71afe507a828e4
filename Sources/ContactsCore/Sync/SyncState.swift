import Foundation

/// What the last sync left on each side, per contact (by UID): a fingerprint of the book's
/// version and of the vdir's. Kept beside the book (`contacts.json.sync`); small, rewritten
/// atomically after each sync, and only after the vdir's files are on disk.
public struct SyncState: Codable, Equatable, Sendable {
    public struct Entry: Codable, Equatable, Sendable {
        public var book: String
        public var vdir: String
        /// The contact as both sides had it after the last sync (as the book keeps it): what
        /// a change on both sides is merged against, field by field. Absent in older states.
        public var base: Contact?

        package init(book: String, vdir: String, base: Contact? = nil) {
            (self.book, self.vdir, self.base) = (book, vdir, base)
        }
    }

    public var version = 1
    /// The folder this state describes: a state for another folder is no state at all, so
    /// pointing the book at a new vdir never reads as "everything was deleted there".
    public var vdir: String
    public var contacts: [String: Entry] = [:]

    public init(vdir: String) {
        self.vdir = vdir
    }

    public static func path(forBook bookPath: String) -> String { bookPath + ".sync" }
}
