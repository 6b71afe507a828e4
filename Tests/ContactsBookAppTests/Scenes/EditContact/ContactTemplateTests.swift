import ContactsCore
import Testing

@testable import ContactsBookApp

@Suite struct ContactTemplateTests {
    static let ada: Contact = {
        var ada = Fixtures.contact("Ada", "Lovelace", phone: "+44 20 7946 0018", email: "ada@example.org", company: "Engines Ltd")
        ada.addresses = [
            PostalAddress(label: "home", street: "12 St James's Square", city: "London", region: "", postalCode: "SW1Y 4JH", country: "UK")
        ]
        ada.birthday = PartialDate("1815-12-10")
        ada.tags = ["friends", "science"]
        ada.favorite = true
        (ada.middleName, ada.namePrefix, ada.department) = ("Augusta", "Countess", "Research")
        ada.notes = "First line\n# not a comment in the notes\nlast line"
        ada.phones[0].unknownFields = ["x-kind": .string("landline")]
        (ada.role, ada.gender) = ("Analyst", "female")
        ada.related = [LabeledValue(label: "spouse", value: "William King")]
        ada.profiles = [LabeledValue(label: "xmpp", value: "ada@example.org")]
        ada.dates = [LabeledValue(label: "graduation", value: "--06-01")]
        ada.organizations = [LabeledValue(label: "Fellow", value: "Royal Society; Sciences"), LabeledValue(label: "Author", value: "")]
        return ada
    }()

    @Test func aContactGoesOutAndComesBackTheSame() {
        let form = ContactForm(contact: Self.ada)
        let text = ContactTemplate.text(for: form)
        #expect(text.contains("First name: Ada\n"))
        #expect(text.contains("Middle name: Augusta\nPrefix: Countess\n"))
        #expect(text.contains("Shown as: \n"))
        #expect(text.contains("Department: Research\n"))
        #expect(text.contains("[Phones]\nmobile: +44 20 7946 0018\n"))
        #expect(text.contains("home: 12 St James's Square; London; ; SW1Y 4JH; UK"))
        #expect(text.contains("Role: Analyst\nGender: female\n"))
        #expect(text.contains("[Related]\nspouse: William King\n\n[Profiles]\nxmpp: ada@example.org\n\n[Dates]\ngraduation: --06-01\n"))
        #expect(text.contains("[Organizations]\nFellow: Royal Society; Sciences\nAuthor: \n"))
        let (back, problems) = ContactTemplate.form(from: text, base: form)
        #expect(problems.isEmpty)
        #expect(back.applied(to: Self.ada) == Self.ada, "every field, the notes' # line and the phone's unknown keys")
    }

    @Test func editsAreReadAndEmptyGroupsKeepAPlaceToType() {
        let form = ContactForm(contact: Self.ada)
        let text = ContactTemplate.text(for: form)
            .replacingOccurrences(of: "Last name: Lovelace", with: "Last name: King")
            .replacingOccurrences(of: "mobile: +44 20 7946 0018", with: "")
            .replacingOccurrences(of: "Favourite: yes", with: "Favourite: no")
        let (back, problems) = ContactTemplate.form(from: text, base: form)
        #expect(problems.isEmpty)
        let contact = back.applied(to: Self.ada)
        #expect(contact.lastName == "King")
        #expect(contact.phones.isEmpty)
        #expect(!contact.favorite)
        #expect(back.phones.count == 1, "one empty entry, as the form always has")
    }

    @Test func linesItCannotPlaceAreProblemsWithTheirNumbers() {
        let (_, problems) = ContactTemplate.form(from: "Shoe size: 38\njust words\n[Pets]\n", base: ContactForm(contact: Contact()))
        #expect(problems == ["line 1: “Shoe size” is not a field here", "line 2: “just words” has no “name: value”", "line 3: no section [pets]"])
    }

    @Test func errorsGoAtTheTopAndReplaceTheLastRoundsErrors() {
        let once = ContactTemplate.text("First name: Ada\n", withErrors: ["Birthday: not a date"])
        #expect(once.hasPrefix("# ! This did not save."))
        #expect(once.contains("# ! - Birthday: not a date\nFirst name: Ada"))
        let twice = ContactTemplate.text(once, withErrors: ["Email 1: not an email address"])
        #expect(!twice.contains("Birthday"))
        #expect(twice.contains("# ! - Email 1: not an email address\nFirst name: Ada"))
    }
}

/// E: the whole contact in the user's editor, through the list Interactor and a spy editor.
@MainActor
@Suite struct EditInEditorTests {
    let viewport = ContactList.Viewport(rows: 10, columns: 80)

    func makeSUT() -> (ContactListParts, ContactListPresentationLogicSpy, ExternalProgramsSpy, InMemoryContactStore) {
        let (worker, store) = Fixtures.worker([ContactTemplateTests.ada])
        let programs = ExternalProgramsSpy()
        let sut = ContactListParts(worker: worker, programs: programs)
        let spy = ContactListPresentationLogicSpy()
        sut.state.presenter = spy
        sut.listing.showContacts(request: .init(viewport: viewport))
        return (sut, spy, programs, store)
    }

    @Test func aValidEditIsSaved() {
        let (sut, spy, programs, store) = makeSUT()
        programs.edit = { $0.replacingOccurrences(of: "Nickname: ", with: "Nickname: Countess") }
        sut.acting.editInEditor(request: .init(viewport: viewport))
        #expect(programs.runs.count == 1)
        #expect(programs.runs.first?.first == "fake-editor")
        #expect(store.book?.contacts.first?.nickname == "Countess")
        #expect(spy.lastResponse?.notice == .savedFromEditor(name: "Ada Lovelace"))
    }

    @Test func anInvalidEditComesBackWithItsErrorsUntilFixed() {
        let (sut, _, programs, store) = makeSUT()
        var seen: [String] = []
        programs.edit = { text in
            seen.append(text)
            if seen.count == 1 { return text.replacingOccurrences(of: "Birthday: 1815-12-10", with: "Birthday: someday") }
            return text.replacingOccurrences(of: "Birthday: someday", with: "Birthday: 1815-12-11")
        }
        sut.acting.editInEditor(request: .init(viewport: viewport))
        #expect(seen.count == 2)
        #expect(seen[1].contains("# ! - Birthday:"))
        #expect(store.book?.contacts.first?.birthday == PartialDate("1815-12-11"))
    }

    @Test func leavingTheFileAsItWasOrEmptyGivesUp() {
        let (sut, spy, programs, store) = makeSUT()
        let before = store.saveCount
        programs.edit = { $0 }
        sut.acting.editInEditor(request: .init(viewport: viewport))
        #expect(spy.lastResponse?.notice == .editorUnchanged)
        programs.edit = { _ in "" }
        sut.acting.editInEditor(request: .init(viewport: viewport))
        #expect(spy.lastResponse?.notice == .editorUnchanged)
        #expect(store.saveCount == before)
    }

    @Test func anEditorThatFailsSavesNothing() {
        let (sut, spy, programs, store) = makeSUT()
        programs.outcome = .exited(1)
        programs.edit = { $0.replacingOccurrences(of: "Nickname: ", with: "Nickname: X") }
        sut.acting.editInEditor(request: .init(viewport: viewport))
        #expect(spy.lastResponse?.notice == .programFailed(command: "fake-editor", outcome: .exited(1)))
        #expect(store.book?.contacts.first?.nickname == "")
    }

    @Test func aDateInTheListIsChecked() {
        var form = ContactForm(contact: ContactTemplateTests.ada)
        form.dates = [LabeledValue(label: "party", value: "someday"), LabeledValue(label: "graduation", value: " 2010-06-01")]
        #expect(form.validationErrors()[FormField.entryValue(.dates, 0)] != nil)
        #expect(ContactTemplate.describe(form.validationErrors()).first?.hasPrefix("Date 1: ") == true)
        form.dates.removeFirst()
        #expect(form.validationErrors().isEmpty)
        #expect(form.applied(to: ContactTemplateTests.ada).dates == [LabeledValue(label: "graduation", value: "2010-06-01")])
        // Every list keeps a place to type, after the favourite mark, in the order shown.
        let empty = ContactForm(contact: Contact())
        let rare = empty.fields.drop { $0 != .favorite }.dropFirst().prefix(8)
        #expect(Array(rare) == FormField.Group.rare.flatMap { [FormField.entryLabel($0, 0), .entryValue($0, 0)] })
        var more = empty
        #expect(more.addEntry(to: .related) == .entryValue(.related, 1) && more.related.last == LabeledValue(label: "", value: ""))
        more.set("Fellow", for: .entryLabel(.organizations, 0))
        #expect(more.applied(to: Contact()).organizations == [LabeledValue(label: "Fellow", value: "")], "a title alone is kept")
    }
}
