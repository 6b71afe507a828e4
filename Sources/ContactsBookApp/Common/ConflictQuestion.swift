import ContactsCore
import Localization

/// The question asked when another program changed a contact this one is saving or deleting,
/// worded by the presenters of every scene that can meet it.
public struct ConflictQuestion: Equatable {
    public struct Choice: Equatable {
        public let key: Character
        public let label: String
        public let resolution: ConflictChoice
    }

    public let question: String
    public let detail: String
    public let choices: [Choice]

    /// Saving a contact the other program changed (or deleted).
    public static func saving(_ conflict: ContactConflict) -> ConflictQuestion {
        ConflictQuestion(
            question: changedElsewhere(conflict),
            detail: conflict.theirs == nil
                ? tr("It was deleted there. Keep yours to put it back.")
                : tr("Keep yours, keep theirs (your changes are dropped), or keep both as two contacts."),
            choices: [
                .init(key: "m", label: tr("Keep mine"), resolution: .keepMine), .init(key: "t", label: tr("Keep theirs"), resolution: .keepTheirs),
                .init(key: "b", label: tr("Keep both"), resolution: .keepBoth),
            ])
    }

    /// Deleting a contact the other program changed.
    public static func deleting(_ conflict: ContactConflict) -> ConflictQuestion {
        ConflictQuestion(
            question: changedElsewhere(conflict),
            detail: tr("Delete it anyway, or keep their version?"),
            choices: [
                .init(key: "d", label: tr("Delete anyway"), resolution: .keepMine),
                .init(key: "k", label: tr("Keep theirs"), resolution: .keepTheirs),
            ])
    }

    private static func changedElsewhere(_ conflict: ContactConflict) -> String {
        tr("{name} was changed by another program since you opened the book.", ["name": conflict.name.terminalSafe])
    }

    var dialogChoices: [ConfirmDialog.Choice] { choices.map { ConfirmDialog.Choice(key: $0.key, label: $0.label) } }
}
