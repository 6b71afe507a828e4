/// One phone number, email address or URL with its label ("mobile", "home", "work" or typed).
public struct LabeledValue: Equatable, Sendable, Codable {
    public var label: String
    public var value: String
    /// Keys of this entry the app does not know, written back as they were read.
    public var unknownFields: [String: JSONValue]

    public init(label: String, value: String, unknownFields: [String: JSONValue] = [:]) {
        self.label = label
        self.value = value
        self.unknownFields = unknownFields
    }

    package static let knownKeys: Set<String> = ["label", "value"]

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        label = try container.string("label")
        value = try container.string("value")
        unknownFields = try container.unknownFields(excluding: Self.knownKeys)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeUnknown(unknownFields)
        try container.encodeNonEmpty(label, "label")
        try container.encode(value, forKey: "value")
    }
}
