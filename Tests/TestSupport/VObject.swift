import Foundation

/// Python's vobject, the independent reader exports are checked against (installed by
/// scripts/install-deps.sh): runs `script` with the path of a file holding `data` as argv[1].
public enum VObject {
    public static func run(_ script: String, on data: Data) throws -> (status: Int32, output: String) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("cb-vobject-\(UUID().uuidString).vcf").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try data.write(to: URL(fileURLWithPath: path))
        return try ToolProcess.run(["python3", "-c", "import sys, vobject\n" + script, path])
    }
}
