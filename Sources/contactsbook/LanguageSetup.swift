import ContactsBookApp
import Foundation
import Localization

/// Chooses the language before anything is said: the catalog LANGUAGE, LC_ALL, LC_MESSAGES or
/// LANG asks for (see `LanguageChoice`), else English. A catalog that cannot be read is said
/// once on stderr, and the program goes on in English. Names sort as the locale of collation
/// says (`Collation`).
enum LanguageSetup {
    static func apply() {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let (catalog, problem) = CatalogFiles.load(environment: ProcessInfo.processInfo.environment, executable: executable)
        Translation.use(catalog)
        Collation.use(Collation(environment: ProcessInfo.processInfo.environment))
        if let problem { StandardOutput.shared.writeError("\(problem); English is used") }  // untranslated: no catalog could be read
    }
}
