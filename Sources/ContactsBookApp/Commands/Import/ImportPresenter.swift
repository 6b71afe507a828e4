import ContactsCore

@MainActor
public protocol ImportPresentationLogic {
    func presentImport(response: ImportFiles.Response)
}

/// "contacts.vcf: read 12, skipped 1" per file with its problems, then what changed in the book.
@MainActor
public final class ImportPresenter: ImportPresentationLogic {
    public weak var view: ImportDisplayLogic?

    public init() {}

    public func presentImport(response: ImportFiles.Response) {
        var lines: [String] = []
        var errors: [String] = []
        for file in response.files {
            // A file's name is the person's, but may hold anything (OSC 0 sets a window title).
            let name = ImportSource.name(file.path).terminalSafe
            if let failure = file.failure {
                errors.append("\(name): \(failure)")
                continue
            }
            let leftOut = file.linesLeftOut == 0 ? "" : "; \(file.linesLeftOut) line\(file.linesLeftOut == 1 ? "" : "s") left out"
            lines.append("\(name): read \(file.read), skipped \(file.skipped)" + leftOut)
            errors += file.problems.map { "\(name): \($0)" }
        }
        let failed = response.saveError != nil || response.files.contains { $0.failure != nil }
        // Nothing could be read: no summary that reads as a success.
        if response.files.allSatisfy({ $0.failure != nil }) {
            return view?.displayImport(viewModel: .init(lines: lines, errors: errors, status: .fileFailed)) ?? ()
        }
        let summary = response.summary
        let verb = response.dryRun ? "Would add" : "Added"
        lines.append(
            "\(verb) \(summary.added), \(response.dryRun ? "update" : "updated") \(summary.updated), "
                + "skipped \(summary.skipped) already in the book." + (response.dryRun ? " (Dry run: nothing was written.)" : ""))
        if let error = response.saveError { errors.append(error.description) }
        let skipped = response.files.contains { $0.skipped > 0 || $0.linesLeftOut > 0 }
        let status: CommandStatus =
            response.saveError.map(CommandStatus.failedSave) ?? (failed ? .fileFailed : skipped ? .partlyRead : .success)
        view?.displayImport(viewModel: .init(lines: lines, errors: errors, status: status))
    }
}
