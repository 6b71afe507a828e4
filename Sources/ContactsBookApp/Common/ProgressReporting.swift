import ContactsCore
import TerminalUI

/// Long work the screen cannot show while it runs (the run loop waits for it).
public enum Activity: Equatable, Sendable {
    case listing(count: Int)
    case findingDuplicates(count: Int)
    /// Merging contacts read from a file into the book, and saving it.
    case importing(count: Int)

    var count: Int {
        switch self {
        case .listing(let count), .findingDuplicates(let count), .importing(let count): return count
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
    static let noticeableCount = 20_000
    private let terminal: Terminal

    public init(terminal: Terminal) {
        self.terminal = terminal
    }

    public func report(_ activity: Activity) {
        guard activity.count >= Self.noticeableCount else { return }
        terminal.drawBar(" " + Self.words(activity), row: terminal.size.rows - 1, style: .bold)
        terminal.present()
    }

    static func words(_ activity: Activity) -> String {
        switch activity {
        case .listing(let count): return "Listing \(CountFormatting.contacts(count))…"
        case .findingDuplicates(let count): return "Looking for duplicates among \(CountFormatting.contacts(count))…"
        case .importing(let count): return "Importing \(CountFormatting.contacts(count))…"
        }
    }
}
