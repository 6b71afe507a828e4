import ContactsCore

@MainActor
public protocol WelcomeBusinessLogic {
    func showOptions(request: Welcome.ShowOptions.Request)
    func moveSelection(request: Welcome.MoveSelection.Request)
    func choose(request: Welcome.Choose.Request)
}

@MainActor
public protocol WelcomeDataStore: AnyObject {
    var outcome: Welcome.Outcome? { get }
}

/// Creates the book the person chose; nothing is written until they choose.
@MainActor
public final class WelcomeInteractor: WelcomeBusinessLogic, WelcomeDataStore {
    public var presenter: WelcomePresentationLogic?
    private let worker: ContactWorker
    private let sampleBook: () throws(StoreError) -> AddressBook
    private var selected = Welcome.Option.emptyBook
    private var lastError: StoreError?
    public private(set) var outcome: Welcome.Outcome?

    public init(
        worker: ContactWorker, sampleBook: @escaping () throws(StoreError) -> AddressBook = { () throws(StoreError) in try SampleBook.load() }
    ) {
        self.worker = worker
        self.sampleBook = sampleBook
    }

    public func showOptions(request: Welcome.ShowOptions.Request) {
        present(columns: request.columns)
    }

    public func moveSelection(request: Welcome.MoveSelection.Request) {
        let options = Welcome.Option.allCases
        let index = options.firstIndex(of: selected) ?? 0
        selected = options[max(0, min(options.count - 1, index + request.step))]
        present(columns: request.columns)
    }

    public func choose(request: Welcome.Choose.Request) {
        selected = request.option
        do {
            switch request.option {
            case .emptyBook: try worker.create(AddressBook())
            case .sampleBook: try worker.create(try sampleBook())
            case .quit: break
            }
        } catch {
            lastError = error
            return present(columns: request.columns)
        }
        let outcome: Welcome.Outcome = request.option == .quit ? .quit : .bookCreated
        self.outcome = outcome
        presenter?.presentChoice(response: .init(outcome: outcome))
    }

    private func present(columns: Int) {
        presenter?.presentOptions(response: .init(bookName: worker.storeLocation, selected: selected, columns: columns, error: lastError))
    }
}
