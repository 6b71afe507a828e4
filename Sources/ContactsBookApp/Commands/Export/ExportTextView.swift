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
        output.write(viewModel.standardOutput)
        status = viewModel.status
    }
}
