import Foundation

/// One contact made of several records of the same person: the person picks between differing
/// single fields; emails, phones, URLs, addresses and tags are united, without repeats.
public enum ContactMerge {
    public enum Field: CaseIterable, Sendable {
        case firstName, lastName, middleName, namePrefix, nameSuffix, formattedName, phoneticFirstName, phoneticLastName
        case nickname, company, department, jobTitle, birthday, anniversary, notes

        public var title: String {
            switch self {
            case .firstName: "First name"
            case .lastName: "Last name"
            case .middleName: "Middle name"
            case .namePrefix: "Prefix"
            case .nameSuffix: "Suffix"
            case .formattedName: "Shown as"
            case .phoneticFirstName: "Phonetic first name"
            case .phoneticLastName: "Phonetic last name"
            case .nickname: "Nickname"
            case .company: "Company"
            case .department: "Department"
            case .jobTitle: "Job title"
            case .birthday: "Birthday"
            case .anniversary: "Anniversary"
            case .notes: "Notes"
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
            case .notes: \.notes
            case .birthday, .anniversary: nil
            }
        }
    }

    public static func value(_ field: Field, of contact: Contact) -> String {
        switch field {
        case .birthday: contact.birthday?.description ?? ""
        case .anniversary: contact.anniversary?.description ?? ""
        default: field.text.map { contact[keyPath: $0] } ?? ""
        }
    }

    /// The single fields that have two different non-empty values: what the person chooses.
    public static func conflicts(_ contacts: [Contact]) -> [Field] {
        Field.allCases.filter { field in Set(contacts.map { value(field, of: $0) }.filter { !$0.isEmpty }).count > 1 }
    }

    /// The contact the merge keeps: the first one's id, the earliest creation time; each single
    /// field from the contact `choices` names, else the first that has one.
    public static func merged(_ contacts: [Contact], choosing choices: [Field: Int] = [:]) -> Contact {
        guard var result = contacts.first else { return Contact() }
        func pick(_ field: Field) -> Contact? {
            if let index = choices[field], contacts.indices.contains(index) { return contacts[index] }
            return contacts.first { !value(field, of: $0).isEmpty }
        }
        for field in Field.allCases {
            if let text = field.text { result[keyPath: text] = pick(field)?[keyPath: text] ?? "" }
        }
        result.birthday = pick(.birthday)?.birthday
        result.anniversary = pick(.anniversary)?.anniversary
        result.phones = united(contacts.flatMap(\.phones)) { MatchKeys.phone($0.value) ?? $0.value }
        result.emails = united(contacts.flatMap(\.emails)) { MatchKeys.email($0.value) }
        result.urls = united(contacts.flatMap(\.urls)) { $0.value.trimmingWhitespace }
        result.addresses = united(contacts.flatMap(\.addresses)) { address in
            [address.street, address.city, address.postalCode, address.country].map(\.folded).joined(separator: "\u{1}")
        }
        result.tags = united(contacts.flatMap(\.tags)) { $0.folded }
        result.favorite = contacts.contains { $0.favorite }
        result.uid = contacts.lazy.compactMap(\.uid).first
        result.createdAt = contacts.map(\.createdAt).min() ?? result.createdAt
        for contact in contacts.dropFirst() {
            result.unknownFields.merge(contact.unknownFields) { mine, _ in mine }
        }
        return result
    }

    /// Each value once, the first spelling kept.
    private static func united<Value>(_ values: [Value], key: (Value) -> String) -> [Value] {
        var seen = Set<String>()
        return values.filter { seen.insert(key($0)).inserted }
    }
}
