import ContactsCore
import ContactsEngine
import Foundation
import Localization
import TOMLKit

/// What a person can set in `$XDG_CONFIG_HOME/contactsbook/config.toml` (else
/// `~/.config/contactsbook/config.toml`):
///
///     theme = "color"            # or "mono"
///     sort = "last"              # first, company, changed
///     backups = 5                # versions kept in backups/, 0 to 50
///     columns = ["phone", "email"]
///     mouse = true
///
///     [sync]
///     vdir = "~/.contacts/main"  # vdirsyncer's folder for this book
///     command = "vdirsyncer sync contacts"
///
/// A file that is missing is the defaults. A file that is not TOML, or a setting that is
/// unknown or wrong, is named in a problem (where, what, what to do) and that setting keeps its
/// default: never a crash, never a refusal to start.
public struct Settings: Equatable, Sendable {
    public enum Theme: String, CaseIterable, Sendable { case color, mono }
    /// The list's columns after the name.
    public enum Column: String, CaseIterable, Sendable { case phone, email }

    public var theme = Theme.color
    public var sort = ContactSort.lastName
    public var backups = Backups.defaultKept
    public var columns: [Column] = Column.allCases
    public var mouse = true
    public var sync = SyncSettings()
    /// The `[books.NAME]` tables, by name: none means one book (`--file`, else the default).
    public var books: [BookSettings] = []

    /// The `[sync]` section: the vdir this book syncs with, and the command that carries the
    /// vdir to and from the server (its words; never given to a shell).
    public struct SyncSettings: Equatable, Sendable {
        public var vdir: String?
        public var command: [String]?

        public init(vdir: String? = nil, command: [String]? = nil) {
            self.vdir = vdir
            self.command = command
        }
    }

    public init() {}

    public static func path(environment: [String: String]) -> String {
        DataFileLocation.baseDirectoryOrAccountHome("XDG_CONFIG_HOME", else: ".config", environment: environment) + "/contactsbook/config.toml"
    }

    /// The settings in the file, and what was wrong with it.
    public static func load(
        path: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> (settings: Settings, problems: [String]) {
        guard FileManager.default.fileExists(atPath: path) else { return (Settings(), []) }
        guard let data = FileManager.default.contents(atPath: path) else {
            return (Settings(), [tr("{path}: cannot be read; the default settings are used.", ["path": path])])
        }
        return parse(String(decoding: data, as: UTF8.self), path: path, environment: environment)
    }

    /// `environment` says where the default book lives: a book's relative file is beside it.
    public static func parse(
        _ text: String, path: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> (settings: Settings, problems: [String]) {
        var settings = Settings()
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            let at = error.source.begin
            // TRANSLATORS: {problem} is the TOML reader's own words (English).
            let problem = tr(
                "{path}, line {line}, column {column}: {problem}. The default settings are used; fix the file.",
                ["path": path, "line": String(at.line), "column": String(at.column), "problem": error.description])
            return (settings, [problem])
        } catch {
            return (settings, [tr("{path}: {problem}. The default settings are used; fix the file.", ["path": path, "problem": "\(error)"])])
        }
        var problems: [String] = []
        /// A setting of the wrong kind: said whole, per setting (the names and values stay as written in the file).
        func wrong(_ problem: String) {
            problems.append(problem)
        }
        let file = ["path": path]
        for key in table.keys.sorted() {
            let value = table[key]
            switch key {
            case "theme":
                if let theme = value?.string.flatMap(Theme.init(rawValue:)) {
                    settings.theme = theme
                } else {
                    wrong(tr("{path}: theme must be \"color\" or \"mono\"; the default is used.", file))
                }
            case "sort":
                if let sort = value?.string.flatMap(ContactSort.init(rawValue:)) {
                    settings.sort = sort
                } else {
                    wrong(tr("{path}: sort must be \"last\", \"first\", \"company\" or \"changed\"; the default is used.", file))
                }
            case "backups":
                if let count = value?.int, (0...Backups.maximumKept).contains(count) {
                    settings.backups = count
                } else {
                    wrong(
                        tr(
                            "{path}: backups must be a number from 0 to {maximum}; the default is used.",
                            ["path": path, "maximum": String(Backups.maximumKept)]))
                }
            case "columns":
                let names = value?.array.map { Array($0).map(\.string) }
                let columns = names?.compactMap { $0.flatMap(Column.init(rawValue:)) }
                if let names, let columns, columns.count == names.count {
                    settings.columns = columns
                } else {
                    wrong(tr("{path}: columns must be a list of \"phone\" and \"email\"; the default is used.", file))
                }
            case "mouse":
                if let mouse = value?.bool {
                    settings.mouse = mouse
                } else {
                    wrong(tr("{path}: mouse must be true or false; the default is used.", file))
                }
            case "sync":
                if let section = value?.table {
                    settings.sync = parseSync(section, path: path, problems: &problems)
                } else {
                    wrong(tr("{path}: sync must be a [sync] section; the default is used.", file))
                }
            case "books":
                if let section = value?.table {
                    let folder = DataFileLocation.folder(environment: environment)
                    settings.books = parseBooks(section, folder: folder, path: path, problems: &problems)
                } else {
                    wrong(tr("{path}: books must be [books.NAME] sections; the default is used.", file))
                }
            default:
                problems.append(
                    tr(
                        "{path}: unknown setting “{key}” (known: theme, sort, backups, columns, mouse, [sync], [books.NAME]); it is left out.",
                        ["path": path, "key": key]))
            }
        }
        return (settings, problems)
    }

    private static func parseSync(_ table: TOMLTable, path: String, problems: inout [String]) -> SyncSettings {
        var sync = SyncSettings()
        for key in table.keys.sorted() where !readSyncSetting(key, table[key], section: "sync", path: path, into: &sync, problems: &problems) {
            problems.append(tr("{path}: unknown setting “sync.{key}” (known: vdir, command); it is left out.", ["path": path, "key": key]))
        }
        return sync
    }

    /// Reads `vdir` or `command` of a section (`[sync]`, or a book's) into `sync`; false for a
    /// key that is neither.
    static func readSyncSetting(
        _ key: String, _ value: (any TOMLValueConvertible)?, section: String, path: String, into sync: inout SyncSettings,
        problems: inout [String]
    ) -> Bool {
        switch key {
        case "vdir":
            if let vdir = value?.string, !vdir.isEmpty {
                sync.vdir = (vdir as NSString).expandingTildeInPath
            } else {
                problems.append(
                    tr(
                        "{path}: {section}.vdir must be the path of a folder, as a string; sync is off until it is set.",
                        ["path": path, "section": section]))
            }
        case "command":
            let words =
                value?.string.flatMap(SyncCommandRunner.words)
                ?? value?.array.flatMap { array in
                    let words = Array(array).compactMap(\.string)
                    return words.count == array.count ? words : nil
                }
            if let words, !words.isEmpty {
                sync.command = words
            } else {
                problems.append(
                    tr(
                        "{path}: {section}.command must be a command line such as \"vdirsyncer sync contacts\" (or a list of its words); no command is run.",
                        ["path": path, "section": section]))
            }
        default:
            return false
        }
        return true
    }
}
