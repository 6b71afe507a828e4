import ContactsCore
import ContactsEngine
import Foundation

@testable import ContactsBookApp

/// Command output kept in memory.
final class CapturedOutput: CommandOutput {
    var standardOutput = ""
    var errors: [String] = []

    func write(_ text: String) { standardOutput += text }
    /// Set to act as a full disk behind standard output.
    var refusesBytes = false

    func write(_ bytes: Data) -> Bool {
        if refusesBytes { return false }
        standardOutput += String(decoding: bytes, as: UTF8.self)
        return true
    }
    func writeError(_ text: String) { errors.append(text) }

    var lines: [String] { standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty } }
}
