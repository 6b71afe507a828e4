import Foundation
import Localization

/// A .po text compiled by GNU msgfmt (Debian's gettext, installed by scripts/install-deps.sh)
/// and read by the program's own reader: a small catalog a test speaks within
/// `Translation.$scoped.withValue(catalog) { ... }`.
public enum CompiledPO {
    /// The .mo bytes msgfmt writes for `po` (`options`: more of msgfmt's, as `--check`).
    public static func bytes(_ po: String, options: [String] = []) throws -> [UInt8] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("po-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("x.po")
        try po.write(to: source, atomically: true, encoding: .utf8)
        let (status, said) = try ToolProcess.run(["msgfmt"] + options + ["-o", folder.appendingPathComponent("x.mo").path, source.path])
        guard status == 0 else { throw TreeCatalogs.ToolFailure(said: said) }
        return Array(try Data(contentsOf: folder.appendingPathComponent("x.mo")))
    }

    /// The catalog of `entries` (the .po text after its header) for `language`.
    public static func catalog(_ entries: String, language: String, plural: String = "nplurals=2; plural=(n != 1);") throws -> Catalog {
        try Catalog(compiled: bytes(header(plural: plural) + entries), language: language)
    }

    /// The header msgfmt needs: UTF-8, and the language's plural rule.
    public static func header(plural: String) -> String {
        """
        msgid ""
        msgstr ""
        "Content-Type: text/plain; charset=UTF-8\\n"
        "Plural-Forms: \(plural)\\n"

        """
    }
}
