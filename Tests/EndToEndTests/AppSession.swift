import Foundation
import Testing

/// The real binary in tmux on a data file, wrapped in a shell that records the terminal's modes
/// before and after, and the exit status, so tests can check the terminal was restored.
final class AppSession {
    let tmux: TmuxSession
    let dataFile: String

    /// `backtrace` is the Swift runtime's crash report setting: never interactive in tests.
    /// `environment` is added to the app's (MAILER, say). Each of `adding` is the flags of an
    /// `add` command run on the book before the app starts.
    init(
        dataFile: String? = nil, columns: Int = 100, rows: Int = 30, backtrace: String = "interactive=no",
        environment: [String: String] = [:], adding contacts: [[String]] = []
    ) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cb-book-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = dataFile ?? directory.appendingPathComponent("book/contacts.json").path
        self.dataFile = file
        for flags in contacts { Spawn.run([Binary.path, "add"] + flags + ["--file", file]) }
        let marker = directory.path
        let q = Binary.shellQuoted
        let variables = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\(q($0.value))" }.joined(separator: " ")
        let script =
            "stty -g > \(q(marker + "/before")); SWIFT_BACKTRACE=\(q(backtrace)) \(variables) \(q(Binary.path)) --file \(q(file)); echo $? > \(q(marker + "/status.tmp")); "
            + "stty -g > \(q(marker + "/after")); mv \(q(marker + "/status.tmp")) \(q(marker + "/status")); echo APP-EXITED; sleep 600"
        self.markerDirectory = marker
        tmux = try TmuxSession(script: script, columns: columns, rows: rows)
    }

    private let markerDirectory: String

    /// Takes the first run's Welcome screen to an empty book, as a new user would.
    func startEmptyBook(sourceLocation: SourceLocation = #_sourceLocation) {
        tmux.waitFor(text: "Welcome to ContactsBook", sourceLocation: sourceLocation)
        tmux.send("e")
        tmux.waitFor(text: "No contacts yet: press a to add one", sourceLocation: sourceLocation)
    }

    /// Takes the first run's Welcome screen to a copy of the sample book (16 contacts).
    func startSampleBook(sourceLocation: SourceLocation = #_sourceLocation) {
        tmux.waitFor(text: "Welcome to ContactsBook", sourceLocation: sourceLocation)
        tmux.send("s")
        tmux.waitFor(text: "16 contacts · by last name", sourceLocation: sourceLocation)
    }

    /// The exit status once the app has ended (waits for it).
    func waitForExit(timeout: TimeInterval = 10) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let text = try? String(contentsOfFile: markerDirectory + "/status", encoding: .utf8) {
                return Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
            }
            usleep(50_000)
        }
        return nil
    }

    var sttyBefore: String? { try? String(contentsOfFile: markerDirectory + "/before", encoding: .utf8) }
    var sttyAfter: String? { try? String(contentsOfFile: markerDirectory + "/after", encoding: .utf8) }

    func book() throws -> [[String: Any]] {
        let data = try Data(contentsOf: URL(fileURLWithPath: dataFile))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(object["contacts"] as? [[String: Any]])
    }

    /// Checks what a person sees after quitting: the shell's own screen back (the alternate screen
    /// left), a visible cursor, and the same terminal modes as before the app started.
    func expectTerminalRestored(sourceLocation: SourceLocation = #_sourceLocation) {
        tmux.waitFor(text: "APP-EXITED", sourceLocation: sourceLocation)
        #expect(sttyBefore != nil && sttyBefore == sttyAfter, "stty -g before and after differ", sourceLocation: sourceLocation)
        #expect(tmux.display("#{alternate_on}") == "0", "still on the alternate screen", sourceLocation: sourceLocation)
        #expect(tmux.display("#{cursor_flag}") == "1", "cursor hidden", sourceLocation: sourceLocation)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: markerDirectory)
    }
}
