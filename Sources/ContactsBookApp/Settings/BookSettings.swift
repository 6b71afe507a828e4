import ContactsCore
import Foundation
import Localization
import TOMLKit

/// One address book of several, from a `[books.NAME]` table of the settings file:
///
///     [books.personal]
///     file = "personal.json"          # beside the default book unless absolute or ~
///     default = true                  # where new contacts go
///     vdir = "~/.contacts/personal"   # its CardDAV collection through vdirsyncer
///     command = "vdirsyncer sync personal"
///
///     [books."Chess club"]
///     file = "~/shared/chess.json"
///
/// Each book is one JSON file, exactly as a single book is. With no `[books]` table nothing
/// changes: `--file` and `CONTACTSBOOK_FILE` still name the one book.
public struct BookSettings: Equatable, Sendable {
    /// As written in the table's header: any text (spaces, any script), matched exactly.
    public var name: String
    /// The book's file, absolute.
    public var file: String
    public var sync = Settings.SyncSettings()
    /// New contacts go to this book.
    public var isDefault = false

    public init(name: String, file: String, sync: Settings.SyncSettings = .init(), isDefault: Bool = false) {
        (self.name, self.file, self.sync, self.isDefault) = (name, file, sync, isDefault)
    }
}

extension Settings {
    /// The book new contacts go to: the one marked `default = true` (else the first by name).
    public var defaultBook: BookSettings? { books.first(where: \.isDefault) ?? books.first }

    /// The book of that exact name.
    public func book(named name: String) -> BookSettings? { books.first { $0.name == name } }

    /// The `[books]` tables, by name. A book without a file, or naming a file another book
    /// already names, is left out and said; so is a second default (the first by name stays).
    /// A relative file is in `folder`, where the default book lives.
    static func parseBooks(_ table: TOMLTable, folder: String, path: String, problems: inout [String]) -> [BookSettings] {
        var books: [BookSettings] = []
        for name in table.keys.sorted() {
            let section = "books.\(Self.quotedKey(name))"
            guard !name.trimmingWhitespace.isEmpty, let entries = table[name]?.table else {
                problems.append(
                    tr(
                        "{path}: {section} must be a [{section}] section with a name and its file; it is left out.",
                        ["path": path, "section": section]))
                continue
            }
            var book = BookSettings(name: name, file: "")
            for key in entries.keys.sorted() {
                let value = entries[key]
                switch key {
                case "file":
                    if let file = value?.string, !file.isEmpty { book.file = Self.bookPath(file, folder: folder) }
                case "default":
                    if let isDefault = value?.bool {
                        book.isDefault = isDefault
                    } else {
                        problems.append(tr("{path}: {section}.default must be true or false.", ["path": path, "section": section]))
                    }
                default:
                    if !readSyncSetting(key, value, section: section, path: path, into: &book.sync, problems: &problems) {
                        problems.append(
                            tr(
                                "{path}: unknown setting “{section}.{key}” (known: file, default, vdir, command); it is left out.",
                                ["path": path, "section": section, "key": key]))
                    }
                }
            }
            if book.file.isEmpty {
                problems.append(
                    tr("{path}: {section} needs file = \"PATH\" (its JSON book); the book is left out.", ["path": path, "section": section]))
            } else if let other = books.first(where: { $0.file == book.file }) {
                problems.append(
                    tr(
                        "{path}: {section} names the file of books.{other} ({file}); it is left out.",
                        ["path": path, "section": section, "other": Self.quotedKey(other.name), "file": book.file]))
            } else {
                books.append(book)
            }
        }
        let defaults = books.filter(\.isDefault)
        if defaults.count > 1 {
            let names = defaults.map { tr("“{book}”", ["book": $0.name]) }.joined(separator: ", ")
            problems.append(
                tr(
                    "{path}: several books are the default ({books}); new contacts go to “{book}”.",
                    ["path": path, "books": names, "book": defaults[0].name]))
            for index in books.indices where books[index].name != defaults[0].name { books[index].isDefault = false }
        }
        return books
    }

    /// `~` is the home folder; a relative path is in `folder`; the result is standardized, so
    /// two spellings of one file are one.
    static func bookPath(_ written: String, folder: String) -> String {
        let expanded = (written as NSString).expandingTildeInPath
        let absolute = expanded.hasPrefix("/") ? expanded : folder + "/" + expanded
        return URL(fileURLWithPath: absolute).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// A name as TOML would need it in a header: bare when it can be, else quoted.
    static func quotedKey(_ name: String) -> String {
        let bare =
            !name.isEmpty
            && name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") }
        return bare ? name : "\"" + name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
