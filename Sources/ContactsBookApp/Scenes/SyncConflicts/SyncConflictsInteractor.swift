import ContactsCore

@MainActor
public protocol SyncConflictsBusinessLogic {
    func showConflicts(request: SyncConflicts.ShowConflicts.Request)
    func moveSelection(request: SyncConflicts.MoveSelection.Request)
    func settle(request: SyncConflicts.Settle.Request)
}

/// What this scene keeps for its router: the conflicts still to settle.
@MainActor
public protocol SyncConflictsDataStore: AnyObject {
    var conflicts: [SyncConflict] { get }
}

/// Settles one conflict at a time through the sync session; a settled one leaves the list.
@MainActor
public final class SyncConflictsInteractor: SyncConflictsBusinessLogic, SyncConflictsDataStore {
    public var presenter: SyncConflictsPresentationLogic?
    private let session: BookSyncing?
    public private(set) var conflicts: [SyncConflict]
    private var selectedIndex = 0
    private var settled: SyncConflicts.ShowConflicts.Settled?
    private var error: SyncError?

    public init(conflicts: [SyncConflict], session: BookSyncing?) {
        self.conflicts = conflicts
        self.session = session
    }

    public func showConflicts(request: SyncConflicts.ShowConflicts.Request) {
        present(columns: request.columns)
    }

    public func moveSelection(request: SyncConflicts.MoveSelection.Request) {
        var window = SelectionWindow()
        window.select(selectedIndex, count: conflicts.count)
        window.move(request.movement, count: conflicts.count, rows: max(1, conflicts.count))
        selectedIndex = window.selectedIndex
        settled = nil
        error = nil
        present(columns: request.columns)
    }

    public func settle(request: SyncConflicts.Settle.Request) {
        guard conflicts.indices.contains(selectedIndex) else { return present(columns: request.columns) }
        let conflict = conflicts[selectedIndex]
        guard let session else {
            error = .notConfigured
            return present(columns: request.columns)
        }
        do {
            let now = try session.settle(conflict, keeping: request.choice)
            settled = .init(name: conflict.mine.displayName, choice: request.choice, now: now)
            error = nil
            conflicts.remove(at: selectedIndex)
            selectedIndex = min(selectedIndex, max(0, conflicts.count - 1))
        } catch {
            self.error = error
            settled = nil
        }
        present(columns: request.columns)
    }

    private func present(columns: Int) {
        presenter?.presentConflicts(
            response: .init(conflicts: conflicts, selectedIndex: selectedIndex, columns: columns, settled: settled, error: error))
    }
}
