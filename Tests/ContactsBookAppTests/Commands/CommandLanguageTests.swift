import ContactsCore
import ContactsEngine
import Foundation
import Localization
import TestSupport
import Testing

@testable import ContactsBookApp

/// The commands in another language: what a person reads comes from the catalog, with its
/// plurals and its thousands separator; what scripts and mail clients read (query's lines, TSV,
/// JSON) is the same in every language.
@MainActor
@Suite struct CommandLanguageTests {
    static let entries = """
        msgctxt "thousands separator"
        msgid ","
        msgstr "."

        msgid "{count} contact"
        msgid_plural "{count} contacts"
        msgstr[0] "{count} contacto"
        msgstr[1] "{count} contactos"

        msgid "no file yet"
        msgstr "sin archivo aún"

        msgctxt "book"
        msgid "(default)"
        msgstr "(predeterminada)"

        msgid "{file}: read {read}, skipped {skipped}"
        msgstr "{file}: leídos {read}, omitidos {skipped}"

        msgid "Added {added}, updated {updated}, skipped {skipped} already in the book."
        msgstr "Añadidos: {added}; actualizados: {updated}; ya en la agenda: {skipped}."

        msgid "standard input"
        msgstr "entrada estándar"

        msgid "\\"{words}\\" could mean {count} contact; nothing was done. Name one by its id (--id ID) or with more words:"
        msgid_plural "\\"{words}\\" could mean {count} contacts; nothing was done. Name one by its id (--id ID) or with more words:"
        msgstr[0] "«{words}» puede ser {count} contacto; no se hizo nada. Nombra uno por su id (--id ID) o con más palabras:"
        msgstr[1] "«{words}» puede ser {count} contactos; no se hizo nada. Nombra uno por su id (--id ID) o con más palabras:"

        """

    static func spanish() throws -> Catalog { try CompiledPO.catalog(entries, language: "es") }

    static let books = [
        ListBooks.Book(name: "personal", file: "/d/personal.json", isDefault: true),
        ListBooks.Book(name: "work", file: "/d/work.json", isDefault: false),
    ]

    func books(parsable: Bool) -> CapturedOutput {
        let output = CapturedOutput()
        _ = CommandAssembly.books(.init(books: Self.books, parsable: parsable), output: output) { path in
            .success(path == "/d/personal.json" ? (0..<1204).map { _ in Contact.ID() } : nil)
        }
        return output
    }

    @Test func theBooksListingSpeaksTheLanguageAndItsTSVDoesNot() throws {
        let catalog = try Self.spanish()
        let text = Translation.$scoped.withValue(catalog) { books(parsable: false) }
        #expect(text.lines == ["personal  1.204 contactos  /d/personal.json  (predeterminada)", "work      sin archivo aún  /d/work.json"])
        let tsv = Translation.$scoped.withValue(catalog) { books(parsable: true) }
        #expect(tsv.lines == books(parsable: true).lines)
        #expect(tsv.lines == ["personal\t1204\t/d/personal.json\tdefault", "work\t\t/d/work.json\t"])
    }

    @Test func theImportReportIsTranslated() throws {
        let (worker, _) = Fixtures.worker([])
        let output = CapturedOutput()
        let interactor = ImportInteractor(worker: worker, files: InterchangeFiles()) { _ in
            Data("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ada Lovelace\r\nN:Lovelace;Ada;;;\r\nEND:VCARD\r\n".utf8)
        }
        let presenter = ImportPresenter()
        let view = ImportTextView(output: output)
        interactor.presenter = presenter
        presenter.view = view
        try Translation.$scoped.withValue(Self.spanish()) {
            interactor.importFiles(request: .init(paths: ["-"], format: nil, onDuplicate: .skip, dryRun: false))
        }
        #expect(output.lines == ["entrada estándar: leídos 1, omitidos 0", "Añadidos: 1; actualizados: 0; ya en la agenda: 0."])
    }

    @Test func anAmbiguousNameIsSaidInTheLanguage() throws {
        let (worker, _) = Fixtures.worker([Fixtures.contact("Ada", "Lovelace"), Fixtures.contact("Ada", "Byron")])
        let output = CapturedOutput()
        let selection = try Translation.$scoped.withValue(Self.spanish()) {
            CommandAssembly.select(ContactSelector(words: "ada"), worker: worker, output: output)
        }
        #expect(selection == .failed(.ambiguous))
        #expect(output.errors.first == "«ada» puede ser 2 contactos; no se hizo nada. Nombra uno por su id (--id ID) o con más palabras:")
    }

    /// Mail clients read `query`'s lines, scripts the TSV and JSON of `list`: never translated.
    @Test func machineReadableOutputIsTheSameInEveryLanguage() throws {
        var ada = Fixtures.contact("Ada", "Lovelace", email: "ada@example.org", company: "Engines")
        ada.favorite = true
        ada.tags = ["chess"]
        let (worker, _) = Fixtures.worker([ada, Fixtures.contact("Alan", "Turing", email: "alan@example.org")])
        let library = ContactLibrary(worker: worker)
        // Query's lines (a match, no match), then list's TSV (every field that does not change
        // with the clock) and JSON.
        func outputs() -> [String] {
            let queries = ["a", "nobody"].map { words in
                let output = CapturedOutput()
                _ = CommandAssembly.query(.init(query: words), library: library, output: output)
                return output.standardOutput
            }
            let fields = ListField.allCases.filter { $0 != .created && $0 != .updated }
            let lists = [ListContacts.Layout.parsable(fields), .json].map { layout in
                let output = CapturedOutput()
                _ = CommandAssembly.list(.init(query: "", layout: layout), library: library, output: output)
                return output.standardOutput
            }
            return queries + lists
        }
        let english = outputs()
        let spanish = try Translation.$scoped.withValue(Self.spanish()) { outputs() }
        #expect(spanish == english)
        #expect(english[0].hasPrefix("Searching contacts for \"a\": 2 addresses\n"))
        #expect(english[1] == "Searching contacts for \"nobody\": 0 addresses\n")
        #expect(english[2].contains("\tyes\t"))
    }
}
