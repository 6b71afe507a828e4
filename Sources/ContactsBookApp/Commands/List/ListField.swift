import ContactsCore
import Foundation
import Localization

/// A column of `list --parsable` (`--fields`). The text is tab-separated values, one contact
/// a line, never cut: a field's backslash, tab, line feed and carriage return are written
/// `\\`, `\t`, `\n`, `\r`; a field of several values (emails, phones, URLs, addresses, tags)
/// joins them with `,`, a comma inside a value written `\,` (as vCard escapes text). An
/// address is `street;city;region;postcode;country`, as `--add-address` takes it. Other
/// control characters, C1 controls and bidi overrides are written `\uXXXX` (as JSON writes
/// them), so every value can be read back exactly and none reaches a terminal raw.
public enum ListField: String, CaseIterable, Sendable {
    case id, name, first, last, nickname, company, title, emails, phones, urls, addresses
    case birthday, anniversary, tags, notes, favorite, created, updated, uid
    /// The book's name (`[books.NAME]`); empty for the one book of a settings file without books.
    case book

    /// `--parsable` without `--fields`.
    public static let defaults: [ListField] = [.id, .name, .emails, .phones]

    /// "id,name,emails", or what is wrong with it.
    public static func list(_ text: String) -> Result<[ListField], FieldError> {
        var fields: [ListField] = []
        for word in text.split(separator: ",").map({ String($0).trimmingWhitespace.lowercased() }) {
            guard let field = ListField(rawValue: word) else { return .failure(FieldError(word: word)) }
            fields.append(field)
        }
        return fields.isEmpty ? .failure(FieldError(word: text)) : .success(fields)
    }

    public struct FieldError: Error, Equatable, CustomStringConvertible {
        public let word: String
        public var description: String {
            tr(
                "--fields: \"{word}\" is not a field; use some of {fields}",
                ["word": word, "fields": ListField.allCases.map(\.rawValue).joined(separator: ",")])
        }
    }

    /// The field of a contact (in its book) as TSV text.
    func tsv(_ found: ContactLibrary.Found) -> String {
        let contact = found.contact
        switch self {
        case .book: return Self.escaped(found.book ?? "")
        case .id: return contact.id.uuidString
        case .name: return Self.escaped(contact.displayName)
        case .first: return Self.escaped(contact.firstName)
        case .last: return Self.escaped(contact.lastName)
        case .nickname: return Self.escaped(contact.nickname)
        case .company: return Self.escaped(contact.company)
        case .title: return Self.escaped(contact.jobTitle)
        case .emails: return Self.joined(contact.emails.map(\.value))
        case .phones: return Self.joined(contact.phones.map(\.value))
        case .urls: return Self.joined(contact.urls.map(\.value))
        case .addresses: return Self.joined(contact.addresses.map(\.editText))
        case .birthday: return contact.birthday?.description ?? ""
        case .anniversary: return contact.anniversary?.description ?? ""
        case .tags: return Self.joined(contact.tags)
        case .notes: return Self.escaped(contact.notes)
        case .favorite: return contact.favorite ? "yes" : "no"  // untranslated: machine-readable
        case .created: return Timestamp.string(from: contact.createdAt)
        case .updated: return Timestamp.string(from: contact.updatedAt)
        case .uid: return Self.escaped(contact.uid ?? "")
        }
    }

    static func joined(_ values: [String]) -> String {
        values.filter { !$0.isEmpty }.map { escaped($0).replacingOccurrences(of: ",", with: "\\,") }.joined(separator: ",")
    }

    /// One value on one line: the TSV escapes first, then `\uXXXX` for the other controls.
    static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.value < 0x20 || $0 == "\\" || $0.value >= 0x7F }) else { return text }
        return text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\t", with: "\\t")
            .replacingOccurrences(of: "\r\n", with: "\\r\\n").replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\r")
            .escapingControls
    }
}
