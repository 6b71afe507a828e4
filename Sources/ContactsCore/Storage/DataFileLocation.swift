import Foundation

/// Where the book lives when the user does not say: `--file`, then `$CONTACTSBOOK_FILE`, then
/// `$XDG_DATA_HOME/contactsbook/contacts.json`, with `~/.local/share` when XDG_DATA_HOME is unset
/// or relative.
public enum DataFileLocation {
    public static func resolve(explicit: String?, environment: [String: String]) -> String {
        if let explicit, !explicit.isEmpty { return explicit }
        if let fromEnvironment = environment["CONTACTSBOOK_FILE"], !fromEnvironment.isEmpty { return fromEnvironment }
        return folder(environment: environment) + "/contacts.json"
    }

    /// The app's data folder, where the default book lives (and a book of the settings whose
    /// file is named without a folder).
    public static func folder(environment: [String: String]) -> String {
        baseDirectoryOrAccountHome("XDG_DATA_HOME", else: ".local/share", environment: environment) + "/contactsbook"
    }

    /// A base directory of the XDG Base Directory Specification: the value of `variable` when
    /// it is an absolute path (the specification ignores a relative one), else `fallback` in
    /// the home directory; nil when HOME is not an absolute path either.
    static func baseDirectory(_ variable: String, else fallback: String, environment: [String: String]) -> String? {
        if let directory = environment[variable], directory.hasPrefix("/") { return directory }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return home + "/" + fallback
    }

    /// The same, in Foundation's home directory (`NSHomeDirectory`: the password database's,
    /// when it has the user) when HOME is not an absolute path: a book and its settings are
    /// found without it.
    public static func baseDirectoryOrAccountHome(_ variable: String, else fallback: String, environment: [String: String]) -> String {
        baseDirectory(variable, else: fallback, environment: environment) ?? NSHomeDirectory() + "/" + fallback
    }
}
