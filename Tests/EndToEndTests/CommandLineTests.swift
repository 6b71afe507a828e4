import Foundation
import Testing

/// The binary without a terminal: what it says about bad input, and that it leaves files alone.
@Suite struct CommandLineTests {
    func temporaryFile(_ contents: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("cb-cli-\(UUID().uuidString).json").path
        try contents.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func aMalformedFileIsReportedWithItsPathAndLeftUntouched() throws {
        let broken = "{\"version\": 1, \"contacts\": [ {\"id\": \"not-a-uuid\"} ]}"
        let path = try temporaryFile(broken)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = Spawn.run([Binary.path, "--file", path])
        #expect(result.status == 2)
        #expect(result.output.contains(path))
        #expect(result.output.contains("contacts[0]"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == broken)
    }

    @Test func brokenJSONSaysWhereItBroke() throws {
        let path = try temporaryFile("{\"version\": 1,\n \"contacts\": [ ,]}")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = Spawn.run([Binary.path, "--file", path])
        #expect(result.status == 2)
        #expect(result.output.contains("line 2"), "\(result.output)")
    }

    @Test func withoutATerminalItSaysSoInsteadOfCrashing() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("cb-none-\(UUID().uuidString).json").path
        let result = Spawn.run([Binary.path, "--file", path])
        #expect(result.status == 1)
        #expect(result.output.contains("needs a terminal"))
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func helpDescribesTheFileOption() {
        let result = Spawn.run([Binary.path, "--help"])
        #expect(result.status == 0)
        #expect(result.output.contains("--file"))
        #expect(result.output.contains("XDG_DATA_HOME"))
    }
}

@Suite struct HostileFileMessageTests {
    @Test func escapeSequencesInABadValueNeverReachTheTerminal() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("cb-hostile-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let hostile = #"{"version": 1, "contacts": [{"id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "birthday": "\u001b]0;PWNED\u0007\u001b[2J"}]}"#
        try hostile.write(toFile: path, atomically: true, encoding: .utf8)
        let result = Spawn.run([Binary.path, "--file", path])
        #expect(result.status == 2)
        #expect(result.output.contains("birthday"))
        #expect(!result.output.unicodeScalars.contains("\u{1B}"))
        #expect(!result.output.unicodeScalars.contains("\u{07}"))
    }
}
