import ContactsCore

@MainActor
public protocol DamagedFileBusinessLogic {
    func showProblem(request: DamagedFile.ShowProblem.Request)
}

@MainActor
public protocol DamagedFileDataStore: AnyObject {
    var error: StoreError? { get set }
}

@MainActor
public final class DamagedFileInteractor: DamagedFileBusinessLogic, DamagedFileDataStore {
    public var presenter: DamagedFilePresentationLogic?
    public var error: StoreError?

    public init() {}

    public func showProblem(request: DamagedFile.ShowProblem.Request) {
        guard let error else { return }
        presenter?.presentProblem(response: .init(error: error, columns: request.columns))
    }
}
