import ContactsCore
import Foundation
import Localization

/// The sync state's file beside the book, read before a sync and written after it.
extension SyncState {
    static func load(path: String, vdir: String) throws(SyncError) -> SyncState {
        guard let data = FileManager.default.contents(atPath: path) else { return SyncState(vdir: vdir) }
        guard let state = try? JSONDecoder().decode(SyncState.self, from: data) else { throw .stateDamaged(path: path) }
        return state.vdir == vdir ? state : SyncState(vdir: vdir)
    }

    func save(to path: String) throws(SyncError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(self) else { throw .writeFailed(path: path, reason: tr("the state could not be encoded")) }
        do {
            try AtomicFileWriter.write(data, to: path)
        } catch {
            throw .writeFailed(path: path, reason: error.reason)
        }
    }
}
