import Foundation
import Localization

extension Contact: Codable {
    /// The keys of a contact object the model reads; any other is kept as it was.
    package static let knownKeys = Set(
        [
            "id", "firstName", "lastName", "nickname", "company", "jobTitle", "phones", "emails", "urls",
            "addresses", "birthday", "anniversary", "notes", "tags", "favorite", "uid", "extra",
            "createdAt", "updatedAt",
        ] + RareFields.Part.allCases.map(\.key) + RareFields.List.allCases.map(\.key))

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        var fields = Fields(id: try container.decode(UUID.self, forKey: "id"))
        fields.sourceText.id = .init(text: try container.decode(String.self, forKey: "id"), value: fields.id)
        fields.firstName = try container.string("firstName")
        fields.lastName = try container.string("lastName")
        for part in RareFields.Part.allCases { fields.rare[part] = try container.string(AnyCodingKey(stringValue: part.key)) }
        fields.nickname = try container.string("nickname")
        fields.company = try container.string("company")
        fields.jobTitle = try container.string("jobTitle")
        fields.phones = try container.decodeIfPresent([LabeledValue].self, forKey: "phones") ?? []
        fields.emails = try container.decodeIfPresent([LabeledValue].self, forKey: "emails") ?? []
        fields.urls = try container.decodeIfPresent([LabeledValue].self, forKey: "urls") ?? []
        for list in RareFields.List.allCases {
            fields.rare[list] = try container.decodeIfPresent([LabeledValue].self, forKey: AnyCodingKey(stringValue: list.key)) ?? []
        }
        fields.addresses = try container.decodeIfPresent([PostalAddress].self, forKey: "addresses") ?? []
        fields.birthday = try container.decodeIfPresent(PartialDate.self, forKey: "birthday")
        fields.anniversary = try container.decodeIfPresent(PartialDate.self, forKey: "anniversary")
        fields.notes = try container.string("notes")
        fields.tags = try container.decodeIfPresent([String].self, forKey: "tags") ?? []
        fields.favorite = try container.decodeIfPresent(Bool.self, forKey: "favorite") ?? false
        fields.uid = try container.decodeIfPresent(String.self, forKey: "uid")
        fields.extra = try container.decodeIfPresent([String: JSONValue].self, forKey: "extra") ?? [:]
        (fields.createdAt, fields.sourceText.createdAt) = try Self.decodeTimestamp(container, "createdAt")
        (fields.updatedAt, fields.sourceText.updatedAt) = try Self.decodeTimestamp(container, "updatedAt")
        fields.unknownFields = try container.unknownFields(excluding: Self.knownKeys)
        self.init(fields)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeUnknown(unknownFields)
        try container.encode(idText, forKey: "id")
        try container.encodeNonEmpty(firstName, "firstName")
        try container.encodeNonEmpty(lastName, "lastName")
        for part in RareFields.Part.allCases { try container.encodeNonEmpty(rare[part], AnyCodingKey(stringValue: part.key)) }
        try container.encodeNonEmpty(nickname, "nickname")
        try container.encodeNonEmpty(company, "company")
        try container.encodeNonEmpty(jobTitle, "jobTitle")
        try container.encodeNonEmpty(phones, "phones")
        try container.encodeNonEmpty(emails, "emails")
        try container.encodeNonEmpty(urls, "urls")
        try container.encodeNonEmpty(addresses, "addresses")
        for list in RareFields.List.allCases { try container.encodeNonEmpty(rare[list], AnyCodingKey(stringValue: list.key)) }
        try container.encodeIfPresent(birthday, forKey: "birthday")
        try container.encodeIfPresent(anniversary, forKey: "anniversary")
        try container.encodeNonEmpty(notes, "notes")
        try container.encodeNonEmpty(tags, "tags")
        if favorite { try container.encode(true, forKey: "favorite") }
        try container.encodeIfPresent(uid, forKey: "uid")
        if !extra.isEmpty { try container.encode(extra, forKey: "extra") }
        try container.encode(createdAtText, forKey: "createdAt")
        try container.encode(updatedAtText, forKey: "updatedAt")
    }

    /// The id as the file spelled it while it still means the same (else upper-case), and the
    /// times likewise: what both writers (Foundation's and `BookJSONWriter`) write.
    package var idText: String { sourceText.id.flatMap { $0.value == id ? $0.text : nil } ?? id.uuidString }
    package var createdAtText: String { Self.timestampText(createdAt, original: sourceText.createdAt) }
    package var updatedAtText: String { Self.timestampText(updatedAt, original: sourceText.updatedAt) }

    private static func decodeTimestamp(_ container: FlexibleDecodingContainer, _ key: AnyCodingKey) throws -> (Date, SourceText.Spelling<Date>?) {
        guard let text = try container.decodeIfPresent(String.self, forKey: key) else { return (Date(timeIntervalSince1970: 0), nil) }
        guard let date = Timestamp.date(from: text) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container,
                debugDescription: tr("\"{text}\" is not an ISO 8601 timestamp such as 2026-11-22T09:30:00Z", ["text": text]))
        }
        return (date, .init(text: text, value: date))
    }

    private static func timestampText(_ date: Date, original: SourceText.Spelling<Date>?) -> String {
        if let original, original.value == date { return original.text }
        return Timestamp.string(from: date)
    }
}
