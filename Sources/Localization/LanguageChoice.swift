/// Which catalog the environment asks for, read as gettext programs read it: LANGUAGE (a list,
/// "pt_BR:es") first, then the locale of messages (LC_ALL, else LC_MESSAGES, else LANG).
/// LANGUAGE is ignored when that locale is C or POSIX, as gettext ignores it. Each wanted name
/// loses its codeset and modifier ("pt_PT.UTF-8@euro" is "pt_PT"), and then, beyond gettext,
/// a reader of a variant with no catalog gets another of the same language: pt_PT reads pt_BR.
public enum LanguageChoice {
    /// The language names asked for, best first; empty for English (the source text).
    public static func wanted(in environment: [String: String]) -> [String] {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        guard !locale.isEmpty, locale != "C", locale != "POSIX" else { return [] }
        let listed = (environment["LANGUAGE"] ?? "").split(separator: ":").map(String.init).filter { !$0.isEmpty }
        return (listed + [locale]).map(bare)
    }

    /// The first of `wanted` that a catalog in `available` serves: the name itself, its
    /// language alone ("pt" for "pt_PT"), or another variant of that language. English (or C)
    /// in the list before any of them means English: nil.
    public static func pick(_ wanted: [String], from available: Set<String>) -> String? {
        for name in wanted {
            let language = String(name.prefix { $0 != "_" })
            if language == "en" || name == "C" || name == "POSIX" { return nil }
            if available.contains(name) { return name }
            if available.contains(language) { return language }
            if let variant = available.sorted().first(where: { $0.hasPrefix(language + "_") }) { return variant }
        }
        return nil
    }

    /// "pt_PT.UTF-8@euro" as "pt_PT".
    static func bare(_ name: String) -> String {
        String(name.prefix { $0 != "." && $0 != "@" })
    }
}
