import ContactsCore
import ContactsEngine
import Foundation

/// A sync command that does what the test says (copies a card into the vdir, fails) and
/// records each run.
final class SyncCommandSpy: SyncCommandRunning {
    var runs: [[String]] = []
    var results: [CommandResult] = []
    var onRun: () -> Void = {}

    func run(_ words: [String]) -> CommandResult {
        runs.append(words)
        onRun()
        return results.isEmpty ? CommandResult(words: words, status: 0, output: "Syncing contacts\n") : results.removeFirst()
    }
}

/// A vdir in a fresh temporary folder, removed with the object.
final class TemporaryVdir {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("SyncTests-\(UUID().uuidString)").path
    var vdir: String { folder + "/vdir" }
    var statePath: String { folder + "/contacts.json.sync" }

    init() {
        try? FileManager.default.createDirectory(atPath: folder + "/vdir", withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    func put(_ name: String, _ lines: [String]) {
        let text = (["BEGIN:VCARD", "VERSION:4.0"] + lines + ["END:VCARD"]).joined(separator: "\r\n") + "\r\n"
        _ = FileManager.default.createFile(atPath: vdir + "/" + name, contents: Data(text.utf8))
    }

    func card(_ name: String) -> String { String(decoding: FileManager.default.contents(atPath: vdir + "/" + name) ?? Data(), as: UTF8.self) }

    var files: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: vdir)) ?? []).filter { $0.hasSuffix(".vcf") }.sorted() }

    func session(_ worker: ContactWorker, command: [String]? = nil, runner: SyncCommandRunning = SyncCommandSpy()) -> SyncSession {
        SyncSession(engine: VdirSync(worker: worker, vdir: Vdir(path: vdir), statePath: statePath), command: command, runner: runner)
    }
}
