/// Prints the books' lines; a book that cannot be read is said on stderr.
@MainActor
public protocol BooksDisplayLogic: AnyObject {
    func displayBooks(viewModel: ListBooks.ViewModel)
}

@MainActor
public final class BooksTextView: BooksDisplayLogic {
    private let output: CommandOutput
    public private(set) var status = CommandStatus.success

    public init(output: CommandOutput) {
        self.output = output
    }

    public func displayBooks(viewModel: ListBooks.ViewModel) {
        output.writeLines(viewModel.lines)
        viewModel.errors.forEach(output.writeError)
        status = viewModel.status
    }
}
