import ContactsCore
import Foundation

@MainActor
public protocol ListDisplayLogic: AnyObject {
    func displayList(viewModel: ListContacts.ViewModel)
}

@MainActor
public final class ListTextView: ListDisplayLogic {
    private let output: CommandOutput
    public private(set) var status = CommandStatus.success

    public init(output: CommandOutput) {
        self.output = output
    }

    public func displayList(viewModel: ListContacts.ViewModel) {
        output.write(viewModel.text)
        status = viewModel.status
    }
}
