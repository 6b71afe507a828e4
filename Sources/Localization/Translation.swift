import Synchronization

/// The catalog every `tr` reads: English until the program chooses one at start (gettext's
/// model: one language for the whole process). A test speaks another language within
/// `Translation.$scoped.withValue(catalog) { ... }`: a task-local, so tests running in
/// parallel never see each other's language.
public enum Translation {
    private static let chosen = Mutex(Catalog.english)
    @TaskLocal public static var scoped: Catalog?

    public static var current: Catalog { scoped ?? chosen.withLock { $0 } }

    public static func use(_ catalog: Catalog) {
        chosen.withLock { $0 = catalog }
    }

    /// `text` with each "{name}" replaced by its value; an unknown name is left as written.
    static func fill(_ text: String, _ values: [String: String]) -> String {
        guard !values.isEmpty, text.contains("{") else { return text }
        var result = ""
        var rest = text[...]
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}"), let value = values[String(rest[rest.index(after: open)..<close])] else {
                result.append("{")
                rest = rest[rest.index(after: open)...]
                continue
            }
            result += value
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// "3,400": digits grouped by threes with the language's separator (a catalog entry).
    public static func grouped(_ value: Int) -> String {
        let separator = tr(",", context: "thousands separator")
        let digits = String(value.magnitude)
        var result = value < 0 ? "-" : ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { result += separator }
            result.append(digit)
        }
        return result
    }
}

/// The translation of `id` in the current language, with "{name}" placeholders filled from
/// `values`. The source must be a literal (a `StaticString`), so the catalog's extractor sees it.
public func tr(_ id: StaticString, _ values: [String: String] = [:]) -> String {
    Translation.fill(Translation.current.text(id.description), values)
}

/// The same for a source that means different things: `context` tells them apart ("May" the
/// month, a key's letter), and translators see it.
public func tr(_ id: StaticString, context: StaticString, _ values: [String: String] = [:]) -> String {
    Translation.fill(Translation.current.text(id.description, context: context.description), values)
}

/// The form of a message with a count that the language's plural rule chooses, with "{count}"
/// filled by the grouped count and any other placeholders from `values`.
public func trn(_ singular: StaticString, _ plural: StaticString, _ count: Int, _ values: [String: String] = [:]) -> String {
    var values = values
    if values["count"] == nil { values["count"] = Translation.grouped(count) }
    return Translation.fill(Translation.current.text(singular.description, plural.description, count: count), values)
}

/// A message marked for the catalog but translated where it is shown (gettext's `N_`), for
/// tables built once, such as the key tables: `text` translates it in the current language.
public struct Message: Sendable, Hashable, CustomStringConvertible {
    public let id: String
    public let context: String?

    public var text: String { Translation.current.text(id, context: context) }
    public var description: String { text }
}

/// Marks `id` for the catalog without translating it yet.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func N_(_ id: StaticString) -> Message {
    Message(id: id.description, context: nil)
}
