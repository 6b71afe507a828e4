import ContactsCore

@MainActor
public protocol WelcomeBusinessLogic {
    func showOptions(request: Welcome.ShowOptions.Request)
    func moveSelection(request: Welcome.MoveSelection.Request)
    func choose(request: Welcome.Choose.Request)
    func editPath(request: Welcome.EditPath.Request)
    func completePath(request: Welcome.CompletePath.Request)
    func importFile(request: Welcome.ImportFile.Request)
    func cancelPath(request: Welcome.CancelPath.Request)
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
    private var pathEntry: Welcome.PathEntry?
    private let completer: PathCompleter
    /// Reads the formats (the engine's, given by the assembly).
    private let files: ContactFileReading
    public private(set) var outcome: Welcome.Outcome?

    private let progress: ProgressReporting?

    public init(
        worker: ContactWorker, files: ContactFileReading,
        sampleBook: @escaping () throws(StoreError) -> AddressBook = { () throws(StoreError) in try SampleBook.load() },
        completer: PathCompleter = PathCompleter(), progress: ProgressReporting? = nil
    ) {
        self.worker = worker
        self.files = files
        self.progress = progress
        self.sampleBook = sampleBook
        self.completer = completer
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
        lastError = nil
        do {
            switch request.option {
            case .emptyBook: try worker.create(AddressBook())
            case .sampleBook: try worker.create(try sampleBook())
            case .importFile:
                pathEntry = Welcome.PathEntry(text: "", candidates: [])
                return present(columns: request.columns)
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

    public func editPath(request: Welcome.EditPath.Request) {
        pathEntry = Welcome.PathEntry(text: request.text, candidates: [])
        present(columns: request.columns)
    }

    public func completePath(request: Welcome.CompletePath.Request) {
        let completion = completer.complete(request.text)
        pathEntry = Welcome.PathEntry(text: completion.text, candidates: completion.candidates)
        present(columns: request.columns)
    }

    /// Imports the file into a new book; a file with nothing to import creates no book.
    public func importFile(request: Welcome.ImportFile.Request) {
        do {
            let path = completer.expanded(request.path.trimmingWhitespace)
            let result = try files.contacts(in: ImportSource.read(path), path: path)
            guard !result.contacts.isEmpty else {
                throw StoreError.malformed(
                    path: request.path, detail: "no contacts could be read from it" + (result.problems.first.map { " (\($0))" } ?? ""))
            }
            progress?.report(.importing(count: result.contacts.count))
            _ = try worker.importContacts(result.contacts, onDuplicate: .skip)
            outcome = .bookCreated
            presenter?.presentChoice(response: .init(outcome: .bookCreated))
        } catch {
            lastError = error as? StoreError
            present(columns: request.columns)
        }
    }

    public func cancelPath(request: Welcome.CancelPath.Request) {
        pathEntry = nil
        lastError = nil
        present(columns: request.columns)
    }

    private func present(columns: Int) {
        presenter?.presentOptions(
            response: .init(bookName: worker.storeLocation, selected: selected, columns: columns, error: lastError, pathEntry: pathEntry))
    }
}
