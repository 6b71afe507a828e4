/// What a command that reports lines says: its lines on stdout, what it could not do on
/// stderr, and its status (the view model of `books`, `copy` and `move`).
public struct CommandReport: Equatable {
    public var lines: [String]
    public var errors: [String]
    public var status: CommandStatus
}

@MainActor
public protocol BooksDisplayLogic: AnyObject {
    func displayBooks(viewModel: ListBooks.ViewModel)
}

@MainActor
public protocol TransferDisplayLogic: AnyObject {
    func displayTransfer(viewModel: TransferContact.ViewModel)
}

/// Prints a command's report: the lines, then what it could not do on stderr.
@MainActor
public final class ReportTextView: BooksDisplayLogic, TransferDisplayLogic {
    private let output: CommandOutput
    public private(set) var status = CommandStatus.success

    public init(output: CommandOutput) {
        self.output = output
    }

    public func displayBooks(viewModel: CommandReport) { display(viewModel) }
    public func displayTransfer(viewModel: CommandReport) { display(viewModel) }

    private func display(_ report: CommandReport) {
        output.writeLines(report.lines)
        report.errors.forEach(output.writeError)
        status = report.status
    }
}
