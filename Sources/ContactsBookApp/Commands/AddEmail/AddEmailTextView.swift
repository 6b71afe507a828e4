@MainActor
public protocol AddEmailDisplayLogic: AnyObject {
    func displaySenders(viewModel: AddEmail.ViewModel)
}

@MainActor
public final class AddEmailTextView: AddEmailDisplayLogic {
    private let output: CommandOutput
    public private(set) var status = CommandStatus.success

    public init(output: CommandOutput) {
        self.output = output
    }

    public func displaySenders(viewModel: AddEmail.ViewModel) {
        viewModel.errors.forEach(output.writeError)
        output.writeLines(viewModel.lines)
        status = viewModel.status
    }
}
