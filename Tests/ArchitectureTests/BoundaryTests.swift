import Foundation
import Testing

/// The boundaries of the VIP design that the target graph cannot express, checked on the
/// sources: business logic and formatting never see the terminal, only the ncurses backend
/// sees ncurses, Views never reach for the worker, and navigation stays out of Interactors.
@Suite struct BoundaryTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    struct SourceFile: CustomStringConvertible {
        let path: String
        let text: String
        var name: String { (path as NSString).lastPathComponent }
        var description: String { path }

        var imports: [String] {
            text.split(separator: "\n").compactMap { line in
                let words = line.split(separator: " ")
                guard let index = words.firstIndex(of: "import"), index + 1 < words.count else { return nil }
                return words[..<index].allSatisfy { $0.hasPrefix("@") } ? String(words[index + 1]) : nil
            }
        }

        /// The code without comments, so a comment that names a type does not count as a use.
        var code: String {
            text.split(separator: "\n").map { line in
                line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line)
            }.joined(separator: "\n")
        }
    }

    static func sources(under folder: String) -> [SourceFile] {
        let base = root.appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.compactMap { relative in
            let path = base.appendingPathComponent(relative).path
            return (try? String(contentsOfFile: path, encoding: .utf8)).map { SourceFile(path: folder + "/" + relative, text: $0) }
        }
    }

    static let scenes = sources(under: "Sources/ContactsBookApp/Scenes")
    /// The command-line front end: the same kinds of parts, with text views.
    static let commands = sources(under: "Sources/ContactsBookApp/Commands")
    static let terminalModules: Set<String> = ["TerminalUI", "CNCurses"]

    @Test func thereAreScenesToCheck() {
        #expect(Self.scenes.filter { $0.name.hasSuffix("Interactor.swift") }.count >= 5)
    }

    /// Files and programs are a worker's business (`ContactActions`, the store): an Interactor
    /// holds the rules and calls them.
    @Test func noInteractorDoesFileIOItself() {
        let calls = ["FileManager", "AtomicFileWriter", "contentsOfFile", "contentsOf:", "write(toFile", "unlink(", "open(", "fopen("]
        let interactors = (Self.scenes + Self.commands).filter { $0.name.hasSuffix("Interactor.swift") }
        #expect(interactors.count > 15)
        for file in interactors {
            for call in calls {
                #expect(!file.code.contains(call), "\(file) does file I/O (\(call))")
            }
        }
    }

    /// The lint bans force unwraps; `unsafelyUnwrapped` is one that skips even the check.
    @Test func nothingIsUnwrappedUnchecked() {
        for file in Self.sources(under: "Sources") {
            #expect(!file.code.contains("unsafelyUnwrapped"), "\(file)")
        }
    }

    @Test func interactorsPresentersAndModelsImportNoTerminalModule() {
        let suffixes = ["Interactor.swift", "Presenter.swift", "Models.swift"]
        let logic = (Self.scenes + Self.commands).filter { file in suffixes.contains { file.name.hasSuffix($0) } }
        #expect(logic.count > 20)
        for file in logic {
            #expect(Set(file.imports).isDisjoint(with: Self.terminalModules), "\(file) imports \(file.imports)")
        }
    }

    @Test func onlyTheNCursesBackendImportsNCurses() {
        let importers = Self.sources(under: "Sources").filter { $0.imports.contains("CNCurses") }.map(\.path)
        #expect(importers == ["Sources/TerminalUI/NCursesKeyboard.swift", "Sources/TerminalUI/NCursesTerminal.swift"])
    }

    @Test func theCoreImportsNothingOfTheApp() {
        // Foundation, Synchronization, the CSV library and the catalogs (Localization): no system module (file I/O and
        // unsafe code are the engine's), never a terminal module.
        let allowed: Set<String> = ["Foundation", "CSV", "Synchronization", "Localization"]
        for file in Self.sources(under: "Sources/ContactsCore") {
            #expect(Set(file.imports).isSubset(of: allowed), "\(file) imports \(file.imports)")
        }
    }

    /// Interactors reach storage, files, sync and recovery through the domain's protocols
    /// (`ContactStore`, `ContactFileReading`, `ContactFileWriting`, `BookSyncing`,
    /// `BookRecovering`), never the engine's types.
    @Test func noInteractorImportsTheEngine() {
        let interactors = (Self.scenes + Self.commands).filter { $0.name.contains("Interactor") }
        #expect(interactors.count > 10)
        for file in interactors {
            #expect(!file.imports.contains("ContactsEngine"), "\(file) imports the engine")
        }
    }

    @Test func viewsNeverCallTheWorker() {
        for file in Self.scenes + Self.commands where file.name.hasSuffix("View.swift") {
            #expect(!file.code.contains("ContactWorker") && !file.code.contains("worker"), "\(file) reaches for the worker")
        }
    }

    @Test func routersNavigateButDoNoBusinessLogic() {
        for file in Self.scenes where file.name.hasSuffix("Router.swift") {
            #expect(!file.code.contains("worker") && !file.code.contains("interactor"), "\(file) does business logic")
        }
    }

    @Test func interactorsAndPresentersDoNotNavigate() {
        for file in Self.scenes + Self.commands where file.name.hasSuffix("Interactor.swift") || file.name.hasSuffix("Presenter.swift") {
            #expect(!file.code.contains("navigator") && !file.code.contains("Navigating"), "\(file) navigates")
        }
    }

    @Test func everySceneHasItsSixParts() {
        let folders = Set(Self.scenes.map { ($0.path as NSString).deletingLastPathComponent })
        for folder in folders {
            let scene = (folder as NSString).lastPathComponent
            let names = Set(Self.scenes.filter { ($0.path as NSString).deletingLastPathComponent == folder }.map(\.name))
            for part in ["Models", "Interactor", "Presenter", "View", "Router", "Assembly"] {
                #expect(names.contains("\(scene)\(part).swift"), "\(scene) has no \(part)")
            }
        }
    }
}
