import ContactsCore
import Localization
import Testing

/// Spanish readers sort ñ as the letter after n; everyone else keeps the accent-blind order,
/// and the search finds "nunez" in "Núñez" in every language.
@Suite struct SpanishCollationTests {
    static let lastNames = ["Nuñez", "Nuzzo", "Núñez", "Nava", "Oliva", "Ñandú", "nube"]

    func sorted(_ collation: Collation) -> [String] {
        Collation.$scoped.withValue(collation) {
            Self.lastNames.map { Contact(firstName: "A", lastName: $0) }.sorted { $0.sortKey < $1.sortKey }.map(\.lastName)
        }
    }

    @Test func spanishSortsÑAfterN() {
        #expect(sorted(.spanish) == ["Nava", "nube", "Nuñez", "Núñez", "Nuzzo", "Ñandú", "Oliva"])
    }

    @Test func otherLanguagesIgnoreTheTilde() {
        #expect(sorted(.accentBlind) == ["Ñandú", "Nava", "nube", "Nuñez", "Núñez", "Nuzzo", "Oliva"])
    }

    @Test func aDecomposedÑSortsAsTheComposedOne() {
        Collation.$scoped.withValue(.spanish) {
            #expect(Contact(lastName: "Nun\u{303}ez").sortKey == Contact(lastName: "Nuñez").sortKey)
        }
    }

    @Test func theOtherOrdersFollowTheSameRule() {
        let contacts = ["Ñoño", "Nora", "Oscar"].map { Contact(firstName: $0, company: $0) }
        Collation.$scoped.withValue(.spanish) {
            #expect(ContactSort.firstName.order(contacts).map { contacts[$0].firstName } == ["Nora", "Ñoño", "Oscar"])
            #expect(ContactSort.company.order(contacts).map { contacts[$0].company } == ["Nora", "Ñoño", "Oscar"])
        }
    }

    @Test func theSearchStillIgnoresTheTildeInSpanish() {
        Collation.$scoped.withValue(.spanish) {
            #expect(ContactSearch("nunez").matches(Contact(lastName: "Núñez")))
        }
    }

    @Test func theLocaleOfCollationChooses() {
        #expect(Collation(environment: ["LANG": "es_ES.UTF-8"]) == .spanish)
        #expect(Collation(environment: ["LANG": "es_MX.UTF-8"]) == .spanish)
        #expect(Collation(environment: ["LANG": "pt_BR.UTF-8"]) == .accentBlind)
        #expect(Collation(environment: ["LANG": "en_US.UTF-8", "LC_COLLATE": "es_ES.UTF-8"]) == .spanish)
        #expect(Collation(environment: ["LC_ALL": "C", "LC_COLLATE": "es_ES.UTF-8"]) == .accentBlind)
        #expect(Collation(environment: [:]) == .accentBlind)
    }
}
