import ContactsCore
import Localization

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
            let counts = ["file": name, "read": Translation.grouped(file.read), "skipped": Translation.grouped(file.skipped)]
            // TRANSLATORS: one line a file `contactsbook import` read: how many cards or rows it read and skipped (damaged).
            lines.append(
                file.linesLeftOut == 0
                    ? tr("{file}: read {read}, skipped {skipped}", counts)
                    : trn(
                        "{file}: read {read}, skipped {skipped}; {count} line left out",
                        "{file}: read {read}, skipped {skipped}; {count} lines left out",
                        file.linesLeftOut, counts))
            errors += file.problems.map { "\(name): \($0)" }
        }
        let failed = response.saveError != nil || response.files.contains { $0.failure != nil }
        // Nothing could be read: no summary that reads as a success.
        if response.files.allSatisfy({ $0.failure != nil }) {
            return view?.displayImport(viewModel: .init(lines: lines, errors: errors, status: .fileFailed)) ?? ()
        }
        let summary = response.summary
        let counts = [
            "added": Translation.grouped(summary.added), "updated": Translation.grouped(summary.updated),
            "skipped": Translation.grouped(summary.skipped),
        ]
        // TRANSLATORS: what `contactsbook import` did to the book: contacts added, updated, and skipped as the book had them.
        lines.append(
            response.dryRun
                ? tr("Would add {added}, update {updated}, skipped {skipped} already in the book. (Dry run: nothing was written.)", counts)
                : tr("Added {added}, updated {updated}, skipped {skipped} already in the book.", counts))
        if let error = response.saveError { errors.append(error.description) }
        let skipped = response.files.contains { $0.skipped > 0 || $0.linesLeftOut > 0 }
        let status: CommandStatus =
            response.saveError.map(CommandStatus.failedSave) ?? (failed ? .fileFailed : skipped ? .partlyRead : .success)
        view?.displayImport(viewModel: .init(lines: lines, errors: errors, status: status))
    }
}
