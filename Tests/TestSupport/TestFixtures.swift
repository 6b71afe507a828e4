import Foundation

/// Our own test files (cards, rows, the readers' scripts), in Tests/Fixtures: shared by the
/// domain's and the engine's tests and by the fuzzers' seed corpus.
public enum TestFixtures {
    public static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    public static func file(_ relative: String) -> URL { folder.appendingPathComponent(relative) }
}
