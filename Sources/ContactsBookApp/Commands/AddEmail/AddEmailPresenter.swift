import ContactsCore
import Localization

@MainActor
public protocol AddEmailPresentationLogic {
    func presentSenders(response: AddEmail.Response)
}

@MainActor
public final class AddEmailPresenter: AddEmailPresentationLogic {
    public weak var view: AddEmailDisplayLogic?

    public init() {}

    public func presentSenders(response: AddEmail.Response) {
        func line(_ address: MailSender.Address) -> String {
            (address.name.isEmpty ? address.email : "\(address.name) <\(address.email)>").terminalSafe
        }
        var lines =
            response.added.map { tr("Added {sender}", ["sender": line($0)]) }
            + response.known.map { tr("Already in the book: {sender}", ["sender": line($0)]) }
        var errors = response.error.map { [$0.description] } ?? []
        var status: CommandStatus = response.error.map(CommandStatus.failedSave) ?? .success
        if response.added.isEmpty && response.known.isEmpty && response.error == nil {
            errors.append(tr("no sender found in the message's From or Reply-To headers"))
            lines = []
            status = .noMatch
        }
        view?.displaySenders(viewModel: .init(lines: lines, errors: errors, status: status))
    }
}
