import ContactsCore
import Foundation

/// The question at start-up when an edit was left unsaved: restore it (Enter), discard it, or
/// Esc to decide at the next start.
enum DraftOffer {
    enum Answer: Equatable { case restore, discard, later }

    static func question(for left: LeftDraft, timeZone: TimeZone = .current, onAnswer: @escaping @MainActor (Answer) -> Void)
        -> ConfirmDialog.Configuration
    {
        let form = left.draft.form
        let name = [form.firstName, form.lastName].filter { !$0.isEmpty }.joined(separator: " ")
        let subject = name.isEmpty ? (form.company.isEmpty ? "a new contact" : form.company) : name
        let verb = left.draft.contactID == nil ? "adding" : "editing"
        return ConfirmDialog.Configuration(
            question: "You were \(verb) \(subject.terminalSafe) when ContactsBook stopped (\(time(left.writtenAt, in: timeZone))).",
            detail: "Restore the unsaved changes, or discard them? Esc asks again next time.",
            choices: [.init(key: "r", label: "Restore"), .init(key: "d", label: "Discard")], defaultChoice: 0,
            onChoice: { choice in onAnswer(choice == 0 ? .restore : choice == 1 ? .discard : .later) })
    }

    private static func time(_ date: Date, in timeZone: TimeZone) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = "d MMM yyyy, HH:mm"
        return formatter.string(from: date)
    }
}
