import Localization

/// A postal address with its label, in the components vCard's ADR uses.
public struct PostalAddress: Equatable, Sendable, Codable {
    public var label: String
    public var street: String
    public var city: String
    public var region: String
    public var postalCode: String
    public var country: String
    /// vCard's post office box and extended address (apartment, suite): few exporters fill
    /// them, and they are kept apart from the street so that a card goes back as it came.
    public var poBox: String
    public var extendedAddress: String
    /// Keys of this entry the app does not know, written back as they were read.
    public var unknownFields: [String: JSONValue]

    public init(
        label: String = "", street: String = "", city: String = "", region: String = "",
        postalCode: String = "", country: String = "", poBox: String = "", extendedAddress: String = "",
        unknownFields: [String: JSONValue] = [:]
    ) {
        self.label = label
        self.street = street
        self.city = city
        self.region = region
        self.postalCode = postalCode
        self.country = country
        self.poBox = poBox
        self.extendedAddress = extendedAddress
        self.unknownFields = unknownFields
    }

    public var isEmpty: Bool {
        [street, city, region, postalCode, country, poBox, extendedAddress].allSatisfy { $0.trimmingWhitespace.isEmpty }
    }

    /// The address as lines for display: extended address, street lines, PO box, "postal code
    /// city", region, country.
    public var displayLines: [String] {
        let cityLine = [postalCode, city].filter { !$0.isEmpty }.joined(separator: " ")
        // "PO Box 12" as most exporters write it; a bare number gets the words.
        // TRANSLATORS: a post office box's number as an address line, as the country writes it.
        let box = poBox.isEmpty ? [] : [poBox.first?.isNumber == true ? tr("PO Box {number}", ["number": poBox]) : poBox]
        return (extendedAddress.textLines + street.textLines + box + [cityLine, region, country]).filter { !$0.isEmpty }
    }

    package static let knownKeys: Set<String> = [
        "label", "street", "city", "region", "postalCode", "country", "poBox", "extendedAddress",
    ]

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        label = try container.string("label")
        street = try container.string("street")
        city = try container.string("city")
        region = try container.string("region")
        postalCode = try container.string("postalCode")
        country = try container.string("country")
        poBox = try container.string("poBox")
        extendedAddress = try container.string("extendedAddress")
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
        try container.encodeNonEmpty(poBox, "poBox")
        try container.encodeNonEmpty(extendedAddress, "extendedAddress")
    }
}
