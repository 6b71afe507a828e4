import ContactsCore

@MainActor
public protocol DamagedFileBusinessLogic {
    func showProblem(request: DamagedFile.ShowProblem.Request)
    func choose(request: DamagedFile.Choose.Request)
}

@MainActor
public protocol DamagedFileDataStore: AnyObject {
    var error: StoreError? { get set }
}

/// Looks for a backup that loads and for what can still be read, and carries out the choice.
@MainActor
public final class DamagedFileInteractor: DamagedFileBusinessLogic, DamagedFileDataStore {
    public var presenter: DamagedFilePresentationLogic?
    public var error: StoreError?
    private let recovery: BookRecovering?
    /// A file from a newer version is not damaged: putting an older backup back would lose its
    /// newest data, so no backup is offered for it.
    private lazy var backup: (path: String, book: AddressBook)? = {
        if case .unsupportedVersion? = error { return nil }
        return recovery?.latestBackup()
    }()
    private lazy var salvaged: (book: AddressBook, skipped: Int) = recovery?.salvage() ?? (AddressBook(), 0)
    private var failure: StoreError?

    public init(recovery: BookRecovering? = nil) {
        self.recovery = recovery
    }

    public func showProblem(request: DamagedFile.ShowProblem.Request) {
        guard let error else { return }
        presenter?.presentProblem(
            response: .init(
                error: error, columns: request.columns, backupPath: backup?.path, readableContacts: salvaged.book.contacts.count,
                unreadableContacts: salvaged.skipped, failure: failure))
    }

    public func choose(request: DamagedFile.Choose.Request) {
        switch request.option {
        case .quit:
            presenter?.presentChoice(response: .init(outcome: .quit))
        case .restoreBackup:
            guard let recovery, let backup else { return }
            do {
                let aside = try recovery.restore(backup.path)
                presenter?.presentChoice(response: .init(outcome: .restored(movedAside: aside)))
            } catch {
                failure = error
                showProblem(request: .init(columns: request.columns))
            }
        case .openReadOnly:
            guard !salvaged.book.contacts.isEmpty else { return }
            presenter?.presentChoice(response: .init(outcome: .readOnly(salvaged.book)))
        }
    }
}
