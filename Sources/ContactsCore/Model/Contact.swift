import Foundation

/// One person or organisation in the book, as stored in the JSON file.
public struct Contact: Identifiable, Equatable, Sendable {
    public typealias ID = UUID

    public var id: ID
    public var firstName: String
    public var lastName: String
    public var nickname: String
    public var company: String
    public var jobTitle: String
    public var phones: [LabeledValue]
    public var emails: [LabeledValue]
    public var urls: [LabeledValue]
    public var addresses: [PostalAddress]
    public var birthday: PartialDate?
    public var anniversary: PartialDate?
    public var notes: String
    public var tags: [String]
    public var favorite: Bool
    /// The identifier another system gave this contact, when it is not a UUID (vCard UID).
    public var uid: String?
    /// Properties from other formats the model has no field for, kept for the round trip.
    public var extra: [String: JSONValue]
    public var createdAt: Date
    public var updatedAt: Date
    /// Keys of this contact the app does not know, written back as they were read.
    public var unknownFields: [String: JSONValue]
    /// How the file spelled the id and times, written back while they still mean the same.
    var sourceText = SourceText()

    public init(
        id: ID = UUID(), firstName: String = "", lastName: String = "", nickname: String = "",
        company: String = "", jobTitle: String = "", phones: [LabeledValue] = [],
        emails: [LabeledValue] = [], urls: [LabeledValue] = [], addresses: [PostalAddress] = [],
        birthday: PartialDate? = nil, anniversary: PartialDate? = nil, notes: String = "",
        tags: [String] = [], favorite: Bool = false, uid: String? = nil,
        extra: [String: JSONValue] = [:], createdAt: Date = Date(timeIntervalSince1970: 0),
        updatedAt: Date = Date(timeIntervalSince1970: 0), unknownFields: [String: JSONValue] = [:]
    ) {
        self.id = id
        self.firstName = firstName
        self.lastName = lastName
        self.nickname = nickname
        self.company = company
        self.jobTitle = jobTitle
        self.phones = phones
        self.emails = emails
        self.urls = urls
        self.addresses = addresses
        self.birthday = birthday
        self.anniversary = anniversary
        self.notes = notes
        self.tags = tags
        self.favorite = favorite
        self.uid = uid
        self.extra = extra
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.unknownFields = unknownFields
    }
}

extension Contact {
    /// "First Last"; else the nickname, the company, the first email; never empty.
    public var displayName: String {
        let fullName = [firstName, lastName].map(\.trimmingWhitespace).filter { !$0.isEmpty }.joined(separator: " ")
        for candidate in [fullName, nickname.trimmingWhitespace, company.trimmingWhitespace, emails.first?.value ?? ""]
        where !candidate.isEmpty {
            return candidate
        }
        return "(no name)"
    }

    public var primaryPhone: String? { phones.first { !$0.value.isEmpty }?.value }
    public var primaryEmail: String? { emails.first { !$0.value.isEmpty }?.value }

    /// Sorts by last name, then first name, then company, on folded text (case and accents
    /// ignored); a contact without a last name sorts by what stands in for it in its display name.
    public var sortKey: String {
        let last = lastName.trimmingWhitespace
        let primary = last.isEmpty ? displayName : last
        return [primary, firstName, company].map(\.folded).joined(separator: "\u{1}")
    }
}

/// The original spelling of values that have several (a lowercase UUID, a timestamp with an
/// offset), so a save does not rewrite contacts the user never touched. It never makes two
/// contacts unequal: equality is about the data, not its spelling.
struct SourceText: Equatable, Sendable {
    var id: String?
    var createdAt: String?
    var updatedAt: String?

    static func == (lhs: SourceText, rhs: SourceText) -> Bool { true }
}

extension Contact: Codable {
    private static let knownKeys: Set<String> = [
        "id", "firstName", "lastName", "nickname", "company", "jobTitle", "phones", "emails", "urls",
        "addresses", "birthday", "anniversary", "notes", "tags", "favorite", "uid", "extra",
        "createdAt", "updatedAt",
    ]

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        id = try container.decode(UUID.self, forKey: "id")
        sourceText.id = try container.decode(String.self, forKey: "id")
        firstName = try container.string("firstName")
        lastName = try container.string("lastName")
        nickname = try container.string("nickname")
        company = try container.string("company")
        jobTitle = try container.string("jobTitle")
        phones = try container.decodeIfPresent([LabeledValue].self, forKey: "phones") ?? []
        emails = try container.decodeIfPresent([LabeledValue].self, forKey: "emails") ?? []
        urls = try container.decodeIfPresent([LabeledValue].self, forKey: "urls") ?? []
        addresses = try container.decodeIfPresent([PostalAddress].self, forKey: "addresses") ?? []
        birthday = try container.decodeIfPresent(PartialDate.self, forKey: "birthday")
        anniversary = try container.decodeIfPresent(PartialDate.self, forKey: "anniversary")
        notes = try container.string("notes")
        tags = try container.decodeIfPresent([String].self, forKey: "tags") ?? []
        favorite = try container.decodeIfPresent(Bool.self, forKey: "favorite") ?? false
        uid = try container.decodeIfPresent(String.self, forKey: "uid")
        extra = try container.decodeIfPresent([String: JSONValue].self, forKey: "extra") ?? [:]
        (createdAt, sourceText.createdAt) = try Self.decodeTimestamp(container, "createdAt")
        (updatedAt, sourceText.updatedAt) = try Self.decodeTimestamp(container, "updatedAt")
        unknownFields = try container.unknownFields(excluding: Self.knownKeys)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeUnknown(unknownFields)
        try container.encode(sourceText.id.flatMap { UUID(uuidString: $0) == id ? $0 : nil } ?? id.uuidString, forKey: "id")
        try container.encodeNonEmpty(firstName, "firstName")
        try container.encodeNonEmpty(lastName, "lastName")
        try container.encodeNonEmpty(nickname, "nickname")
        try container.encodeNonEmpty(company, "company")
        try container.encodeNonEmpty(jobTitle, "jobTitle")
        try container.encodeNonEmpty(phones, "phones")
        try container.encodeNonEmpty(emails, "emails")
        try container.encodeNonEmpty(urls, "urls")
        try container.encodeNonEmpty(addresses, "addresses")
        try container.encodeIfPresent(birthday, forKey: "birthday")
        try container.encodeIfPresent(anniversary, forKey: "anniversary")
        try container.encodeNonEmpty(notes, "notes")
        try container.encodeNonEmpty(tags, "tags")
        if favorite { try container.encode(true, forKey: "favorite") }
        try container.encodeIfPresent(uid, forKey: "uid")
        if !extra.isEmpty { try container.encode(extra, forKey: "extra") }
        try container.encode(Self.timestampText(createdAt, original: sourceText.createdAt), forKey: "createdAt")
        try container.encode(Self.timestampText(updatedAt, original: sourceText.updatedAt), forKey: "updatedAt")
    }

    private static func decodeTimestamp(_ container: FlexibleDecodingContainer, _ key: AnyCodingKey) throws -> (Date, String?) {
        guard let text = try container.decodeIfPresent(String.self, forKey: key) else { return (Date(timeIntervalSince1970: 0), nil) }
        guard let date = Timestamp.date(from: text) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container,
                debugDescription: "\"\(text)\" is not an ISO 8601 timestamp such as 2026-11-22T09:30:00Z")
        }
        return (date, text)
    }

    private static func timestampText(_ date: Date, original: String?) -> String {
        if let original, Timestamp.date(from: original) == date { return original }
        return Timestamp.string(from: date)
    }
}
