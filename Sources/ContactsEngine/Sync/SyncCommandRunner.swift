import ContactsCore
import Foundation
import Localization

/// Starts the program directly, never through a shell, with nothing to read (it must not wait
/// for keys the screen is reading) and its output collected to be shown after.
public struct SyncCommandRunner: SyncCommandRunning {
    public init() {}

    public func run(_ words: [String]) -> CommandResult {
        guard let program = words.first else { return CommandResult(words: words, status: nil, output: "", failure: tr("no command")) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = words
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return CommandResult(words: words, status: nil, output: "", failure: "\(program): \((error as NSError).localizedDescription)")
        }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: output, as: UTF8.self)
        // env says 127 when it cannot find the program: worded as a program that is missing.
        if process.terminationStatus == 127, text.contains("No such file or directory") {  // untranslated: env's words, looked for in its output
            return CommandResult(
                words: words, status: nil, output: text, failure: tr("{program}: not found (is it installed and on PATH?)", ["program": program]))
        }
        return CommandResult(words: words, status: process.terminationStatus, output: text)
    }

    /// The words of a command line written as one string: split at spaces, with "double" or
    /// 'single' quotes keeping spaces inside a word. No shell: no variables, globs or pipes.
    public static func words(_ line: String) -> [String]? {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                inWord = true
            } else if character.isWhitespace {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else {
                word.append(character)
                inWord = true
            }
        }
        guard quote == nil else { return nil }
        if inWord { words.append(word) }
        return words
    }
}
