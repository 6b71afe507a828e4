import ContactsCore
import ContactsEngine
import Foundation
import PropertyBased
import Testing

/// Random contacts with random Unicode (accents, CJK, emoji, combining marks, and every
/// character the formats treat specially) survive export and import unchanged.
@Suite struct RoundTripPropertyTests {
    /// Characters that stress the writers: separators, escapes, quotes, line breaks, and text
    /// in several scripts and widths.
    static let pool: [Character] = Array("aZ09 ;,:\\\"'=+-@\t\nÅéßøЖжΩ王小明さくら한🍕👍🏽e\u{301}·") + ["\u{1F469}\u{200D}\u{1F467}"]

    static let text = Gen<Character?>.element(of: pool).compactMap { $0 }.string(of: 0...12)
    static let word = Gen<Character?>.element(of: Array("abcXYZéΩ王")).compactMap { $0 }.string(of: 1...6)
    static let email = zip(word, word).map { local, domain in "\(local)@\(domain).example" }
    static let phone = Gen<Character?>.element(of: Array("0123456789 +-()")).compactMap { $0 }.string(of: 1...15)
        .map { "1" + $0 }

    static let contact = zip(text, text, text, text, text, email.array(of: 0...3), phone.array(of: 0...3), word.array(of: 0...3))
        .map { first, last, nickname, company, notes, emails, phones, tags in
            Contact(
                firstName: first.trimmingCharacters(in: .whitespacesAndNewlines),
                lastName: last.trimmingCharacters(in: .whitespacesAndNewlines) + "X",
                nickname: nickname.trimmingCharacters(in: .whitespacesAndNewlines), company: company.trimmingCharacters(in: .whitespacesAndNewlines),
                phones: phones.map { LabeledValue(label: "mobile", value: $0.trimmingCharacters(in: .whitespaces)) },
                emails: emails.map { LabeledValue(label: "work", value: $0) },
                notes: notes, tags: Array(Set(tags)).sorted())
        }

    /// The name's other parts and the department; the name as written never reads as first and
    /// last (a reader keeps it only when it says more).
    static let named = zip(contact, text, text, text, text, text, text).map { contact, middle, prefix, suffix, shown, phonetic, department in
        var contact = contact
        let trimmed = { (text: String) in text.trimmingCharacters(in: .whitespacesAndNewlines) }
        (contact.middleName, contact.namePrefix, contact.nameSuffix) = (trimmed(middle), trimmed(prefix), trimmed(suffix))
        (contact.formattedName, contact.phoneticFirstName, contact.department) = (
            trimmed("Shown: " + trimmed(shown)), trimmed(phonetic), trimmed(department)
        )
        return contact
    }

    /// Every field: the name's parts, and the rarely filled role, gender and labelled lists.
    static let wide = zip(named, text, text, zip(word, text).array(of: 0...2), zip(word, text).array(of: 0...2)).map {
        contact, role, gender, people, profiles in
        var contact = contact
        let trimmed = { (text: String) in text.trimmingCharacters(in: .whitespacesAndNewlines) }
        (contact.role, contact.gender) = (trimmed(role), trimmed(gender))
        contact.related = people.map { LabeledValue(label: $0, value: trimmed($1) + "X") }
        contact.profiles = profiles.map { LabeledValue(label: $0.lowercased(), value: "h" + trimmed($1)) }
        contact.organizations = people.map { LabeledValue(label: trimmed($1), value: $0 + " Ltd") }
        contact.dates = people.indices.map { LabeledValue(label: "day \($0)", value: "--0\($0 + 1)-1\($0)") }
        contact.addresses = people.map { label, text in
            PostalAddress(
                label: label.lowercased(), street: trimmed(text) + "X", city: trimmed(role), poBox: trimmed(gender), extendedAddress: trimmed(text))
        }
        if !people.isEmpty { (contact.photo, contact.logo) = ("data:image/png;base64,iVBORw0KGgo=", "https://example.org/\(people.count).png") }
        return contact
    }

    static func expectSameNames(_ back: Contact?, _ original: Contact, _ format: String, formatted: Bool = true) {
        #expect(back?.middleName == original.middleName, "\(format)")
        #expect(back?.namePrefix == original.namePrefix && back?.nameSuffix == original.nameSuffix, "\(format)")
        #expect(back?.phoneticFirstName == original.phoneticFirstName, "\(format)")
        #expect(back?.department == original.department, "\(format)")
        if formatted { #expect(back?.formattedName == original.formattedName, "\(format)") }
    }

    static func expectSameWide(_ back: Contact?, _ original: Contact, _ format: String) {
        #expect(back?.role == original.role && back?.gender == original.gender, "\(format)")
        #expect(back?.organizations == original.organizations, "\(format)")
        #expect(back?.related == original.related, "\(format)")
        #expect(back?.profiles == original.profiles, "\(format)")
        #expect(back?.dates == original.dates, "\(format)")
        #expect(back?.photo == original.photo && back?.logo == original.logo, "\(format)")
        #expect(back?.addresses == original.addresses, "\(format)")
    }

    static func expectSame(_ back: Contact?, _ original: Contact, _ format: String) {
        guard let back else {
            Issue.record("\(format): the contact was lost")
            return
        }
        #expect(back.firstName == original.firstName, "\(format)")
        #expect(back.lastName == original.lastName, "\(format)")
        #expect(back.nickname == original.nickname, "\(format)")
        #expect(back.company == original.company, "\(format)")
        #expect(back.emails == original.emails, "\(format)")
        #expect(back.phones == original.phones, "\(format)")
        #expect(back.tags == original.tags, "\(format)")
    }

    @Test func vCardRoundTrips() async {
        await propertyCheck(count: 300, input: Self.wide) { contact in
            for version in VCardWriter.Version.allCases {
                let back = VCardReader.read(VCardWriter.write([contact], version: version))
                Self.expectSame(back.contacts.first, contact, "vCard \(version.rawValue)")
                Self.expectSameNames(back.contacts.first, contact, "vCard \(version.rawValue)")
                Self.expectSameWide(back.contacts.first, contact, "vCard \(version.rawValue)")
                #expect(back.contacts.first?.notes == contact.notes)
            }
        }
    }

    @Test func csvRoundTrips() async throws {
        await propertyCheck(count: 300, input: Self.wide) { contact in
            for layout in [CSVLayout.generic, .google] {
                let data = ContactCSVWriter.write([contact], layout: layout)
                let back = try Interchange.read(data, format: .csv, path: "random.csv")
                Self.expectSame(back.contacts.first, contact, "CSV \(layout)")
                Self.expectSameNames(back.contacts.first, contact, "CSV \(layout)", formatted: layout == .generic)
                if layout == .generic { Self.expectSameWide(back.contacts.first, contact, "CSV \(layout)") }
                // Google writes people and dates, and reads its labels in lower case.
                let lowered = { (entries: [LabeledValue]?) in entries?.map { LabeledValue(label: $0.label.lowercased(), value: $0.value) } }
                #expect(lowered(back.contacts.first?.related) == lowered(contact.related) && back.contacts.first?.dates == contact.dates)
                #expect(back.contacts.first?.notes == contact.notes)
            }
        }
    }
}
