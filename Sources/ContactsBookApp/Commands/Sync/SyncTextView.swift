@MainActor
public protocol SyncDisplayLogic: AnyObject {
    func displaySync(viewModel: SyncContacts.ViewModel)
}

/// The sync's report on standard output, problems on standard error.
@MainActor
public final class SyncTextView: SyncDisplayLogic {
    private let output: CommandOutput
    public private(set) var status = CommandStatus.success

    public init(output: CommandOutput) {
        self.output = output
    }

    public func displaySync(viewModel: SyncContacts.ViewModel) {
        output.writeLines(viewModel.lines)
        viewModel.errors.forEach(output.writeError)
        status = viewModel.status
    }
}
