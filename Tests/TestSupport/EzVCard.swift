import Foundation

/// Debian's libez-vcard-java, the second independent reader (installed by
/// scripts/install-deps.sh): runs Fixtures/readers/EzVCardDump.java on files, which prints what
/// ez-vcard sees in each card as JSON by file name.
public enum EzVCard {
    public static let classPath = "/usr/share/java/ez-vcard.jar:/usr/share/java/vinnie.jar"

    public static func dump(_ files: [URL]) throws -> (status: Int32, output: String) {
        let source = TestFixtures.file("readers/EzVCardDump.java")
        return try ToolProcess.run(["java", "-cp", classPath, source.path] + files.map(\.path))
    }
}
