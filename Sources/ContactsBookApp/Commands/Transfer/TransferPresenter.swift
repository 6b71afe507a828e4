import ContactsCore

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
        let verb = request.moving ? "moved" : "copied"
        guard let transferred = response.transferred else {
            let error = response.error.map(\.description) ?? "nothing was done"
            return view?.displayTransfer(
                viewModel: .init(
                    lines: [], errors: ["\(name) was not \(verb) to “\(target)”: \(error); “\(source)” is as it was."],
                    status: response.error.map(CommandStatus.failedSave) ?? .fileFailed)) ?? ()
        }
        let done = "\(verb.prefix(1).uppercased())\(verb.dropFirst()) \(name) from “\(source)” to “\(target)” (\(transferred.contact.id.uuidString))"
        guard let left = transferred.leftInSource else {
            return view?.displayTransfer(viewModel: .init(lines: [done], errors: [], status: .success)) ?? ()
        }
        let error = "\(name) could not be removed from “\(source)”: \(left.description); it is in both books now."
        view?.displayTransfer(viewModel: .init(lines: [done], errors: [error], status: CommandStatus.failedSave(left)))
    }
}
