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
            if let failure = file.failure {
                errors.append("\(file.path): \(failure)")
                continue
            }
            lines.append("\(file.path): read \(file.read), skipped \(file.skipped)")
            errors += file.problems.map { "\(file.path): \($0)" }
        }
        let summary = response.summary
        let verb = response.dryRun ? "Would add" : "Added"
        lines.append(
            "\(verb) \(summary.added), \(response.dryRun ? "update" : "updated") \(summary.updated), "
                + "skipped \(summary.skipped) already in the book." + (response.dryRun ? " (Dry run: nothing was written.)" : ""))
        if let error = response.saveError { errors.append(error.description) }
        let failed = response.saveError != nil || response.files.contains { $0.failure != nil }
        view?.displayImport(viewModel: .init(lines: lines, errors: errors, status: failed ? .failure : .success))
    }
}
