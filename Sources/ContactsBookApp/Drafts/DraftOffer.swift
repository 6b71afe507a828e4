import ContactsCore
import Foundation
import Localization

/// The question at start-up when an edit was left unsaved: restore it (Enter), discard it, or
/// Esc to decide at the next start.
enum DraftOffer {
    enum Answer: Equatable { case restore, discard, later }

    static func question(for left: LeftDraft, timeZone: TimeZone = .current, onAnswer: @escaping @MainActor (Answer) -> Void)
        -> ConfirmDialog.Configuration
    {
        let form = left.draft.form
        let name = [form.firstName, form.lastName].filter { !$0.isEmpty }.joined(separator: " ")
        let subject = name.isEmpty ? form.company : name
        let values = ["name": subject.terminalSafe, "time": DateWording.dayAndTime(left.writtenAt, in: timeZone)]
        // One whole sentence for each case: adding or editing, a contact with or without a name.
        let question: String
        switch (left.draft.contactID == nil, subject.isEmpty) {
        case (true, false): question = tr("You were adding {name} when ContactsBook stopped ({time}).", values)
        case (true, true): question = tr("You were adding a new contact when ContactsBook stopped ({time}).", values)
        case (false, false): question = tr("You were editing {name} when ContactsBook stopped ({time}).", values)
        case (false, true): question = tr("You were editing a new contact when ContactsBook stopped ({time}).", values)
        }
        return ConfirmDialog.Configuration(
            question: question,
            detail: tr("Restore the unsaved changes, or discard them? Esc asks again next time."),
            choices: [.init(key: "r", label: tr("Restore")), .init(key: "d", label: tr("Discard"))], defaultChoice: 0,
            onChoice: { choice in onAnswer(choice == 0 ? .restore : choice == 1 ? .discard : .later) })
    }
}
