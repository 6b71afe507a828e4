import ContactsBookApp
import ContactsCore
import ContactsEngine
import Foundation

/// The one rule that picks a run's settings and book, for the commands (`BookOptions`) and for
/// the shells' completion of the line being typed (`BookCompletion`) alike: `--file`, else the
/// settings' book `-a` names, else `$CONTACTSBOOK_FILE`, else the settings' default book, else
/// the default file.
enum BookChoice {
    static var environment: [String: String] { ProcessInfo.processInfo.environment }

    /// `--settings`, else the XDG place.
    static func settings(at explicit: String?) -> (settings: Settings, problems: [String]) {
        Settings.load(path: explicit.map { HomePath.expandingTilde($0) } ?? Settings.path(environment: environment), environment: environment)
    }

    /// The settings' book this run uses; nil when one file is meant (no `[books]`, `--file` or
    /// `$CONTACTSBOOK_FILE`) or `-a` names no book of the settings.
    static func book(file: String?, named name: String?, in settings: Settings) -> BookSettings? {
        if let name { return settings.book(named: name) }
        return namesNoFile(file) ? settings.defaultBook : nil
    }

    /// The file the run uses; nil when `-a` names no book of the settings.
    static func path(file: String?, named name: String?, in settings: Settings) -> String? {
        if let book = book(file: file, named: name, in: settings) { return book.file }
        if name != nil { return nil }
        return DataFileLocation.resolve(explicit: file.map { HomePath.expandingTilde($0) }, environment: environment)
    }

    /// Neither `--file` nor `$CONTACTSBOOK_FILE` names one file.
    static func namesNoFile(_ file: String?) -> Bool { file == nil && environment["CONTACTSBOOK_FILE"]?.isEmpty ?? true }
}
