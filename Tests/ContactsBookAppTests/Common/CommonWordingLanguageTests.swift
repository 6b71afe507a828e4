import ContactsCore
import Foundation
import Localization
import TestSupport
import Testing

@testable import ContactsBookApp

/// What the screens share, said in another language: whole sentences from the catalog, the
/// values (names, commands, paths) put in as they are.
@MainActor
@Suite struct CommonWordingLanguageTests {
    static let spanish = """
        msgctxt "month"
        msgid "Sep"
        msgstr "sept"

        msgid "{day} {month} {year}, {time}"
        msgstr "{day} de {month} de {year}, {time}"

        msgid "You were adding {name} when ContactsBook stopped ({time})."
        msgstr "Estabas añadiendo a {name} cuando ContactsBook se detuvo ({time})."

        msgid "Restore"
        msgstr "Restaurar"

        msgid "book: {changes}"
        msgstr "agenda: {changes}"

        msgid "{count} added"
        msgid_plural "{count} added"
        msgstr[0] "{count} añadido"
        msgstr[1] "{count} añadidos"

        msgid "{field} ({label})"
        msgstr "{field} ({label})"

        msgid "Phone"
        msgstr "Teléfono"

        """

    static func catalog() throws -> Catalog {
        try CompiledPO.catalog(spanish, language: "es")
    }

    @Test func theDraftQuestionIsOneSentenceWithTheLanguagesMonth() throws {
        var form = ContactForm(contact: Contact())
        form.company = "Babbage & Co"
        let question = try Translation.$scoped.withValue(Self.catalog()) {
            DraftOffer.question(for: DraftKeeperSpy.left(form), timeZone: TimeZone(identifier: "UTC") ?? .current) { _ in }
        }
        #expect(question.question == "Estabas añadiendo a Babbage & Co cuando ContactsBook se detuvo (21 de sept de 2026, 14:13).")
        #expect(question.choices.map(\.label) == ["Restaurar", "Discard"])
        #expect(question.choices.map(\.key) == ["r", "d"], "the keys stay")
    }

    @Test func aSyncSummaryTakesThePluralOfItsLanguage() throws {
        let report = SyncReport(book: SyncCounts(added: 2))
        #expect(try Translation.$scoped.withValue(Self.catalog()) { SyncWording.summary(report) } == "agenda: 2 añadidos")
        #expect(SyncWording.summary(report) == "book: 2 added")
        #expect(
            SyncWording.summary(SyncReport(book: SyncCounts(added: 1, deleted: 3), vdir: SyncCounts(updated: 1)))
                == "book: 1 added, 3 deleted · vdir: 1 updated")
    }

    @Test func theCardsLabelsAreTranslatedAndItsValuesNot() throws {
        var contact = Contact()
        contact.firstName = "Ada"
        contact.phones = [LabeledValue(label: "work", value: "+44 20 7946 0000")]
        let fields = try Translation.$scoped.withValue(Self.catalog()) { ContactCard.fields(contact) }
        #expect(fields.map(\.label) == ["Name", "Teléfono (work)"])
        #expect(fields.map(\.value) == ["Ada", "+44 20 7946 0000"])
    }
}
