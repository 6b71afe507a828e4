import Foundation

/// A .po text compiled by GNU msgfmt (Debian's gettext, installed by scripts/install-deps.sh),
/// so the reader is tested on what translators' tools write.
enum CompiledPO {
    static func bytes(_ po: String, options: [String] = []) throws -> [UInt8] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("po-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("x.po")
        try po.write(to: source, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["msgfmt"] + options + ["-o", folder.appendingPathComponent("x.mo").path, source.path]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.fileWriteUnknown) }
        return Array(try Data(contentsOf: folder.appendingPathComponent("x.mo")))
    }

    static func header(plural: String) -> String {
        """
        msgid ""
        msgstr ""
        "Content-Type: text/plain; charset=UTF-8\\n"
        "Plural-Forms: \(plural)\\n"

        """
    }
}
