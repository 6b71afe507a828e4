import Foundation

/// What the last sync left on each side, per contact (by UID): a fingerprint of the book's
/// version and of the vdir's. Kept beside the book (`contacts.json.sync`); small, rewritten
/// atomically after each sync, and only after the vdir's files are on disk.
public struct SyncState: Codable, Equatable, Sendable {
    public struct Entry: Codable, Equatable, Sendable {
        public var book: String
        public var vdir: String
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

    static func load(path: String, vdir: String) throws(SyncError) -> SyncState {
        guard let data = FileManager.default.contents(atPath: path) else { return SyncState(vdir: vdir) }
        guard let state = try? JSONDecoder().decode(SyncState.self, from: data) else { throw .stateDamaged(path: path) }
        return state.vdir == vdir ? state : SyncState(vdir: vdir)
    }

    func save(to path: String) throws(SyncError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(self) else { throw .writeFailed(path: path, reason: "the state could not be encoded") }
        do {
            try AtomicFileWriter.write(data, to: path)
        } catch {
            throw .writeFailed(path: path, reason: error.reason)
        }
    }
}
