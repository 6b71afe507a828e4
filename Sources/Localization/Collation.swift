import Synchronization

/// How names sort where a language's order differs from the accent-blind order every other
/// language gets: Spanish has ñ as a letter of its own, after n ("Ñandú" after "Nuzzo", "Peña" after "Penzo").
/// Read from the locale of collation (LC_ALL, else LC_COLLATE, else LANG), as `sort` reads it.
public enum Collation: Sendable, Equatable {
    case accentBlind
    case spanish

    private static let chosen = Mutex(Collation.accentBlind)
    /// A test's own collation (a task-local, as `Translation.scoped`).
    @TaskLocal public static var scoped: Collation?

    public static var current: Collation { scoped ?? chosen.withLock { $0 } }

    public static func use(_ collation: Collation) {
        chosen.withLock { $0 = collation }
    }

    public init(environment: [String: String]) {
        let locale = ["LC_ALL", "LC_COLLATE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        self = LanguageChoice.bare(locale).prefix { $0 != "_" } == "es" ? .spanish : .accentBlind
    }
}
