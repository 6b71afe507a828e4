/// Where the book lives when the user does not say: `--file`, then `$CONTACTSBOOK_FILE`, then
/// `$XDG_DATA_HOME/contactsbook/contacts.json`, with `~/.local/share` when XDG_DATA_HOME is unset.
public enum DataFileLocation {
    public static func resolve(explicit: String?, environment: [String: String]) -> String {
        if let explicit, !explicit.isEmpty { return explicit }
        if let fromEnvironment = environment["CONTACTSBOOK_FILE"], !fromEnvironment.isEmpty { return fromEnvironment }
        let dataHome: String
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            dataHome = xdg
        } else {
            dataHome = (environment["HOME"] ?? "") + "/.local/share"
        }
        return dataHome + "/contactsbook/contacts.json"
    }

    /// Where books' indexes are kept (`BookIndex`): `$XDG_CACHE_HOME/contactsbook/index`, with
    /// `~/.cache` when XDG_CACHE_HOME is unset; nil without a home.
    public static func indexDirectory(environment: [String: String]) -> String? {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg + "/contactsbook/index" }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return home + "/.cache/contactsbook/index"
    }
}
