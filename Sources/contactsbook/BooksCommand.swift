import ArgumentParser
import ContactsBookApp
import ContactsCore
import ContactsEngine
import Foundation

struct BooksCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "books", abstract: "List the address books: each one's name, how many contacts it holds, and its file.",
        discussion: """
            The books are the [books.NAME] sections of the settings file, each its own JSON file; \
            the default one (default = true) is marked. Without them, the one book is listed. \
            --parsable prints tab-separated values for scripts: name, count (empty when the file \
            does not exist yet), file, and "default" for the default book. A book that cannot be \
            read is said on stderr and the exit status is \(CommandStatus.bookUnusable.code).
            """)

    @OptionGroup var book: BookOptions
    @Flag(help: "Print tab-separated values: name, count, file, default.") var parsable = false

    func run() throws {
        let (settings, problems) = book.settings
        problems.forEach { StandardOutput.shared.writeError($0) }
        var books = settings.books.map { ListBooks.Book(name: $0.name, file: $0.file, isDefault: $0.isDefault) }
        if !book.bookNames.isEmpty { books = books.filter { $0.name.map(book.bookNames.contains) ?? false } }
        if books.isEmpty { books = [ListBooks.Book(name: nil, file: book.path, isDefault: true)] }
        let request = ListBooks.Request(books: books, parsable: parsable)
        try finish(
            MainActor.assumeIsolated {
                CommandAssembly.books(request, output: StandardOutput.shared) { path in
                    Result { () throws(StoreError) in try JSONFileStore(path: path, readOnly: true).loadIfPresent()?.contacts.map(\.id) }
                }
            })
    }
}
