import ContactsCore
import Foundation

@testable import ContactsBookApp

/// Records what the edit form does with its draft, and offers a draft "left behind".
@MainActor
final class DraftKeeperSpy: EditDraftKeeping {
    enum Event: Equatable {
        case kept(EditDraft)
        case discarded
    }

    private(set) var events: [Event] = []
    var left: LeftDraft?
    private(set) var forgotten: [LeftDraft] = []

    var lastKept: EditDraft? {
        guard case .kept(let draft) = events.last else { return nil }
        return draft
    }

    func keep(_ draft: EditDraft) { events.append(.kept(draft)) }
    func discard() { events.append(.discarded) }
    func leftBehind() -> LeftDraft? { left }
    func forget(_ left: LeftDraft) { forgotten.append(left) }

    static func left(_ form: ContactForm, contactID: Contact.ID? = nil) -> LeftDraft {
        LeftDraft(
            draft: EditDraft(contactID: contactID, form: form), writtenAt: Date(timeIntervalSince1970: 1_790_000_000),
            location: "/x/contacts.json.draft-42")
    }
}
