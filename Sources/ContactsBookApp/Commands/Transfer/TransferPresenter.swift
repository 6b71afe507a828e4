import ContactsCore
import Localization

@MainActor
public protocol TransferPresentationLogic {
    func presentTransfer(response: TransferContact.Response)
}

/// "Moved NAME from A to B (ID)"; a target that could not be saved leaves the source as it
/// was; a move whose removal from the source failed says the contact is in both now.
@MainActor
public final class TransferPresenter: TransferPresentationLogic {
    public weak var view: TransferDisplayLogic?

    public init() {}

    public func presentTransfer(response: TransferContact.Response) {
        let request = response.request
        let (name, source, target) = (response.name.terminalSafe, request.source.terminalSafe, request.target.terminalSafe)
        guard let transferred = response.transferred else {
            let values = ["name": name, "target": target, "source": source, "error": response.error.map(\.description) ?? tr("nothing was done")]
            let error =
                request.moving
                ? tr("{name} was not moved to “{target}”: {error}; “{source}” is as it was.", values)
                : tr("{name} was not copied to “{target}”: {error}; “{source}” is as it was.", values)
            return view?.displayTransfer(
                viewModel: .init(lines: [], errors: [error], status: response.error.map(CommandStatus.failedSave) ?? .fileFailed)) ?? ()
        }
        let values = ["name": name, "target": target, "source": source, "id": transferred.contact.id.uuidString]
        let done =
            request.moving
            ? tr("Moved {name} from “{source}” to “{target}” ({id})", values) : tr("Copied {name} from “{source}” to “{target}” ({id})", values)
        guard let left = transferred.leftInSource else {
            return view?.displayTransfer(viewModel: .init(lines: [done], errors: [], status: .success)) ?? ()
        }
        let error = tr(
            "{name} could not be removed from “{source}”: {error}; it is in both books now.",
            ["name": name, "source": source, "error": left.description])
        view?.displayTransfer(viewModel: .init(lines: [done], errors: [error], status: CommandStatus.failedSave(left)))
    }
}
