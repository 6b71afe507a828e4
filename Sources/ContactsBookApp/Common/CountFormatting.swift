import Localization

/// "1 contact", "3.400 contatos": thousands grouped with the language's separator (msgctxt
/// "thousands separator" in the catalog, "," in English) whatever the C library's locale, so
/// headers read the same in every terminal and in tests; the noun takes the language's plural.
enum CountFormatting {
    static func grouped(_ value: Int) -> String {
        Translation.grouped(value)
    }

    static func contacts(_ count: Int) -> String {
        trn("{count} contact", "{count} contacts", count)
    }
}
