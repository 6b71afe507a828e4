import ContactsEngine
import Foundation

/// File-name completion for a path being typed, as a shell's Tab does: the longest common
/// prefix of the names that fit, a "/" after a lone directory, and the candidates when several fit.
public struct PathCompleter: Sendable {
    public struct Completion: Equatable, Sendable {
        public let text: String
        public let candidates: [String]

        public init(text: String, candidates: [String]) {
            self.text = text
            self.candidates = candidates
        }
    }

    private let home: String
    private let list: @Sendable (String) -> [String]
    private let isDirectory: @Sendable (String) -> Bool

    public init(
        home: String = HomePath.home(),
        list: @escaping @Sendable (String) -> [String] = { (try? FileManager.default.contentsOfDirectory(atPath: $0)) ?? [] },
        isDirectory: @escaping @Sendable (String) -> Bool = { path in
            var directory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
        }
    ) {
        self.home = home
        self.list = list
        self.isDirectory = isDirectory
    }

    /// "~/x" with the home directory put in, for opening the file.
    public func expanded(_ path: String) -> String {
        path == "~" || path.hasPrefix("~/") ? home + path.dropFirst() : path
    }

    public func complete(_ text: String) -> Completion {
        let slash = text.lastIndex(of: "/")
        let directoryPart = slash.map { String(text[...$0]) } ?? ""
        let prefix = slash.map { String(text[text.index(after: $0)...]) } ?? text
        let directory = directoryPart.isEmpty ? "." : expanded(directoryPart)
        let names = list(directory).filter { $0.hasPrefix(prefix) && (prefix.hasPrefix(".") || !$0.hasPrefix(".")) }.sorted()
        guard let first = names.first else { return Completion(text: text, candidates: []) }
        var common = first
        for name in names.dropFirst() {
            while !name.hasPrefix(common) { common.removeLast() }
        }
        var completed = directoryPart + common
        if names.count == 1, isDirectory((directory as NSString).appendingPathComponent(first)) { completed += "/" }
        return Completion(text: completed, candidates: names.count > 1 ? names : [])
    }
}
