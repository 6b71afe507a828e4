import ArgumentParser
import ContactsBookApp
import ContactsCore
import ContactsEngine

extension BookOptions {
    /// The contact `show`, `edit` and `delete` name, and the worker of the book it is in. With
    /// `[books]` and no `-a`, every book is looked in, as khard does: the contact must be in one
    /// of them (words naming contacts in two books are ambiguous: status 3, each candidate said
    /// with its book), and a book that cannot be read stops the command (status 2), since the
    /// contact meant may be there. Else the book `-a` names, or the one file.
    @MainActor func contact(named selector: ContactSelector, settings loaded: (settings: Settings, problems: [String])) throws -> (
        worker: ContactWorker, contact: Contact, naming: ContactLookup.Naming
    ) {
        guard bookNames.isEmpty, let books = chosenBooks(in: loaded.settings), books.count > 1 else {
            try requireBook()
            let worker = try loadWorker(settings: loaded)
            switch CommandAssembly.select(selector, worker: worker, output: StandardOutput.shared) {
            case .contact(let contact, let naming): return (worker, contact, naming)
            case .failed(let status): throw ExitCode(status.code)
            }
        }
        loaded.problems.forEach { StandardOutput.shared.writeError($0) }
        let library = ContactLibrary(
            try books.map { ContactLibrary.Book(name: $0.name, worker: try loadWorker(of: $0, settings: loaded.settings, named: true)) })
        switch CommandAssembly.select(selector, in: library, output: StandardOutput.shared) {
        case .contact(let found, let naming):
            let worker = library.books.first { $0.name == found.book }?.worker ?? library.books[0].worker
            return (worker, found.contact, naming)
        case .failed(let status): throw ExitCode(status.code)
        }
    }
}
