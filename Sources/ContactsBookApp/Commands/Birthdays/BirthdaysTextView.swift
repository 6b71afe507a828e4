/// `contactsbook birthdays [--days N]`: the Birthdays screen's Interactor and Presenter, with a
/// view that prints the rows.
@MainActor
public final class BirthdaysTextView: BirthdaysDisplayLogic {
    private let output: CommandOutput

    public init(output: CommandOutput) {
        self.output = output
    }

    public func displayOccasions(viewModel: Birthdays.ShowOccasions.ViewModel) {
        if let empty = viewModel.emptyMessage {
            output.writeLines([empty.replacingOccurrences(of: ": + looks further ahead", with: "")])
        } else {
            output.writeLines(viewModel.rows.map { String($0.text.dropFirst()).trimmingTrailingSpaces })
        }
    }
}
