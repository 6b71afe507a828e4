import Foundation

/// Where the compiled catalogs are, gettext's layout: DIR/LANGUAGE/LC_MESSAGES/contactsbook.mo.
/// DIR is CONTACTSBOOK_LOCALEDIR when set (`make run` and the tests point it at the tree's
/// catalogs), else share/locale beside the program's bin folder (where `make install` puts them).
public enum CatalogFiles {
    public static let domain = "contactsbook"

    /// The catalog the environment asks for, English when none is asked for or found, and what
    /// went wrong when the one found cannot be read (the program says it and goes on in English).
    public static func load(environment: [String: String], executable: String) -> (catalog: Catalog, problem: String?) {
        let wanted = LanguageChoice.wanted(in: environment)
        guard !wanted.isEmpty else { return (.english, nil) }
        let directory = directory(environment: environment, executable: executable)
        guard let language = LanguageChoice.pick(wanted, from: available(in: directory)) else { return (.english, nil) }
        let path = file(for: language, in: directory)
        guard let data = FileManager.default.contents(atPath: path) else { return (.english, "\(path) cannot be read") }
        do {
            return (try Catalog(compiled: Array(data), language: language), nil)
        } catch {
            return (.english, "\(path): \(error)")
        }
    }

    public static func directory(environment: [String: String], executable: String) -> String {
        if let set = environment["CONTACTSBOOK_LOCALEDIR"], !set.isEmpty { return set }
        let bin = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        return bin.deletingLastPathComponent().appendingPathComponent("share/locale").path
    }

    public static func file(for language: String, in directory: String) -> String {
        "\(directory)/\(language)/LC_MESSAGES/\(domain).mo"
    }

    /// The languages with a catalog in `directory`.
    static func available(in directory: String) -> Set<String> {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return Set(names.filter { FileManager.default.fileExists(atPath: file(for: $0, in: directory)) })
    }
}
