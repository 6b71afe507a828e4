import ContactsCore
import Foundation

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
            return view?.displayExport(viewModel: .init(standardOutput: "", errors: [error.description], status: .failure)) ?? ()
        }
        let output = response.data.map { String(decoding: $0, as: UTF8.self) } ?? ""
        let note = response.outputPath.map { "Exported \(CountFormatting.contacts(response.count)) to \($0)" }
        view?.displayExport(viewModel: .init(standardOutput: output.isEmpty ? (note.map { $0 + "\n" } ?? "") : output, errors: [], status: .success))
    }
}
