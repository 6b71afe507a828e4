/// The translations of one language, as a compiled gettext catalog (.mo) holds them: each
/// message's forms under its key, and the language's rule for choosing a plural form.
/// An empty catalog is English: every lookup gives the source text back.
public struct Catalog: Sendable {
    /// The language the catalog is for ("pt_BR", "es"); "en" for the source text.
    public let language: String
    /// Translated forms by key: the msgid, or "context\u{4}msgid" (gettext's separator).
    let entries: [String: [String]]
    let plural: PluralRule

    public static let english = Catalog(language: "en", entries: [:], plural: .english)

    init(language: String, entries: [String: [String]], plural: PluralRule) {
        self.language = language
        self.entries = entries
        self.plural = plural
    }

    /// How many messages are translated (the header not counted).
    public var count: Int { entries.count }

    /// The translation of `id`, else `id` itself.
    func text(_ id: String, context: String? = nil) -> String {
        guard let form = entries[Self.key(id, context)]?.first, !form.isEmpty else { return id }
        return form
    }

    /// The form for `count` of a message with a plural, else English's choice of the two.
    func text(_ singular: String, _ plural: String, count: Int, context: String? = nil) -> String {
        let english = count == 1 ? singular : plural
        guard let forms = entries[Self.key(singular, context)] else { return english }
        let index = self.plural.form(for: count)
        guard index < forms.count, !forms[index].isEmpty else { return english }
        return forms[index]
    }

    static func key(_ id: String, _ context: String?) -> String {
        context.map { $0 + "\u{4}" + id } ?? id
    }
}
