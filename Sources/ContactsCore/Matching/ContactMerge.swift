import Foundation
import Localization

/// One contact made of several records of the same person: the person picks between differing
/// single fields; emails, phones, URLs, addresses, tags and the labelled lists are united,
/// without repeats.
public enum ContactMerge {
    public enum Field: CaseIterable, Sendable {
        case firstName, lastName, middleName, namePrefix, nameSuffix, formattedName, phoneticFirstName, phoneticLastName
        case nickname, company, department, jobTitle, role, gender, birthday, anniversary, notes, photo, logo
        /// The book the merged contact is kept in, when they are in several shown together.
        case book

        /// The field's name where the person chooses between values (the merge screen).
        public var title: String {
            switch self {
            case .firstName: tr("First name")
            case .lastName: tr("Last name")
            case .middleName: tr("Middle name")
            case .namePrefix: tr("Prefix")
            case .nameSuffix: tr("Suffix")
            case .formattedName: tr("Shown as")
            case .phoneticFirstName: tr("Phonetic first name")
            case .phoneticLastName: tr("Phonetic last name")
            case .nickname: tr("Nickname")
            case .company: tr("Company")
            case .department: tr("Department")
            case .jobTitle: tr("Job title")
            case .role: tr("Role")
            case .gender: tr("Gender")
            case .birthday: tr("Birthday")
            case .anniversary: tr("Anniversary")
            case .notes: tr("Notes")
            case .photo: tr("Photo")
            case .logo: tr("Logo")
            case .book: tr("Book")
            }
        }

        /// The contact's text field; nil for the dates.
        var text: WritableKeyPath<Contact, String>? {
            switch self {
            case .firstName: \.firstName
            case .lastName: \.lastName
            case .middleName: \.middleName
            case .namePrefix: \.namePrefix
            case .nameSuffix: \.nameSuffix
            case .formattedName: \.formattedName
            case .phoneticFirstName: \.phoneticFirstName
            case .phoneticLastName: \.phoneticLastName
            case .nickname: \.nickname
            case .company: \.company
            case .department: \.department
            case .jobTitle: \.jobTitle
            case .role: \.role
            case .gender: \.gender
            case .notes: \.notes
            case .photo: \.photo
            case .logo: \.logo
            case .birthday, .anniversary, .book: nil
            }
        }
    }

    public static func value(_ field: Field, of contact: Contact) -> String {
        switch field {
        case .birthday: contact.birthday?.description ?? ""
        case .anniversary: contact.anniversary?.description ?? ""
        case .book: contact.book ?? ""
        default: field.text.map { contact[keyPath: $0] } ?? ""
        }
    }

    /// The single fields that have two different non-empty values: what the person chooses.
    public static func conflicts(_ contacts: [Contact]) -> [Field] {
        Field.allCases.filter { field in Set(contacts.map { value(field, of: $0) }.filter { !$0.isEmpty }).count > 1 }
    }

    /// The contact the merge keeps: the oldest one's id and creation time (the first one's when
    /// none is older); each single field from the contact `choices` names, else the first that
    /// has one; every entry, tag and kept property of all of them.
    public static func merged(_ contacts: [Contact], choosing choices: [Field: Int] = [:]) -> Contact {
        guard var result = contacts.min(by: { $0.createdAt < $1.createdAt }) else { return Contact() }
        func pick(_ field: Field) -> Contact? {
            if let index = choices[field], contacts.indices.contains(index) { return contacts[index] }
            return contacts.first { !value(field, of: $0).isEmpty }
        }
        for field in Field.allCases {
            if let text = field.text { result[keyPath: text] = pick(field)?[keyPath: text] ?? "" }
        }
        result.birthday = pick(.birthday)?.birthday
        result.anniversary = pick(.anniversary)?.anniversary
        result.book = pick(.book)?.book ?? result.book
        let entries = entries(of: contacts) { _ in }
        (result.phones, result.emails, result.urls, result.addresses, result.tags) = (
            entries.phones, entries.emails, entries.urls, entries.addresses, entries.tags
        )
        for ((list, _), united) in zip(labelledLists, entries.lists) { result[keyPath: list] = united }
        result.favorite = contacts.contains { $0.favorite }
        result.uid = contacts.lazy.compactMap(\.uid).first
        for contact in contacts where contact.id != result.id {
            result.unknownFields.merge(contact.unknownFields) { mine, _ in mine }
            result.extra.merge(contact.extra) { mine, theirs in
                // Kept vCard lines and the like: all of them, each once.
                guard case .array(let kept) = mine, case .array(let more) = theirs else { return mine }
                return .array(kept + more.filter { !kept.contains($0) })
            }
        }
        return result
    }

    /// A value the merged contact holds in another spelling: "030 555 0199" as "+49 30 555 0199".
    public struct Unification: Equatable, Sendable {
        public let field: String
        public let dropped: String
        public let kept: String
    }

    /// Each value the merge writes in another of its spellings, for the person to see first.
    public static func unifications(_ contacts: [Contact]) -> [Unification] {
        var unifications: [Unification] = []
        _ = entries(of: contacts) { unification in
            if unification.dropped != unification.kept { unifications.append(unification) }
        }
        return unifications
    }

    /// The rarely filled labelled lists, and what one entry is called.
    private static let labelledLists: [(WritableKeyPath<Contact, [LabeledValue]> & Sendable, Message)] = [
        (\.related, N_("Related")), (\.profiles, N_("Profile")), (\.dates, N_("Date")), (\.organizations, N_("Organisation")),
    ]

    /// The entries of all the contacts, each once, and each spelling left out told to `note`.
    private static func entries(of contacts: [Contact], note: @escaping (Unification) -> Void) -> (
        phones: [LabeledValue], emails: [LabeledValue], urls: [LabeledValue], addresses: [PostalAddress], tags: [String],
        lists: [[LabeledValue]]
    ) {
        func entry(_ field: String) -> (LabeledValue, LabeledValue) -> Void {
            { note(Unification(field: field, dropped: $0.value, kept: $1.value)) }
        }
        let place = { (address: PostalAddress) in address.displayLines.joined(separator: ", ") }
        return (
            fullest(contacts.flatMap(\.phones), note: entry(tr("Phone"))),
            united(contacts.flatMap(\.emails), key: { MatchKeys.email($0.value) }, note: entry(tr("Email"))),
            united(contacts.flatMap(\.urls), key: { $0.value.trimmingWhitespace }, note: entry(tr("URL"))),
            united(
                contacts.flatMap(\.addresses),
                key: { [$0.poBox, $0.extendedAddress, $0.street, $0.city, $0.postalCode, $0.country].map(\.folded).joined(separator: "\u{1}") },
                note: { note(Unification(field: tr("Address"), dropped: place($0), kept: place($1))) }),
            united(contacts.flatMap(\.tags), key: { $0.folded }, note: { note(Unification(field: tr("Tag"), dropped: $0, kept: $1)) }),
            labelledLists.map { list, name in
                united(contacts.flatMap { $0[keyPath: list] }, key: { $0.label.folded + "\u{1}" + $0.value.folded }, note: entry(name.text))
            }
        )
    }

    /// One phone a number: two spellings of it ("030 555 0199", "+49 30 555 0199") keep the
    /// fuller one (the most digits, a country code over none) in the place of the first.
    static func fullest(_ phones: [LabeledValue], note: (LabeledValue, LabeledValue) -> Void) -> [LabeledValue] {
        var result: [LabeledValue] = []
        var places: [String: Int] = [:]
        func fullness(_ phone: LabeledValue) -> (Int, Int) {
            (phone.value.digits.count, phone.value.trimmingWhitespace.hasPrefix("+") ? 1 : 0)
        }
        for phone in phones {
            let key = MatchKeys.phone(phone.value) ?? phone.value
            guard let place = places[key] else {
                places[key] = result.count
                result.append(phone)
                continue
            }
            // The fuller spelling is kept, and a label either spelling has: "mobile" on the
            // shorter one is not lost to an unlabelled fuller one.
            if fullness(phone) > fullness(result[place]) {
                note(result[place], phone)
                result[place].value = phone.value
            } else {
                note(phone, result[place])
            }
            if ["", "other"].contains(result[place].label.lowercased()) && !phone.label.isEmpty { result[place].label = phone.label }
        }
        return result
    }

    /// Each value once, the first spelling kept; each one left out told to `note` with it.
    private static func united<Value>(_ values: [Value], key: (Value) -> String, note: (Value, Value) -> Void) -> [Value] {
        var kept: [String: Value] = [:]
        return values.filter { value in
            let key = key(value)
            guard let first = kept[key] else {
                kept[key] = value
                return true
            }
            note(value, first)
            return false
        }
    }
}
