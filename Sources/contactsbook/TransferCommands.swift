import ArgumentParser
import ContactsBookApp
import ContactsCore
import Foundation

struct MoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "move", abstract: "Move a contact to another book of the settings (--to NAME).",
        discussion: """
            The contact is named as delete names it, in the book -a names (else the default book). \
            It is saved in the target first, then removed from its book: a target that cannot be \
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
            The contact is named as delete names it, in the book -a names (else the default book). \
            The copy gets a new id and no vCard UID, so the target's server never takes it for the \
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

/// Copy and move: the contact named in the chosen book, the target a different book of the
/// settings, both opened for a change; an unknown or the same target acts on nothing (64).
private func transfer(book: BookOptions, selection: ContactSelectionOptions, to targetName: String, moving: Bool) throws {
    let loaded = book.settings
    let books = loaded.settings.books
    let names = books.map { "“\($0.name.terminalSafe)”" }.joined(separator: ", ")
    guard let source = book.chosenBook(in: loaded.settings) else {
        throw ValidationError("copy and move need books in the settings ([books.NAME]); there is one book.")
    }
    guard let target = loaded.settings.book(named: targetName) else {
        throw ValidationError("There is no book named “\(targetName.terminalSafe)”; the books are \(names).")
    }
    guard target.name != source.name else {
        throw ValidationError("The contact is in “\(source.name.terminalSafe)” already: --to names another book.")
    }
    let sourceWorker = try book.loadWorker(settings: loaded)
    let targetWorker = try book.loadWorker(of: target, settings: loaded.settings)
    try finish(
        MainActor.assumeIsolated {
            let library = ContactLibrary([.init(name: source.name, worker: sourceWorker), .init(name: target.name, worker: targetWorker)])
            let contact = try selection.select(in: sourceWorker).contact
            let request = TransferContact.Request(contactID: contact.id, source: source.name, target: target.name, moving: moving)
            return CommandAssembly.transfer(request, library: library, output: StandardOutput.shared)
        }, changesTheBook: true)
}
