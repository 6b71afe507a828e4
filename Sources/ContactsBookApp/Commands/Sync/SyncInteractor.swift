import ContactsCore

@MainActor
public protocol SyncBusinessLogic {
    func sync(request: SyncContacts.Request)
}

/// Runs one sync through the session it is given (nil: no vdir is configured).
@MainActor
public final class SyncInteractor: SyncBusinessLogic {
    public var presenter: SyncPresentationLogic?
    private let session: BookSyncing?

    public init(session: BookSyncing?) {
        self.session = session
    }

    public func sync(request: SyncContacts.Request) {
        guard let session else { return presenter?.presentSync(response: .init(vdir: nil, error: .notConfigured)) ?? () }
        do {
            let outcome = try session.sync(forceDelete: request.forceDelete) { _ in }
            presenter?.presentSync(response: .init(vdir: session.vdirPath, outcome: outcome))
        } catch {
            presenter?.presentSync(response: .init(vdir: session.vdirPath, error: error))
        }
    }
}
