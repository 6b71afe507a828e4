import ContactsCore
import Localization
import TerminalUI
import TestSupport
import Testing

@testable import ContactsBookApp

/// The list, the form and a dialog at 40x12 in each language of po/, against the same screens
/// in English: every line of the screens' own words is in the language, key hints are whole
/// (dropped, never cut), captions align, and the yes letter answers.
@MainActor
@Suite struct LanguageScreensTests {
    /// The same keys pressed in English and in `language`, the screens taken after each step.
    func screens(_ language: String, steps: [[Key]]) throws -> (english: [[String]], translated: [[String]]) {
        func run() -> [[String]] {
            let app = TestApp(SampleBook.contacts, rows: 12, columns: 40)
            return steps.map { keys in
                for key in keys { app.press(key) }
                return app.lines
            }
        }
        let english = Translation.$scoped.withValue(.english) { run() }
        let translated = try Translation.$scoped.withValue(TreeCatalogs.catalog(language)) { run() }
        return (english, translated)
    }

    /// The hints a status line may show: each whole, in the order of the table.
    func hints(_ items: () -> [String], in language: String) throws -> Set<String> {
        try Translation.$scoped.withValue(TreeCatalogs.catalog(language)) { Set(items()) }
    }

    @Test(arguments: TreeCatalogs.languages)
    func theListSpeaksTheLanguageWithWholeHints(_ language: String) throws {
        let (english, translated) = try screens(language, steps: [[]])
        let (before, list) = (english[0], translated[0])
        #expect(list[1] != before[1], "the column headings are English: \(list[1])")
        #expect(list.last != before.last, "the key hints are English: \(list.last ?? "")")
        let shown = (list.last ?? "").trimmingWhitespace.components(separatedBy: "  ")
        let allowed = try hints({ AppKeymap.list.statusItems }, in: language)
        #expect(shown.allSatisfy(allowed.contains), "a hint is cut: \(shown) not all in \(allowed)")
        #expect(shown.count >= 2)
        // The contacts themselves are data: the same rows as in English.
        #expect(list[2...8].map { String($0.prefix(12)) } == before[2...8].map { String($0.prefix(12)) })
    }

    @Test(arguments: TreeCatalogs.languages)
    func theFormsCaptionsAlignAndAreTheLanguages(_ language: String) throws {
        let (english, translated) = try screens(language, steps: [[.character("a")]])
        let (before, form) = (english[0], translated[0])
        #expect(form[0] != before[0], "the form's title is English: \(form[0])")
        let captions = form[1...10].map { String($0.prefix(13)) }
        let englishCaptions = before[1...10].map { String($0.prefix(13)) }
        let same = zip(captions, englishCaptions).filter { $0 == $1 }.count
        #expect(same <= 3, "\(same) of 10 captions are still English: \(captions)")
        for line in form[1...10] {
            // Each caption ends before the fields' column (a caption too long ends in "…"), and a
            // field with text starts after it.
            let characters = Array(line)
            #expect(characters.count <= 12 || characters[12] == " ", "a caption runs into its field: \(line)")
        }
        let shown = (form.last ?? "").trimmingWhitespace.components(separatedBy: "  ")
        let allowed = try hints({ AppKeymap.edit.statusItems }, in: language)
        #expect(shown.allSatisfy(allowed.contains), "a hint is cut: \(shown)")
    }

    @Test(arguments: TreeCatalogs.languages)
    func theDeleteDialogAsksInTheLanguageAndTakesItsYesLetter(_ language: String) throws {
        let catalog = try TreeCatalogs.catalog(language)
        let yes = try #require(Translation.$scoped.withValue(catalog) { AppKeymap.yesLetter ?? "y" })
        let (english, translated) = try screens(language, steps: [[.end, .character("d")], [.character(yes)]])
        let dialog = translated[0]
        let question = Translation.$scoped.withValue(catalog) { tr("Delete {name}?", ["name": "小明 王"]) }
        #expect(english[0].joined().contains("Delete 小明 王?"))
        #expect(dialog.joined(separator: " ").contains(String(question.prefix(8))), "\(dialog)")
        #expect(dialog.joined().contains("[\(yes)]"), "the yes letter is shown: \(dialog)")
        let five = Translation.$scoped.withValue(catalog) { trn("{count} contact", "{count} contacts", 5) }
        #expect(translated[1][0].contains(five), "the yes letter deleted the contact: \(translated[1][0])")
        #expect(translated[1].last != english[1].last, "the notice is English: \(translated[1].last ?? "")")
    }
}
