import ContactsCore
import Localization

@MainActor
public protocol TransferBusinessLogic {
    func transfer(request: TransferContact.Request)
}

/// Copies or moves one contact between two books of the library (`ContactLibrary.transfer`).
@MainActor
public final class TransferInteractor: TransferBusinessLogic {
    public var presenter: TransferPresentationLogic?
    private let library: ContactLibrary

    public init(library: ContactLibrary) {
        self.library = library
    }

    public func transfer(request: TransferContact.Request) {
        guard let source = library.book(named: request.source), let target = library.book(named: request.target),
            let contact = source.worker.contact(id: request.contactID)
        else {
            let missing = StoreError.writeFailed(path: request.target, reason: tr("the book or the contact is not there any more"))
            return presenter?.presentTransfer(response: .init(name: "", request: request, transferred: nil, error: missing)) ?? ()
        }
        do {
            let transferred = try library.transfer(contact, from: source, to: target, moving: request.moving)
            presenter?.presentTransfer(response: .init(name: contact.displayName, request: request, transferred: transferred, error: nil))
        } catch {
            presenter?.presentTransfer(response: .init(name: contact.displayName, request: request, transferred: nil, error: error))
        }
    }
}
