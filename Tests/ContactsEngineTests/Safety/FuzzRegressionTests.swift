import ContactsCore
import ContactsEngine
import Foundation
import FuzzChecks
import Testing

/// Every fuzz seed and every input that once broke a fuzz target, replayed through the fuzz
/// targets' own check in the ordinary test run (see Tests/Fuzz/README.md).
@Suite struct FuzzRegressionTests {
    static let fuzzFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz")

    static func inputs(in folder: String) -> [(path: String, format: InterchangeFormat)] {
        FuzzInput.formats.sorted { $0.key < $1.key }.flatMap { name, format in
            let directory = fuzzFolder.appendingPathComponent(folder).appendingPathComponent(name).path
            let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            return files.sorted().map { (directory + "/" + $0, format) }
        }
    }

    @Test func theSeedsAreThere() {
        #expect(Self.inputs(in: "Corpus").count >= 8)
    }

    @Test func everySeedAndRegressionPassesTheFuzzCheck() throws {
        for input in Self.inputs(in: "Corpus") + Self.inputs(in: "Regressions") {
            let data = try Data(contentsOf: URL(fileURLWithPath: input.path))
            #expect(FuzzInput.problem(in: data, as: input.format) == nil, "\(input.path)")
        }
    }
}
