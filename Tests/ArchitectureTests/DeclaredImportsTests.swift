import Foundation
import Testing

/// Every target declares each module it imports: SwiftPM rebuilds a target only when something
/// it declares changed, so an undeclared import let an incremental release build link objects
/// compiled for an old memory layout (DECISIONS: "Every target declares what it imports").
@Suite struct DeclaredImportsTests {
    struct Target {
        let name: String
        let folder: String
        let declared: Set<String>
    }

    /// The package's targets as SwiftPM itself reads Package.swift.
    static func targets() throws -> [Target] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // A scratch path of its own: the test run holds the lock on .build.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("cb-dump-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        process.arguments = ["swift", "package", "--scratch-path", scratch, "dump-package"]
        process.currentDirectoryURL = BoundaryTests.root
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let package = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let targets = try #require(package["targets"] as? [[String: Any]])
        return targets.compactMap { target in
            guard let name = target["name"] as? String, let type = target["type"] as? String, type != "system" else { return nil }
            let folder = (target["path"] as? String) ?? (type == "test" ? "Tests/\(name)" : "Sources/\(name)")
            let dependencies = (target["dependencies"] as? [[String: Any]]) ?? []
            let declared = dependencies.compactMap { dependency in
                dependency.values.compactMap { ($0 as? [Any])?.first as? String }.first
            }
            return Target(name: name, folder: folder, declared: Set(declared))
        }
    }

    @Test func everyTargetDeclaresTheLocalAndPackageModulesItImports() throws {
        let targets = try Self.targets()
        #expect(targets.count >= 8)
        // Modules a target may import without declaring them: the toolchain's.
        let toolchain: Set<String> = ["Foundation", "FoundationEssentials", "Glibc", "Dispatch", "Testing", "XCTest", "Synchronization"]
        for target in targets {
            // Module names only: a Python line quoted in a test ("import sys, json") is none.
            let imported = Set(BoundaryTests.sources(under: target.folder).flatMap(\.imports)).filter { name in
                name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
            }
            let undeclared = imported.subtracting(toolchain).subtracting(target.declared).subtracting([target.name])
            #expect(undeclared.isEmpty, "\(target.name) imports \(undeclared.sorted()) without declaring them in Package.swift")
        }
    }
}
