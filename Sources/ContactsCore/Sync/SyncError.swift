import Localization

/// Why a sync could not run, worded for the person at the keyboard. Nothing was changed on
/// either side when one of these is thrown, unless it says so.
public enum SyncError: Error, Equatable, Sendable, CustomStringConvertible {
    case notConfigured
    /// The full screen shows several books, none of them with a vdir.
    case noBookVdir
    case vdirMissing(path: String)
    case vdirUnreadable(path: String, reason: String)
    case writeFailed(path: String, reason: String)
    case stateDamaged(path: String)
    /// Another sync of the same book is running.
    case busy
    /// One side was emptied since the last sync: refused unless asked for, as vdirsyncer does.
    /// `side` is "book" or "vdir PATH", which the message is chosen by.
    case wouldEmpty(side: String, count: Int)
    case book(StoreError)

    public var description: String {
        switch self {
        case .notConfigured:
            return tr("No vdir to sync with: set vdir = \"PATH\" in the [sync] section of the settings file, or give --vdir PATH.")
        case .vdirMissing(let path):
            return tr("The vdir {path} does not exist. Create it (vdirsyncer discover does) or fix the path; nothing was synced.", ["path": path])
        case .vdirUnreadable(let path, let reason):
            return tr("Cannot read the vdir {path}: {reason}. Nothing was synced.", ["path": path, "reason": reason])
        case .writeFailed(let path, let reason):
            return tr("Could not write {path}: {reason}. Sync again when it is fixed; nothing is lost.", ["path": path, "reason": reason])
        case .stateDamaged(let path):
            return tr(
                "The sync state {path} is damaged; move it aside to start over (the next sync then compares the book and the vdir as new).",
                ["path": path])
        case .noBookVdir:
            return tr("No book shown has a vdir to sync with: set vdir = \"PATH\" in its [books.NAME] section of the settings file.")
        case .busy:
            return tr("Another sync of this book is running; try again when it has finished.")
        case .wouldEmpty(let side, let count):
            guard side.hasPrefix("vdir ") else {
                return trn(
                    "The book is empty, but held {count} contact at the last sync; nothing was deleted. If that is what you want, sync with --force-delete.",
                    "The book is empty, but held {count} contacts at the last sync; nothing was deleted. If that is what you want, sync with --force-delete.",
                    count)
            }
            return trn(
                "The vdir {path} is empty, but held {count} contact at the last sync; nothing was deleted. If that is what you want, sync with --force-delete.",
                "The vdir {path} is empty, but held {count} contacts at the last sync; nothing was deleted. If that is what you want, sync with --force-delete.",
                count, ["path": String(side.dropFirst("vdir ".count))])
        case .book(let error):
            return error.description
        }
    }
}
