@MainActor
public protocol ImportDisplayLogic: AnyObject {
    func displayImport(viewModel: ImportFiles.ViewModel)
}

/// The import's report on standard output, problems on standard error.
@MainActor
public final class ImportTextView: ImportDisplayLogic {
    private let output: CommandOutput
    public private(set) var status = CommandStatus.success

    public init(output: CommandOutput) {
        self.output = output
    }

    public func displayImport(viewModel: ImportFiles.ViewModel) {
        viewModel.errors.forEach(output.writeError)
        output.writeLines(viewModel.lines)
        status = viewModel.status
    }
}
