import ContactsCore

@MainActor
public protocol QueryDisplayLogic: AnyObject {
    func displayQuery(viewModel: QueryContacts.ViewModel)
}

@MainActor
public final class QueryTextView: QueryDisplayLogic {
    private let output: CommandOutput
    public private(set) var status = CommandStatus.success

    public init(output: CommandOutput) {
        self.output = output
    }

    public func displayQuery(viewModel: QueryContacts.ViewModel) {
        output.writeLines(viewModel.lines)
        status = viewModel.status
    }
}
