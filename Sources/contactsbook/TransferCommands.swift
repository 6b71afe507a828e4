import ArgumentParser
import ContactsBookApp
import ContactsCore
import Foundation
import Localization

struct MoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "move", abstract: "Move a contact to another book of the settings (--to NAME).",
        discussion: """
            The contact is named as delete names it, in the book -a names, else in every other \
            book (naming one in two books is ambiguous). It is saved in the target first, then removed from its book: a target that cannot be \
            saved leaves it where it was; a removal that fails after that is said (it is in both).
            """)

    @OptionGroup var book: BookOptions
    @OptionGroup var selection: ContactSelectionOptions
    @OptionGroup var target: TargetBookOption

    func run() throws { try transfer(book: book, selection: selection, to: target.name, moving: true) }
}

struct CopyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "copy", abstract: "Copy a contact into another book of the settings (--to NAME), as a contact of its own.",
        discussion: """
            The contact is named as delete names it, in the book -a names, else in every other \
            book. The copy gets a new id and no vCard UID, so the target's server never takes it for the \
            original.
            """)

    @OptionGroup var book: BookOptions
    @OptionGroup var selection: ContactSelectionOptions
    @OptionGroup var target: TargetBookOption

    func run() throws { try transfer(book: book, selection: selection, to: target.name, moving: false) }
}

struct TargetBookOption: ParsableArguments {
    @Option(
        name: .customLong("to"), help: ArgumentHelp("The book of the settings it goes to.", valueName: "name"),
        completion: .custom(BookCompletion.bookNames))
    var name: String
}

/// Copy and move: the contact named in the book `-a` names, else in every book but the
/// target (as khard looks in every address book); the target a different book of the
/// settings; the books opened for a change. An unknown or the same target acts on nothing (64).
private func transfer(book: BookOptions, selection: ContactSelectionOptions, to targetName: String, moving: Bool) throws {
    let loaded = book.settings
    let books = loaded.settings.books
    let names = books.map { "“\($0.name.terminalSafe)”" }.joined(separator: ", ")
    guard !books.isEmpty else { throw ValidationError(tr("copy and move need books in the settings ([books.NAME]); there is one book.")) }
    guard let target = loaded.settings.book(named: targetName) else {
        throw ValidationError(tr("There is no book named “{name}”; the books are {books}.", ["name": targetName.terminalSafe, "books": names]))
    }
    if let named = book.bookNames.first, named == target.name {
        throw ValidationError(tr("The contact would stay in “{name}”: --to names another book than -a.", ["name": target.name.terminalSafe]))
    }
    let sources = books.filter { book.bookNames.isEmpty ? $0.name != target.name : book.bookNames.contains($0.name) }
    try book.requireOneBook()
    let sourceWorkers = try sources.map { try book.loadWorker(of: $0, settings: loaded.settings) }
    let targetWorker = try book.loadWorker(of: target, settings: loaded.settings)
    try finish(
        MainActor.assumeIsolated {
            let from = ContactLibrary(zip(sources, sourceWorkers).map { ContactLibrary.Book(name: $0.name, worker: $1) })
            let found: ContactLibrary.Found
            switch CommandAssembly.select(selection.selector, in: from, output: StandardOutput.shared) {
            case .contact(let contact, _): found = contact
            case .failed(let status): return status
            }
            let library = ContactLibrary(from.books + [.init(name: target.name, worker: targetWorker)])
            let request = TransferContact.Request(contactID: found.contact.id, source: found.book ?? "", target: target.name, moving: moving)
            return CommandAssembly.transfer(request, library: library, output: StandardOutput.shared)
        }, changesTheBook: true)
}
