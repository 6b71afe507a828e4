import ContactsCore

// The list over several books shown together: which books it shows (B), and the marked (else
// the selected) contacts moved or copied to another (M, C). With one book open, each says how
// books are set.

extension ContactListInteractor {
    public func askForBooks(request: ContactList.ChooseBooks.Request) {
        guard state.worker.bookNames.count > 1 else {
            state.lastNotice = .oneBookOpen
            return state.present(viewport: request.viewport)
        }
        state.presenter?.presentBookChoice(response: .init(current: state.filter.books))
    }

    public func showBooks(request: ContactList.ChooseBooks.ChoiceRequest) {
        switch request.choice {
        case .everyBook: state.filter.books = nil
        case .books(let books): state.filter.books = books
        }
        state.resolveSelection()
        state.present(viewport: request.viewport)
    }
}

extension ContactListActingInteractor {
    public func askForTransfer(request: ContactList.TransferToBook.AskRequest) {
        guard state.worker.bookNames.count > 1 else {
            state.lastNotice = .oneBookOpen
            return state.present(viewport: request.viewport)
        }
        let (contacts, isMarked) = state.targets
        guard !contacts.isEmpty else { return }
        state.presenter?.presentTransferQuestion(
            response: .init(targets: .init(ids: contacts.map(\.id), isMarked: isMarked), copying: request.copying))
    }

    /// One change, one undo step; the marks go once it is done.
    public func transfer(request: ContactList.TransferToBook.Request) {
        let (targets, _) = state.resolve(request.targets)
        guard !targets.isEmpty else { return }
        do throws(StoreError) {
            let count = try state.worker.transfer(Set(targets.map(\.id)), to: request.book, copying: request.copying)
            state.lastNotice = .transferred(count: count, of: targets.count, book: request.book, copying: request.copying)
            state.marks.clear()
            state.lastError = nil
        } catch {
            return state.failed(error, viewport: request.viewport)
        }
        state.resolveSelection()
        state.present(viewport: request.viewport)
    }
}

extension ContactListPresenter {
    public func presentBookChoice(response: ContactList.ChooseBooks.Response) {
        view?.displayBookChoice(viewModel: .init(purpose: .show(current: response.current)))
    }

    public func presentTransferQuestion(response: ContactList.TransferToBook.Response) {
        view?.displayTransferQuestion(
            viewModel: .init(purpose: .transfer(count: response.targets.ids.count, copying: response.copying), targets: response.targets))
    }
}

extension ContactListView {
    public func displayBookChoice(viewModel: ContactList.ChooseBooks.ViewModel) {
        router?.routeToBookPicker(
            .init(purpose: viewModel.purpose) { [weak self] choice in
                guard let self else { return }
                self.interactor?.showBooks(request: .init(choice: choice, viewport: self.viewport))
            })
    }

    public func displayTransferQuestion(viewModel: ContactList.TransferToBook.ViewModel) {
        guard case .transfer(_, let copying) = viewModel.purpose else { return }
        router?.routeToBookPicker(
            .init(purpose: viewModel.purpose) { [weak self] choice in
                guard let self, case .books(let books) = choice, let book = books.first else { return }
                self.actingInteractor?.transfer(request: .init(book: book, copying: copying, targets: viewModel.targets, viewport: self.viewport))
            })
    }
}
