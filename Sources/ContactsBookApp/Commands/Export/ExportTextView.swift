import ContactsCore
import Foundation

@MainActor
public protocol ExportDisplayLogic: AnyObject {
    func displayExport(viewModel: ExportContacts.ViewModel)
}

@MainActor
public final class ExportTextView: ExportDisplayLogic {
    private let output: CommandOutput
    public private(set) var status = CommandStatus.success

    public init(output: CommandOutput) {
        self.output = output
    }

    public func displayExport(viewModel: ExportContacts.ViewModel) {
        viewModel.errors.forEach(output.writeError)
        // An export cut short (a full disk behind a redirection) must not exit as a success.
        status = output.write(viewModel.standardOutput) ? viewModel.status : .fileFailed
    }
}
