import ContactsCore

@MainActor
public protocol DuplicateGroupBusinessLogic {
    func showGroup(request: DuplicateGroup.ShowGroup.Request)
    func moveFocus(request: DuplicateGroup.MoveFocus.Request)
    func moveContact(request: DuplicateGroup.MoveContact.Request)
    func takeOut(request: DuplicateGroup.TakeOut.Request)
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

/// Keeps the choices (the first contact with a value, until changed) and the contacts still in
/// the group, and merges through the worker: a group of more than five, or whose contacts share
/// only a name, after the person confirms.
@MainActor
public final class DuplicateGroupInteractor: DuplicateGroupBusinessLogic, DuplicateGroupDataStore {
    public var presenter: DuplicateGroupPresentationLogic?
    private let worker: ContactWorker
    public var contactIDs: [Contact.ID] = []
    public private(set) var outcome: Duplicates.Outcome?
    private var choices: [ContactMerge.Field: Int] = [:]
    private var focus = 0
    private var contactFocus = 0
    private var lastError: StoreError?
    /// The contacts taken out with x: someone else, kept apart from the merged contact.
    private var takenOut: [Contact.ID] = []

    public init(worker: ContactWorker) {
        self.worker = worker
    }

    private var contacts: [Contact] { contactIDs.compactMap(worker.contact(id:)) }

    /// Contacts another program deleted meanwhile leave the group as if taken out; a group left
    /// with one contact is no group.
    public func showGroup(request: DuplicateGroup.ShowGroup.Request) {
        while let gone = contactIDs.firstIndex(where: { worker.contact(id: $0) == nil }) { remove(at: gone) }
        guard contactIDs.count > 1 else { return dismiss(request: .init()) }
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

    public func moveContact(request: DuplicateGroup.MoveContact.Request) {
        contactFocus = max(0, min(contactIDs.count - 1, contactFocus + request.step))
        showGroup(request: .init(columns: request.columns))
    }

    /// Takes the focused contact out; the choices that were its values go back to the first
    /// contact with one. A group left with one contact is no group: dismissed.
    public func takeOut(request: DuplicateGroup.TakeOut.Request) {
        guard contactIDs.indices.contains(contactFocus) else { return }
        takenOut.append(contactIDs[contactFocus])
        remove(at: contactFocus)
        showGroup(request: .init(columns: request.columns))
    }

    /// The contact at `index` leaves the group; choices of its values go back to the first
    /// contact with one, and the focus stays on the contact it was on where it can.
    private func remove(at index: Int) {
        contactIDs.remove(at: index)
        choices = choices.compactMapValues { $0 == index ? nil : $0 > index ? $0 - 1 : $0 }
        choices = choices.filter { ContactMerge.conflicts(contacts).contains($0.key) }
        if contactFocus > index { contactFocus -= 1 }
        contactFocus = min(contactFocus, max(0, contactIDs.count - 1))
        focus = min(focus, max(0, ContactMerge.conflicts(contacts).count - 1))
    }

    /// What the contacts still in the group share.
    private static func reasons(_ contacts: [Contact]) -> Set<DuplicateFinder.Reason> {
        DuplicateFinder.groups(in: contacts).reduce(into: []) { $0.formUnion($1.reasons) }
    }

    public func merge(request: DuplicateGroup.Merge.Request) {
        let contacts = contacts
        // Nothing shared but a name, or nothing at all (the contact linking them was taken out).
        let weaklyLinked = Self.reasons(contacts).subtracting([.name]).isEmpty
        if !request.confirmed && (contacts.count > 5 || weaklyLinked) {
            presenter?.presentMergeQuestion(response: .init(count: contacts.count, reasons: Self.reasons(contacts)))
            return
        }
        do {
            let merged = try worker.merge(contacts.map(\.id), choosing: choices)
            let outcome = Duplicates.Outcome.merged(
                count: contacts.count, into: merged.displayName, apart: Set(takenOut.map { Duplicates.Apart(kept: merged.id, out: $0) }))
            self.outcome = outcome
            presenter?.presentMerged(response: .init(outcome: outcome))
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
                contacts: contacts, conflicts: ContactMerge.conflicts(contacts), choices: choices, focus: focus,
                contactFocus: contactFocus, reasons: Self.reasons(contacts), columns: columns, error: lastError))
    }
}
