import Foundation
import Localization

/// The tree's catalogs (po/LANG.po), compiled by msgfmt (`scripts/po.py compile`) once per test
/// process into a folder laid out as gettext's, so tests read what `make install` installs.
public enum TreeCatalogs {
    public static let languages = ["pt_BR", "es", "id"]

    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The compiled catalogs' folder (CONTACTSBOOK_LOCALEDIR for the real binary).
    public static let directory: Result<String, ToolFailure> = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("contactsbook-locale-\(getpid())").path
        do {
            let (status, output) = try ToolProcess.run(["python3", root.appendingPathComponent("scripts/po.py").path, "compile", folder])
            guard status == 0 else { return .failure(ToolFailure(said: output)) }
            return .success(folder)
        } catch {
            return .failure(ToolFailure(said: "\(error) (./scripts/install-deps.sh installs gettext)"))
        }
    }()

    /// One language's catalog, read by the program's own reader.
    public static func catalog(_ language: String) throws -> Catalog {
        let folder = try directory.get()
        let data = try Data(contentsOf: URL(fileURLWithPath: CatalogFiles.file(for: language, in: folder)))
        return try Catalog(compiled: Array(data), language: language)
    }

    public struct ToolFailure: Error, CustomStringConvertible {
        public let said: String
        public var description: String { "the catalogs could not be compiled: \(said)" }
    }
}
