import Localization
import TerminalUI
import TestSupport
import Testing

@testable import ContactsBookApp

/// The keys in another language: every key command stays what it is, only the words change;
/// y/N questions also take the language's own yes letter, asked when the key arrives.
@MainActor
@Suite struct KeymapLanguageTests {
    static let portuguese = """
        msgctxt "yes letter"
        msgid "y"
        msgstr "s"

        msgctxt "thousands separator"
        msgid ","
        msgstr "."

        msgid "{count} contact"
        msgid_plural "{count} contacts"
        msgstr[0] "{count} contato"
        msgstr[1] "{count} contatos"

        msgid "Edit"
        msgstr "Editar"

        msgid "Back"
        msgstr "Voltar"

        msgid "Next/previous"
        msgstr "Próximo/anterior"

        msgid "Contact"
        msgstr "Contato"

        msgid "Edit this contact"
        msgstr "Editar este contato"

        msgid "Yes"
        msgstr "Sim"

        msgid "The keys are the same in every language."
        msgstr "As teclas são as mesmas em todos os idiomas."

        msgid "ContactsBook — Help"
        msgstr "Agenda de contatos — Ajuda"

        msgid "{count} match for “{search}”"
        msgid_plural "{count} matches for “{search}”"
        msgstr[0] "{count} resultado para “{search}”"
        msgstr[1] "{count} resultados para “{search}”"

        """

    static func catalog(_ entries: String = portuguese) throws -> Catalog {
        try CompiledPO.catalog(entries, language: "pt_BR", plural: "nplurals=2; plural=(n > 1);")
    }

    @Test func aYesNoQuestionTakesTheLanguagesYesLetterInEitherCase() throws {
        let catalog = try Self.catalog()
        let keys: [Key] = [.character("s"), .character("S"), .character("y"), .character("Y"), .character("n"), .enter]
        let answers = Translation.$scoped.withValue(catalog) { keys.map { AppKeymap.dialog.command(for: $0) } }
        #expect(answers == [.yes, .yes, .yes, .yes, .no, .no])
        #expect(Translation.$scoped.withValue(catalog) { AppKeymap.isYes("S") && AppKeymap.isYes("y") && !AppKeymap.isYes("n") })
    }

    @Test func inEnglishOnlyYSaysYes() {
        #expect(AppKeymap.yesLetter == nil)
        #expect(AppKeymap.dialog.command(for: .character("s")) == nil)
        #expect(AppKeymap.dialog.command(for: .character("Y")) == .yes)
        #expect(!AppKeymap.isYes("s") && AppKeymap.isYes("y") && AppKeymap.isYes("Y"))
    }

    /// Asked when the key arrives: the same table, read in one language then another.
    @Test func theYesLetterIsNeverFrozenInTheTable() throws {
        let catalog = try Self.catalog()
        #expect(Translation.$scoped.withValue(catalog) { AppKeymap.dialog.command(for: .character("s")) } == .yes)
        #expect(AppKeymap.dialog.command(for: .character("s")) == nil)
    }

    /// Indonesian keeps y (ya); a catalog entry that is no single letter, or says no, is ignored.
    @Test func aYesLetterThatIsYNOrNoLetterAddsNothing() throws {
        for letter in ["y", "n", "q", "sim", "", "?"] {
            let entry = "msgctxt \"yes letter\"\nmsgid \"y\"\nmsgstr \"\(letter)\"\n"
            let catalog = try Self.catalog(entry)
            Translation.$scoped.withValue(catalog) {
                #expect(AppKeymap.yesLetter == nil, "\(letter)")
                #expect(AppKeymap.dialog.command(for: .character("n")) == .no, "\(letter)")
                #expect(AppKeymap.dialog.command(for: .character("s")) == nil, "\(letter)")
            }
        }
    }

    /// Every key of every table means what it means in English, whatever the language.
    @Test func theKeyCommandsAreTheSameInEveryLanguage() throws {
        let catalog = try Self.catalog()
        let keys = AppKeymap.list.bindings.flatMap(\.keys) + [.character("s"), .character("S"), .character("y")]
        let english = keys.map { AppKeymap.list.command(for: $0) }
        #expect(Translation.$scoped.withValue(catalog) { keys.map { AppKeymap.list.command(for: $0) } } == english)
        #expect(Translation.$scoped.withValue(catalog) { AppKeymap.list.command(for: .character("s")) } == .sort)
        let copy = Translation.$scoped.withValue(catalog) { AppKeymap.detail.command(for: .character("y")) }
        if case .act(.copyField)? = copy {} else { Issue.record("y copies the field in every language, not \(String(describing: copy))") }
    }

    /// The status hints: the key as on the keyboard, the word translated.
    @Test func statusHintsKeepTheKeyAndTranslateTheWord() throws {
        let catalog = try Self.catalog()
        let detail = Translation.$scoped.withValue(catalog) { AppKeymap.detail.statusItems }
        #expect(detail == ["Enter Act", "y Copy", "e Editar", "d Delete", "Esc Voltar", "? Help"])
        #expect(Translation.$scoped.withValue(catalog) { AppKeymap.help.statusItems }.contains("n/N Próximo/anterior"))
        // However long the words, the Help hint is the one kept.
        #expect(Translation.$scoped.withValue(catalog) { ScreenChrome.fitting(AppKeymap.detail.statusItems, into: 12) } == "? Help")
        let tables: [() -> [String]] = [{ AppKeymap.list.statusItems }, { AppKeymap.edit.statusItems }, { AppKeymap.birthdays.statusItems }]
        for items in tables {
            let translated = Translation.$scoped.withValue(catalog) { items() }
            #expect(translated.map { $0.split(separator: " ").first } == items().map { $0.split(separator: " ").first })
        }
    }

    @Test func helpSpeaksTheLanguageAndSaysTheKeysStay() throws {
        let catalog = try Self.catalog()
        let sut = HelpPresenter()
        let spy = HelpDisplayLogicSpy()
        sut.view = spy
        Translation.$scoped.withValue(catalog) {
            sut.presentHelp(response: .init(sections: AppKeymap.helpSections, columns: 100, query: "editar", matches: [[1, 0]]))
        }
        let viewModel = try #require(spy.viewModel)
        #expect(viewModel.title == "Agenda de contatos — Ajuda")
        #expect(viewModel.lines.first?.text == " As teclas são as mesmas em todos os idiomas.")
        let text = viewModel.lines.map(\.text)
        #expect(text.contains(" Contato"))
        #expect(text.contains { $0.hasPrefix("  e") && $0.hasSuffix("Editar este contato") })
        #expect(text.contains { $0.hasPrefix("  y Y s S") && $0.hasSuffix("Sim") })
        #expect(viewModel.searchSummary == "1 resultado para “editar”")
    }

    /// Help's search reads the words shown, in the language shown.
    @Test func helpSearchesTheTranslatedWords() throws {
        let catalog = try Self.catalog()
        let sut = HelpInteractor()
        let spy = HelpPresentationLogicSpy()
        sut.presenter = spy
        Translation.$scoped.withValue(catalog) { sut.search(request: .init(query: "editar este", columns: 80)) }
        #expect(spy.response?.matches.count == 1)
    }

    @Test func helpInEnglishSaysTheKeysAreTheSameInEveryLanguage() throws {
        let sut = HelpPresenter()
        let spy = HelpDisplayLogicSpy()
        sut.view = spy
        sut.presentHelp(response: .init(sections: AppKeymap.helpSections, columns: 80))
        #expect(try #require(spy.viewModel).lines.first?.text == " The keys are the same in every language.")
        #expect(spy.viewModel?.lines.contains { $0.text.hasPrefix("  y Y  ") } == true, "English adds no yes letter")
    }

    @Test func countsAreGroupedAndPluralisedInTheLanguage() throws {
        let catalog = try Self.catalog()
        Translation.$scoped.withValue(catalog) {
            #expect(CountFormatting.grouped(3400) == "3.400")
            #expect(CountFormatting.grouped(-1_234_567) == "-1.234.567")
            #expect(CountFormatting.contacts(1) == "1 contato")
            #expect(CountFormatting.contacts(0) == "0 contato", "Brazilian Portuguese: 0 and 1 are singular")
            #expect(CountFormatting.contacts(3400) == "3.400 contatos")
        }
        #expect(CountFormatting.contacts(0) == "0 contacts")
        #expect(CountFormatting.contacts(1) == "1 contact")
        #expect(CountFormatting.contacts(3400) == "3,400 contacts")
    }
}
