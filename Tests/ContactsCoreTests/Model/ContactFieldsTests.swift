import Testing

@testable import ContactsCore

@Suite struct ContactFieldsTests {
    @Test func primaryPhoneAndEmailSkipEmptyEntries() {
        let contact = Contact(
            phones: [LabeledValue(label: "home", value: ""), LabeledValue(label: "mobile", value: "555 0100")],
            emails: [LabeledValue(label: "", value: ""), LabeledValue(label: "work", value: "a@example.org")])
        #expect(contact.primaryPhone == "555 0100")
        #expect(contact.primaryEmail == "a@example.org")
        #expect(Contact().primaryPhone == nil)
        #expect(Contact().primaryEmail == nil)
    }

    @Test func addressDisplayLines() {
        let address = PostalAddress(
            label: "home", street: "12 Main St\nFlat 2", city: "Springfield", region: "IL",
            postalCode: "62701", country: "USA")
        #expect(address.displayLines == ["12 Main St", "Flat 2", "62701 Springfield", "IL", "USA"])
        #expect(PostalAddress(city: "London").displayLines == ["London"])
    }

    @Test func addressIsEmptyIgnoresLabelAndWhitespace() {
        #expect(PostalAddress(label: "home", street: "  ").isEmpty)
        #expect(!PostalAddress(country: "UK").isEmpty)
    }

    @Test func trimmingWhitespace() {
        #expect(" \t Ada \n".trimmingWhitespace == "Ada")
        #expect("   ".trimmingWhitespace == "")
        #expect("a b".trimmingWhitespace == "a b")
        #expect("\u{A0}Zoë\u{3000}".trimmingWhitespace == "Zoë", "no-break and ideographic spaces are whitespace too")
        #expect("Ada\u{2028}".trimmingWhitespace == "Ada")
        #expect("~Ada!".trimmingWhitespace == "~Ada!")
        #expect("王小明".trimmingWhitespace == "王小明")
        #expect("\u{3000}王小明 ".trimmingWhitespace == "王小明")
        #expect("Zoë\r\n".trimmingWhitespace == "Zoë")
    }

    /// Text is told untrimmed from its first and last bytes only when no white-space scalar
    /// can start or end there: every white-space scalar and its neighbours, at either end.
    @Test func trimmingAgreesWithUnicodesWhiteSpaceAtBothEnds() {
        let spaces = (0...0x3000).compactMap(Unicode.Scalar.init).filter(\.properties.isWhitespace)
        let neighbours = spaces.flatMap { [$0.value - 1, $0.value + 1] }.compactMap(Unicode.Scalar.init)
        let ends = spaces + neighbours + ["a", "é", "Ж", "王", "~"]
        for first in ends {
            for last in ends {
                let text = String(String.UnicodeScalarView([first, "x", last]))
                let expected = String(
                    String.UnicodeScalarView(
                        text.unicodeScalars.drop(while: \.properties.isWhitespace).reversed().drop(while: \.properties.isWhitespace).reversed()))
                #expect(text.trimmingWhitespace == expected, "\(first.value) \(last.value)")
            }
        }
    }

    @Test func whiteSpaceIsUnicodesWhiteSpace() {
        let differing = (0...0x10FFFF).compactMap(Unicode.Scalar.init).filter { $0.isWhiteSpace != $0.properties.isWhitespace }
        #expect(differing.isEmpty, "\(differing.map { String($0.value, radix: 16) })")
    }
}
