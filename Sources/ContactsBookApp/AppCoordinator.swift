import ContactsCore
import TerminalUI

/// Decides what the app shows first and owns the navigation stack. The one place that knows
/// which flow runs: a book that cannot be read stops here, before the terminal is touched.
@MainActor
public final class AppCoordinator {
    public enum StartDecision: Equatable {
        /// The book loaded (or does not exist yet: an empty book): show the contacts.
        case contactList
        /// The file is damaged or unreadable: explain and quit, leaving it untouched.
        case damagedFile(StoreError)
    }

    public let worker: ContactWorker

    public init(worker: ContactWorker) {
        self.worker = worker
    }

    public func decideStart() -> StartDecision {
        do {
            try worker.load()
            return .contactList
        } catch {
            return .damagedFile(error)
        }
    }

    /// The stack with the first scene on it, ready for the run loop.
    public func makeNavigation(size: TerminalSize) -> NavigationStack {
        let navigation = NavigationStack(size: size)
        let factory = SceneFactory(worker: worker, navigator: navigation)
        navigation.makeScene = factory.makeScene(for:)
        navigation.push(.contactList)
        return navigation
    }
}
