import ContactsCore

/// `contactsbook show ID|QUERY`: the contact screen's Interactor and Presenter, with a view
/// that prints the labelled lines instead of drawing them.
@MainActor
public final class ShowTextView: ContactDetailDisplayLogic {
    private let output: CommandOutput

    public init(output: CommandOutput) {
        self.output = output
    }

    public func displayContact(viewModel: ContactDetail.ShowContact.ViewModel) {
        output.writeLines(
            viewModel.lines.map { line in
                let width = line.labelWidth
                let label = line.label.isEmpty ? String(repeating: " ", count: width) : DisplayWidth.fit(line.label, to: width)
                return (label + "  " + line.text).trimmingTrailingSpaces
            })
    }

    public func displayDeleteConfirmation(viewModel: ContactDetail.AskToDelete.ViewModel) {}
    public func displayDeleted(viewModel: ContactDetail.DeleteContact.ViewModel) {}
    public func displayDeleteConflict(viewModel: ConflictQuestion) {}
}

extension String {
    /// Counted in bytes: a trailing space is never part of a larger character, and walking
    /// characters back from the end was an eighth of listing 100,000 contacts.
    var trimmingTrailingSpaces: String {
        let spaces = utf8.reversed().prefix { $0 == UInt8(ascii: " ") }.count
        return spaces == 0 ? self : String(decoding: utf8.dropLast(spaces), as: UTF8.self)
    }
}
