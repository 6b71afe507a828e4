/// A postal address with its label, in the components vCard's ADR uses.
public struct PostalAddress: Equatable, Sendable, Codable {
    public var label: String
    public var street: String
    public var city: String
    public var region: String
    public var postalCode: String
    public var country: String
    /// Keys of this entry the app does not know, written back as they were read.
    public var unknownFields: [String: JSONValue]

    public init(
        label: String = "", street: String = "", city: String = "", region: String = "",
        postalCode: String = "", country: String = "", unknownFields: [String: JSONValue] = [:]
    ) {
        self.label = label
        self.street = street
        self.city = city
        self.region = region
        self.postalCode = postalCode
        self.country = country
        self.unknownFields = unknownFields
    }

    public var isEmpty: Bool {
        [street, city, region, postalCode, country].allSatisfy { $0.trimmingWhitespace.isEmpty }
    }

    /// The address as lines for display: street lines, "postal code city", region, country.
    public var displayLines: [String] {
        let cityLine = [postalCode, city].filter { !$0.isEmpty }.joined(separator: " ")
        return (street.textLines + [cityLine, region, country]).filter { !$0.isEmpty }
    }

    package static let knownKeys: Set<String> = ["label", "street", "city", "region", "postalCode", "country"]

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        label = try container.string("label")
        street = try container.string("street")
        city = try container.string("city")
        region = try container.string("region")
        postalCode = try container.string("postalCode")
        country = try container.string("country")
        unknownFields = try container.unknownFields(excluding: Self.knownKeys)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeUnknown(unknownFields)
        try container.encodeNonEmpty(label, "label")
        try container.encodeNonEmpty(street, "street")
        try container.encodeNonEmpty(city, "city")
        try container.encodeNonEmpty(region, "region")
        try container.encodeNonEmpty(postalCode, "postalCode")
        try container.encodeNonEmpty(country, "country")
    }
}
