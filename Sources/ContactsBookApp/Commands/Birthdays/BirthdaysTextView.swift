/// `contactsbook birthdays [--days N]`: prints the rows its presenter made; nothing due is
/// said (in text) and exits 1, as a list that matches nothing does.
@MainActor
public final class BirthdaysTextView: BirthdaysDisplayLogic {
    private let output: CommandOutput
    public private(set) var status = CommandStatus.success

    public init(output: CommandOutput) {
        self.output = output
    }

    public func displayOccasions(viewModel: Birthdays.ShowOccasions.ViewModel) {
        output.writeLines(viewModel.emptyMessage.map { [$0] } ?? viewModel.rows.map(\.text))
        status = viewModel.rows.isEmpty ? .noMatch : .success
    }
}
