import ContactsCore
import Testing

@Suite struct ContactValidatorTests {
    @Test(arguments: ["ada@example.org", " ada@example.org ", "a.b+c@mail.example.co.uk", "x@y.z", ""])
    func acceptedEmails(_ email: String) {
        #expect(ContactValidator.emailMessage(email) == nil)
    }

    @Test(arguments: [
        "ada", "@example.org", "ada@@example.org", "a@b@example.org", "a da@example.org",
        "ada@exa mple.org",
    ])
    func emailsWithoutOneAtAndAName(_ email: String) {
        #expect(ContactValidator.emailMessage(email) == "An email needs a name, @ and a domain")
    }

    @Test(arguments: ["ada@", "ada@example", "ada@example.", "ada@.org", "ada@example..org"])
    func emailsWithoutADottedDomain(_ email: String) {
        #expect(ContactValidator.emailMessage(email) == "The domain after @ needs a dot, as in example.org")
    }

    @Test(arguments: [
        "+1 (555) 010-0100 ext 12", "+1 555 010 0100 Ext. 12", "555.010.0100", "+44 20 7946 0958",
        "555-0100 x12", "030/123456", "555,,123#", "*31#555", "555 0100 extension 4", "",
    ])
    func acceptedPhones(_ phone: String) {
        #expect(ContactValidator.phoneMessage(phone) == nil)
    }

    @Test(arguments: ["555-CALL", "call me", "12a34", "+-() ", "x", "ext", "555 0100 next"])
    func rejectedPhones(_ phone: String) {
        #expect(ContactValidator.phoneMessage(phone) == "A phone number has digits, spaces and + ( ) - . / only")
    }

    @Test(arguments: ["1815-12-10", "--02-29", "", "  ", " 1815-12-10 "])
    func acceptedDates(_ text: String) {
        #expect(ContactValidator.dateMessage(text) == nil)
    }

    @Test(arguments: ["2023-02-29", "--13-01", "1990-1-1", "10/12/1815", "tomorrow"])
    func rejectedDates(_ text: String) {
        #expect(ContactValidator.dateMessage(text) == "Not a real date: use YYYY-MM-DD, or --MM-DD without a year")
    }

    @Test func aContactNeedsANameACompanyAnEmailOrAPhone() {
        let rule = "Give a name, a company, an email or a phone"
        #expect(ContactValidator.identityMessage(Contact()) == rule)
        let blank = Contact(
            firstName: " ", lastName: "\t", nickname: "\n", company: "  ", phones: [.init(label: "home", value: " ")],
            emails: [.init(label: "work", value: "")], notes: "only a note")
        #expect(ContactValidator.identityMessage(blank) == rule)
    }

    @Test(arguments: [
        Contact(firstName: "Ada"), Contact(lastName: "Lovelace"), Contact(nickname: "Enchantress"), Contact(company: "Acme"),
        Contact(phones: [.init(label: "", value: "+44 20 7946 0000")]), Contact(emails: [.init(label: "", value: "ada@example.org")]),
    ])
    func anyOneOfThemIsEnough(_ contact: Contact) {
        #expect(ContactValidator.identityMessage(contact) == nil)
    }

    @Test func urlsCannotContainSpaces() {
        #expect(ContactValidator.urlMessage("https://example.org/ada") == nil)
        #expect(ContactValidator.urlMessage(" https://example.org ") == nil)
        #expect(ContactValidator.urlMessage("https://exa mple.org") == "A URL cannot contain spaces")
    }

    /// A value typed into its label, beside an empty value, is told; a label beside a value,
    /// or a label of words beside an empty value (an entry emptied to drop it), is not.
    @Test func aValueTypedIntoItsLabelIsTold() {
        typealias Kind = ContactValidator.EntryKind
        let told: [(String, Kind)] = [
            ("mobile555 0199", .phone), ("+1 555", .phone), ("ada@example.org", .email), ("example.org", .url), ("https://example.org", .url),
        ]
        for (label, kind) in told {
            #expect(ContactValidator.labelMessage(label: label, value: " ", kind: kind) != nil, "\(label)")
            #expect(ContactValidator.labelMessage(label: label, value: "x", kind: kind) == nil, "\(label)")
        }
        let fine: [(String, Kind)] = [("mobile", .phone), ("work", .email), ("home", .url), ("", .phone), ("ada@home", .phone)]
        for (label, kind) in fine {
            #expect(ContactValidator.labelMessage(label: label, value: "", kind: kind) == nil, "\(label)")
        }
    }
}
