import Foundation
import Testing

/// A private tmux server running one command in a detached session of a given size, for
/// driving the real binary with real keys and reading the screen back.
final class TmuxSession {
    let socket = "cb-e2e-\(UUID().uuidString.prefix(8))"
    let directory: URL

    /// Starts `script` (a shell command line) in a new session.
    init(script: String, columns: Int = 100, rows: Int = 30) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("cb-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let started = tmux([
            "new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", "-e", "LANG=C.UTF-8", "-e", "TERM=tmux-256color",
            "sh", "-c", script,
        ])
        try #require(started.status == 0, "tmux did not start: \(started.output)")
    }

    deinit {
        tmux(["kill-server"])
        try? FileManager.default.removeItem(at: directory)
    }

    @discardableResult
    func tmux(_ arguments: [String]) -> Spawn.Result {
        var environment = Spawn.environment
        environment["TERM"] = "tmux-256color"
        environment.removeValue(forKey: "TMUX")
        return Spawn.run(["tmux", "-L", socket, "-f", "/dev/null"] + arguments, environment: environment)
    }

    /// Keys by tmux name ("Enter", "C-s", "Tab", "Escape") or literal text with `literal`.
    /// An Escape is followed by a pause longer than the app's escape delay, as a person's is: a
    /// key sent within it would be Alt plus that key.
    func send(_ keys: String...) {
        var pending: [String] = []
        for key in keys {
            pending.append(key)
            guard key == "Escape" else { continue }
            tmux(["send-keys"] + pending)
            pending = []
            usleep(80_000)
        }
        if !pending.isEmpty { tmux(["send-keys"] + pending) }
    }
    func type(_ text: String) { tmux(["send-keys", "-l", text]) }

    var screen: String { tmux(["capture-pane", "-p", "-J"]).output }

    func display(_ format: String) -> String {
        tmux(["display-message", "-p", format]).output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func resize(columns: Int, rows: Int) {
        tmux(["resize-window", "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// Waits until the screen satisfies the condition; fails the test with the screen if it never does.
    @discardableResult
    func waitFor(
        _ description: String, timeout: TimeInterval = 10, sourceLocation: SourceLocation = #_sourceLocation,
        _ condition: (String) -> Bool
    ) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        var last = ""
        while Date() < deadline {
            last = screen
            if condition(last) { return true }
            usleep(50_000)
        }
        Issue.record("Timed out waiting for \(description). Screen:\n\(last)", sourceLocation: sourceLocation)
        return false
    }

    @discardableResult
    func waitFor(text: String, timeout: TimeInterval = 10, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        waitFor("\"\(text)\"", timeout: timeout, sourceLocation: sourceLocation) { $0.contains(text) }
    }

    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }
}

/// Where the built binary is: `make test` builds it before the tests run.
enum Binary {
    static var path: String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return root.appendingPathComponent(".build/debug/contactsbook").path
    }

    static func shellQuoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }
}
