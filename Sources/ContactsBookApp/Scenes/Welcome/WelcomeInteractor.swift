import ContactsCore
import Localization

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
    /// Reads and parses the file to import off the run loop.
    private let work: BackgroundWork
    /// The file being read meanwhile: said on the screen; another Enter waits for it.
    private var reading: String?

    public init(
        worker: ContactWorker, files: ContactFileReading, work: BackgroundWork = ImmediateWork(),
        sampleBook: @escaping () throws(StoreError) -> AddressBook = { () throws(StoreError) in try SampleBook.load() },
        completer: PathCompleter = PathCompleter(), progress: ProgressReporting? = nil
    ) {
        self.worker = worker
        self.files = files
        self.work = work
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

    /// Imports the file into a new book; a file with nothing to import creates no book. The
    /// file is read and its cards parsed off the run loop (a large one takes seconds), the
    /// screen saying so and answering meanwhile.
    public func importFile(request: Welcome.ImportFile.Request) {
        guard reading == nil else { return }
        let path = completer.expanded(request.path.trimmingWhitespace)
        let reader = HandedOver(files)
        reading = path
        lastError = nil
        work.run(
            { Result { () throws(StoreError) in try reader.value.contacts(in: ImportSource.read(path), path: path) } },
            then: { [weak self] read in self?.imported(read, from: path, typed: request.path, columns: request.columns) })
        // Still reading: say so (work done at once, as in tests, has already answered).
        if reading != nil { present(columns: request.columns) }
    }

    private func imported(_ read: Result<InterchangeReadResult, StoreError>, from file: String, typed path: String, columns: Int) {
        // Esc while reading gave the import up: what was read is let go.
        guard reading == file else { return }
        reading = nil
        do {
            let result = try read.get()
            guard !result.contacts.isEmpty else {
                let detail =
                    result.problems.first.map { tr("no contacts could be read from it ({problem})", ["problem": $0]) }
                    ?? tr("no contacts could be read from it")
                throw StoreError.malformed(path: path, detail: detail)
            }
            progress?.report(.importing(count: result.contacts.count))
            _ = try worker.importContacts(result.contacts, onDuplicate: .skip)
            outcome = .bookCreated
            presenter?.presentChoice(response: .init(outcome: .bookCreated))
        } catch {
            lastError = error as? StoreError
            present(columns: columns)
        }
    }

    /// Back to the choices; an import being read is given up.
    public func cancelPath(request: Welcome.CancelPath.Request) {
        reading = nil
        pathEntry = nil
        lastError = nil
        present(columns: request.columns)
    }

    private func present(columns: Int) {
        presenter?.presentOptions(
            response: .init(
                bookName: worker.storeLocation, selected: selected, columns: columns, error: lastError, pathEntry: pathEntry, reading: reading))
    }
}
