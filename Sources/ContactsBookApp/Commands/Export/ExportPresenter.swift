import ContactsCore
import Foundation
import Localization

@MainActor
public protocol ExportPresentationLogic {
    func presentExport(response: ExportContacts.Response)
}

@MainActor
public final class ExportPresenter: ExportPresentationLogic {
    public weak var view: ExportDisplayLogic?

    public init() {}

    public func presentExport(response: ExportContacts.Response) {
        if let error = response.error {
            // The book read by the export itself (no words) may be what failed.
            let status: CommandStatus = if case .writeFailed = error { .fileFailed } else { .bookUnusable }
            return view?.displayExport(viewModel: .init(standardOutput: Data(), errors: [error.description], status: status)) ?? ()
        }
        if let words = response.unmatched {
            let error =
                response.outputPath.map { tr("No contact matches “{words}”; {path} was not written", ["words": words, "path": $0]) }
                ?? tr("No contact matches “{words}”", ["words": words])
            return view?.displayExport(viewModel: .init(standardOutput: Data(), errors: [error], status: .noMatch)) ?? ()
        }
        let note =
            response.outputPath.map {
                trn("Exported {count} contact to {path}", "Exported {count} contacts to {path}", response.count, ["path": $0]) + "\n"
            }
            ?? ""
        let output = response.data.flatMap { $0.isEmpty ? nil : $0 } ?? Data(note.utf8)
        view?.displayExport(viewModel: .init(standardOutput: output, errors: [], status: .success))
    }
}
