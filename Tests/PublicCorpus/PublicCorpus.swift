import Foundation

/// The public sample vCards (ez-vcard's, khard's, py-vobject's, sabre/vobject's, Thunderbird's),
/// provided read-only beside the project at `../shared/corpus` with their sources and licences.
/// The project holds no third-party sample files: its own cards stay in each target's Fixtures.
public enum PublicCorpus {
    /// `../shared/corpus`, found from the package root (this file's folder is Tests/PublicCorpus).
    public static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/corpus").standardizedFileURL

    /// Every `.vcf` under the corpus, as "family/file.vcf", sorted; empty when the folder is missing.
    public static let files: [String] =
        ((FileManager.default.subpaths(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".vcf") }.sorted()

    /// The one line a test fails with when the corpus is not where it should be.
    public static var missing: String? {
        files.isEmpty ? "The public sample corpus is missing: no .vcf files under \(folder.path) (../shared/corpus beside the project)" : nil
    }
}
