import ContactsCore
import ContactsEngine

/// Wires each command's cycle (Interactor -> Presenter -> text view) and runs it once: the
/// command-line front end's counterpart of the scenes' assemblies.
@MainActor
public enum CommandAssembly {
    public static func importFiles(_ request: ImportFiles.Request, worker: ContactWorker, output: CommandOutput) -> CommandStatus {
        let interactor = ImportInteractor(worker: worker, files: InterchangeFiles())
        let presenter = ImportPresenter()
        let view = ImportTextView(output: output)
        interactor.presenter = presenter
        presenter.view = view
        interactor.importFiles(request: request)
        return reportingSaveWarning(of: worker, to: output, view.status)
    }

    /// What a command's saves met without failing (a backup that could not be kept) goes to
    /// stderr after its own output; the change itself was saved, so the status stands.
    static func reportingSaveWarning(of worker: ContactWorker, to output: CommandOutput, _ status: CommandStatus) -> CommandStatus {
        if let warning = worker.takeSaveWarning() { output.writeError(warning) }
        return status
    }

    public static func export(_ request: ExportContacts.Request, library: ContactLibrary, output: CommandOutput) -> CommandStatus {
        let interactor = ExportInteractor(library: library, files: InterchangeFiles())
        let presenter = ExportPresenter()
        let view = ExportTextView(output: output)
        interactor.presenter = presenter
        presenter.view = view
        interactor.export(request: request)
        return view.status
    }

    public static func query(_ request: QueryContacts.Request, library: ContactLibrary, output: CommandOutput) -> CommandStatus {
        let interactor = QueryInteractor(library: library)
        let presenter = QueryPresenter()
        let view = QueryTextView(output: output)
        interactor.presenter = presenter
        presenter.view = view
        interactor.query(request: request)
        return view.status
    }

    public static func addEmail(_ request: AddEmail.Request, worker: ContactWorker, output: CommandOutput) -> CommandStatus {
        let interactor = AddEmailInteractor(worker: worker)
        let presenter = AddEmailPresenter()
        let view = AddEmailTextView(output: output)
        interactor.presenter = presenter
        presenter.view = view
        interactor.addSenders(request: request)
        return reportingSaveWarning(of: worker, to: output, view.status)
    }

    public static func list(_ request: ListContacts.Request, library: ContactLibrary, output: CommandOutput) -> CommandStatus {
        let interactor = ListInteractor(library: library)
        let presenter = ListPresenter()
        let view = ListTextView(output: output)
        interactor.presenter = presenter
        presenter.view = view
        interactor.list(request: request)
        return view.status
    }

    /// The contact screen's cycle, printed; or the contact as JSON.
    public static func show(_ selector: ContactSelector, json: Bool = false, columns: Int, worker: ContactWorker, output: CommandOutput)
        -> CommandStatus
    {
        let contact: Contact
        switch select(selector, worker: worker, output: output) {
        case .contact(let found, _): contact = found
        case .failed(let status): return status
        }
        if json { return list(.init(query: "", layout: .json, onlyID: contact.id), library: ContactLibrary(worker: worker), output: output) }
        let interactor = ContactDetailInteractor(worker: worker)
        let presenter = ContactDetailPresenter()
        let view = ShowTextView(output: output)
        interactor.presenter = presenter
        presenter.view = view
        interactor.contactID = contact.id
        interactor.showContact(request: .init(columns: columns))
        return .success
    }

    /// The Birthdays screen's Interactor, with the command's presenter.
    public static func transfer(_ request: TransferContact.Request, library: ContactLibrary, output: CommandOutput) -> CommandStatus {
        let interactor = TransferInteractor(library: library)
        let presenter = TransferPresenter()
        let view = ReportTextView(output: output)
        interactor.presenter = presenter
        presenter.view = view
        interactor.transfer(request: request)
        for book in library.books { _ = reportingSaveWarning(of: book.worker, to: output, view.status) }
        return view.status
    }

    /// `ids`: the ids of the contacts the book at a path holds (nil: no file yet), read only.
    public static func books(
        _ request: ListBooks.Request, output: CommandOutput, ids: @escaping (String) -> Result<[Contact.ID]?, StoreError>
    ) -> CommandStatus {
        let interactor = BooksInteractor(ids: ids)
        let presenter = BooksPresenter()
        let view = ReportTextView(output: output)
        interactor.presenter = presenter
        presenter.view = view
        interactor.listBooks(request: request)
        return view.status
    }

    public static func birthdays(
        days: Int, layout: BirthdaysCommandPresenter.Layout, worker: ContactWorker, output: CommandOutput, today: @escaping () -> CalendarDay
    ) -> CommandStatus {
        let interactor = BirthdaysInteractor(worker: worker, work: ImmediateWork(), today: today)
        let presenter = BirthdaysCommandPresenter(layout: layout)
        let view = BirthdaysTextView(output: output)
        interactor.presenter = presenter
        presenter.view = view
        interactor.days = days
        interactor.showOccasions(request: .init(viewport: .init(rows: max(1, worker.count * 2), columns: 80)))
        return view.status
    }
}

extension CommandAssembly {
    public static func sync(_ request: SyncContacts.Request, session: SyncSession?, worker: ContactWorker, output: CommandOutput) -> CommandStatus {
        let interactor = SyncInteractor(session: session)
        let presenter = SyncPresenter()
        let view = SyncTextView(output: output)
        interactor.presenter = presenter
        presenter.view = view
        interactor.sync(request: request)
        return reportingSaveWarning(of: worker, to: output, view.status)
    }
}
