import ContactsCore
import TestSupport
import Testing

@Suite struct TextFoldingTests {
    @Test func foldingIgnoresCaseAndAccents() {
        #expect("Ångström".folded == "angstrom")
        #expect("ÉMILE".folded == "emile")
        #expect("e\u{301}mile".folded == "emile")
    }

    @Test func accentedNamesSortWithTheirBaseLetter() {
        // Given
        let contacts = [
            person("Anna", "Zeta"), person("Karl", "Berg"), person("Anders", "Ångström"),
            person("Marie", "émile"), person("Ed", "adams"), person("Otto", "Ebert"),
        ]
        // When
        let sorted = contacts.sorted { $0.sortKey < $1.sortKey }.map(\.lastName)
        // Then
        #expect(sorted == ["adams", "Ångström", "Berg", "Ebert", "émile", "Zeta"])
    }

    @Test func plainStringOrderWouldPutÅngströmLast() {
        // The reason for folding: code-point order puts Å after Z.
        #expect(!("Ångström" < "Berg"))
        #expect(person("", "Ångström").sortKey < person("", "Berg").sortKey)
    }

    @Test func sortKeyIgnoresCase() {
        #expect(person("ada", "LOVELACE").sortKey == person("Ada", "lovelace").sortKey)
    }

    @Test func lastNameComesBeforeFirstName() {
        let names = [person("Carl", "Berg"), person("Zed", "Adams"), person("Anna", "Berg")]
            .sorted { $0.sortKey < $1.sortKey }
            .map(\.displayName)
        #expect(names == ["Zed Adams", "Anna Berg", "Carl Berg"])
    }

    @Test func contactWithoutLastNameSortsByItsDisplayName() {
        let company = Contact(company: "Acme")
        let nickname = Contact(nickname: "Zorro")
        let names = [person("", "Brown"), nickname, company].sorted { $0.sortKey < $1.sortKey }.map(\.displayName)
        #expect(names == ["Acme", "Brown", "Zorro"])
    }
}

@Suite struct DisplayNameTests {
    @Test func fullName() {
        #expect(Contact(firstName: "Ada", lastName: "Lovelace", nickname: "Enchantress").displayName == "Ada Lovelace")
    }

    @Test func partialNamesAreTrimmed() {
        #expect(Contact(firstName: " Ada ").displayName == "Ada")
        #expect(Contact(firstName: "  ", lastName: "Lovelace").displayName == "Lovelace")
    }

    @Test func nicknameWhenThereIsNoName() {
        #expect(Contact(firstName: " ", nickname: "Enchantress", company: "Acme").displayName == "Enchantress")
    }

    @Test func companyWhenThereIsNoNameOrNickname() {
        #expect(Contact(company: "Acme", emails: [LabeledValue(label: "work", value: "a@acme.example")]).displayName == "Acme")
    }

    @Test func emailWhenThereIsNothingElse() {
        #expect(Contact(emails: [LabeledValue(label: "work", value: "a@acme.example")]).displayName == "a@acme.example")
    }

    @Test func placeholderWhenEmpty() {
        #expect(Contact().displayName == "(no name)")
        #expect(Contact(firstName: " ", nickname: "\t", company: " ").displayName == "(no name)")
    }
}

@Suite struct LettersWithStrokesTests {
    @Test(arguments: [
        ("Łukasiewicz", "lukasiewicz"), ("Ørsted", "orsted"), ("ŒUVRE", "oeuvre"), ("Straße", "strasse"),
        ("Þór", "thor"), ("Ægir", "aegir"), ("Đorđe", "dorde"),
    ])
    func foldLikeTheirBaseLetters(_ text: String, _ expected: String) {
        #expect(text.folded == expected)
    }
}
