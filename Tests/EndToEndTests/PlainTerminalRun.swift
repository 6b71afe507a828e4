import Foundation
import Testing

/// The real binary in a plain pseudo-terminal whose screen is a VT100 emulator (pyte), played
/// step by step by `PlainTerminal/plain_terminal.py`: no tmux in between to redraw for it.
struct PlainTerminalRun {
    enum Step {
        /// Written as one write: Esc and d together are Alt-d.
        case keys(String)
        case resize(rows: Int, columns: Int)
        /// Written to the terminal's device by another program, over the app's screen.
        case garbage(String)
        /// Another program run to its end while the app is open.
        case run([String])
        case waitFor(String)
        case waitGone(String)
        /// Output read until quiet for this long.
        case settle(Double)
        case snapshot(String)
        /// Waits for the app to end.
        case exit

        var json: [String: Any] {
            switch self {
            case .keys(let text): return ["keys": text]
            case .resize(let rows, let columns): return ["resize": [rows, columns]]
            case .garbage(let text): return ["garbage": text]
            case .run(let arguments): return ["run": arguments]
            case .waitFor(let text): return ["wait_for": text]
            case .waitGone(let text): return ["wait_gone": text]
            case .settle(let seconds): return ["settle": seconds]
            case .snapshot(let name): return ["snapshot": name]
            case .exit: return ["exit": true]
            }
        }
    }

    let snapshots: [String: [String]]
    /// Each wait that timed out, with the screen then.
    let errors: [String]
    /// The app's exit status, when it ended.
    let status: Int?

    /// The screen kept under the name, as text.
    func screen(_ name: String) -> String { (snapshots[name] ?? []).joined(separator: "\n") }

    static let driver = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("PlainTerminal/plain_terminal.py").path

    /// Runs the app on `book` with these steps; `environment` is added to the app's. `arguments`
    /// replace `--file book` (the settings' books, say: the book's folder is HOME).
    init(
        book: String, arguments: [String]? = nil, term: String = "xterm-256color", rows: Int = 24, columns: Int = 80,
        environment: [String: String] = [:], _ steps: [Step]
    ) throws {
        let home = (book as NSString).deletingLastPathComponent
        var env = ["TERM": term, "LANG": "C.UTF-8", "HOME": home, "XDG_CONFIG_HOME": home + "/config", "XDG_DATA_HOME": home + "/data"]
        env.merge(environment) { _, added in added }
        let plan: [String: Any] = [
            "argv": [Binary.path] + (arguments ?? ["--file", book]), "env": env, "rows": rows, "columns": columns, "steps": steps.map(\.json),
        ]
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("plain-terminal-\(UUID().uuidString).json").path
        defer { unlink(input) }
        try JSONSerialization.data(withJSONObject: plan).write(to: URL(fileURLWithPath: input))
        let result = Spawn.run(["python3", Self.driver], input: input)
        let parsed = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        let outcome = try #require(parsed, "the driver failed: \(result.output)")
        snapshots = outcome["snapshots"] as? [String: [String]] ?? [:]
        errors = outcome["errors"] as? [String] ?? []
        status = outcome["status"] as? Int
    }
}
