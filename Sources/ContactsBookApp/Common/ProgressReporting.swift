import ContactsCore
import Localization
import TerminalUI

/// Long work the screen cannot show while it runs (the run loop waits for it).
public enum Activity: Equatable, Sendable {
    case listing(count: Int)
    /// Merging contacts read from a file into the book, and saving it.
    case importing(count: Int)
    /// A step of a sync: shown whatever the book's size (the command may wait on a server).
    case syncing(SyncStep)
    /// Writing the changes not yet in the book's file, on the way out (file name).
    case saving(String)

    /// Books from this size take a noticeable time to list or import.
    static let noticeableCount = 20_000

    /// Worth saying: large books only, so small ones never flicker; a sync always.
    var isNoticeable: Bool {
        switch self {
        case .listing(let count), .importing(let count): return count >= Self.noticeableCount
        case .syncing, .saving: return true
        }
    }
}

/// Says what a long operation is doing, at once, before it starts. Interactors report the
/// activity; the terminal side words and shows it; tests give them a spy.
@MainActor
public protocol ProgressReporting: AnyObject {
    func report(_ activity: Activity)
}

/// The real thing: the status line is drawn over and shown at once, for books large enough to
/// take a noticeable time (so small ones never flicker).
@MainActor
public final class TerminalProgress: ProgressReporting {
    private let terminal: Terminal

    public init(terminal: Terminal) {
        self.terminal = terminal
    }

    public func report(_ activity: Activity) {
        guard activity.isNoticeable else { return }
        terminal.drawBar(" " + Self.words(activity), row: terminal.size.rows - 1, style: .bold)
        terminal.present()
    }

    static func words(_ activity: Activity) -> String {
        switch activity {
        case .listing(let count): return trn("Listing {count} contact…", "Listing {count} contacts…", count)
        case .importing(let count): return trn("Importing {count} contact…", "Importing {count} contacts…", count)
        case .syncing(.runningCommand(let words)):
            return tr("Syncing: running {command}…", ["command": words.joined(separator: " ").terminalSafe])
        case .syncing(.exchanging): return tr("Syncing: exchanging changes with the vdir…")
        case .syncing(.exchangingAgain): return tr("Syncing: reading the vdir again…")
        case .saving(let name): return tr("Saving {name} before quitting…", ["name": name.terminalSafe])
        }
    }
}
