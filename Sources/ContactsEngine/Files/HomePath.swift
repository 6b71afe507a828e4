import Foundation

/// The home folder as the shell knows it: $HOME, and the account's entry only when HOME is
/// unset. Foundation's `expandingTildeInPath` reads the account's entry, which wrote into the
/// wrong folder whenever HOME pointed elsewhere (sudo -E, a container, a test).
public enum HomePath {
    public static func home(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let home = environment["HOME"], !home.isEmpty { return home }
        return NSHomeDirectory()
    }

    /// `~` and `~/...` with `home`; `~name/...` as Foundation reads it; any other path as it is.
    public static func expandingTilde(_ path: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        guard path.hasPrefix("~") else { return path }
        guard path == "~" || path.hasPrefix("~/") else { return (path as NSString).expandingTildeInPath }
        return home(environment: environment) + path.dropFirst()
    }
}
