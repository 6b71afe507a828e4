/// A coding key made from any string: lets each model type read its known keys by name and
/// collect every other key into `unknownFields`, so nothing in the file is dropped on rewrite.
struct AnyCodingKey: CodingKey, ExpressibleByStringLiteral, Hashable {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
    init(stringLiteral value: String) { self.stringValue = value }
}

typealias FlexibleDecodingContainer = KeyedDecodingContainer<AnyCodingKey>
typealias FlexibleEncodingContainer = KeyedEncodingContainer<AnyCodingKey>

extension KeyedDecodingContainer where Key == AnyCodingKey {
    /// Every key not in `known`, kept as raw JSON.
    func unknownFields(excluding known: Set<String>) throws -> [String: JSONValue] {
        var fields: [String: JSONValue] = [:]
        for key in allKeys where !known.contains(key.stringValue) {
            fields[key.stringValue] = try decode(JSONValue.self, forKey: key)
        }
        return fields
    }

    func string(_ key: AnyCodingKey) throws -> String {
        try decodeIfPresent(String.self, forKey: key) ?? ""
    }
}

extension KeyedEncodingContainer where Key == AnyCodingKey {
    mutating func encodeUnknown(_ fields: [String: JSONValue]) throws {
        for (key, value) in fields { try encode(value, forKey: AnyCodingKey(stringValue: key)) }
    }

    /// Empty optional text is left out of the file, as the format allows.
    mutating func encodeNonEmpty(_ value: String, _ key: AnyCodingKey) throws {
        if !value.isEmpty { try encode(value, forKey: key) }
    }

    mutating func encodeNonEmpty<T: Encodable>(_ values: [T], _ key: AnyCodingKey) throws {
        if !values.isEmpty { try encode(values, forKey: key) }
    }
}
