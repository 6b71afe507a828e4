import ContactsCore

@MainActor
public protocol DuplicateGroupBusinessLogic {
    func showGroup(request: DuplicateGroup.ShowGroup.Request)
    func moveFocus(request: DuplicateGroup.MoveFocus.Request)
    func choose(request: DuplicateGroup.Choose.Request)
    func merge(request: DuplicateGroup.Merge.Request)
    func dismiss(request: DuplicateGroup.Dismiss.Request)
}

@MainActor
public protocol DuplicateGroupDataStore: AnyObject {
    var contactIDs: [Contact.ID] { get set }
    /// Set once merged or dismissed, for the router to hand back to the groups.
    var outcome: Duplicates.Outcome? { get }
}

/// Keeps the choices (the first contact with a value, until changed) and merges through the worker.
@MainActor
public final class DuplicateGroupInteractor: DuplicateGroupBusinessLogic, DuplicateGroupDataStore {
    public var presenter: DuplicateGroupPresentationLogic?
    private let worker: ContactWorker
    public var contactIDs: [Contact.ID] = []
    public private(set) var outcome: Duplicates.Outcome?
    private var choices: [ContactMerge.Field: Int] = [:]
    private var focus = 0
    private var lastError: StoreError?

    public init(worker: ContactWorker) {
        self.worker = worker
    }

    private var contacts: [Contact] { contactIDs.compactMap(worker.contact(id:)) }

    public func showGroup(request: DuplicateGroup.ShowGroup.Request) {
        let contacts = contacts
        for field in ContactMerge.conflicts(contacts) where choices[field] == nil {
            choices[field] = contacts.firstIndex { !ContactMerge.value(field, of: $0).isEmpty }
        }
        present(contacts: contacts, columns: request.columns)
    }

    public func moveFocus(request: DuplicateGroup.MoveFocus.Request) {
        let count = ContactMerge.conflicts(contacts).count
        if count > 0 { focus = max(0, min(count - 1, focus + request.step)) }
        showGroup(request: .init(columns: request.columns))
    }

    /// Moves the focused field's choice to the next contact that has a value for it.
    public func choose(request: DuplicateGroup.Choose.Request) {
        let contacts = contacts
        let conflicts = ContactMerge.conflicts(contacts)
        guard conflicts.indices.contains(focus) else { return showGroup(request: .init(columns: request.columns)) }
        let field = conflicts[focus]
        var index = choices[field] ?? 0
        repeat {
            index = (index + request.step + contacts.count) % contacts.count
        } while ContactMerge.value(field, of: contacts[index]).isEmpty
        choices[field] = index
        showGroup(request: .init(columns: request.columns))
    }

    public func merge(request: DuplicateGroup.Merge.Request) {
        let contacts = contacts
        do {
            let merged = try worker.merge(contacts.map(\.id), choosing: choices)
            outcome = .merged(count: contacts.count, into: merged.displayName)
            presenter?.presentMerged(response: .init(outcome: .merged(count: contacts.count, into: merged.displayName)))
        } catch {
            lastError = error
            present(contacts: contacts, columns: request.columns)
        }
    }

    public func dismiss(request: DuplicateGroup.Dismiss.Request) {
        outcome = .dismissed
        presenter?.presentMerged(response: .init(outcome: .dismissed))
    }

    private func present(contacts: [Contact], columns: Int) {
        presenter?.presentGroup(
            response: .init(
                contacts: contacts, conflicts: ContactMerge.conflicts(contacts), choices: choices, focus: focus, columns: columns,
                error: lastError))
    }
}
