// swift-tools-version:6.2
import Foundation
import PackageDescription

// The target graph is part of the architecture: ContactsCore cannot see the terminal at all,
// and only TerminalUI links the ncursesw system library.
let package = Package(
    name: "ContactsBook",
    products: [
        .executable(name: "contactsbook", targets: ["contactsbook"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/yaslab/CSV.swift", from: "2.5.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
    ],
    targets: [
        .systemLibrary(name: "CNCurses", path: "Sources/CNCurses"),
        // One compiler builtin Swift does not offer (a header, nothing to link).
        .systemLibrary(name: "CPrefetch", path: "Sources/CPrefetch"),
        // glibc's allocator tuning, set once by the executable (a header, nothing to link).
        .systemLibrary(name: "CMalloc", path: "Sources/CMalloc"),
        // The contacts domain: the model, its rules and the worker, with the seams it defines
        // (`ContactStore`, `ContactIndex`); Foundation and well-kept format libraries only. The
        // compiler refuses unsafe code in it (strict memory safety, its warnings as errors).
        // Every word a person reads, in their language: gettext catalogs (.mo) read by the
        // program itself, chosen as gettext programs choose them (see po/README.md).
        .target(name: "Localization"),
        .target(
            name: "ContactsCore", dependencies: ["Localization", .product(name: "CSV", package: "CSV.swift")],
            swiftSettings: [.strictMemorySafety(), .treatWarning("StrictMemorySafety", as: .error)]
        ),
        // The storage engine behind those seams: the JSON file, its fast reader and writer, the
        // search index.
        .target(name: "ContactsEngine", dependencies: ["ContactsCore", "CPrefetch", "Localization"]),
        .target(name: "TerminalUI", dependencies: ["CNCurses", "ContactsCore", "Localization"]),
        // The settings file is TOML (TOMLKit wraps toml++).
        .target(
            name: "ContactsBookApp",
            dependencies: ["ContactsCore", "ContactsEngine", "TerminalUI", "Localization", .product(name: "TOMLKit", package: "TOMLKit")]),
        .executableTarget(
            name: "contactsbook",
            dependencies: [
                "ContactsBookApp", "ContactsCore", "ContactsEngine", "TerminalUI", "CMalloc", "Localization",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Where the public sample vCards are: ../shared/corpus, beside the project, never inside it.
        .target(name: "PublicCorpus", path: "Tests/PublicCorpus"),
        // What the fuzz targets check on each input; the regression tests replay saved inputs.
        .target(name: "FuzzChecks", dependencies: ["ContactsCore", "ContactsEngine"], path: "Tests/Fuzz/FuzzChecks"),
        // What the domain's and the engine's tests share: fixtures, seeded randomness, temporary
        // folders, the other readers run as tools, and the worker wired as the app wires it.
        .target(name: "TestSupport", dependencies: ["ContactsCore", "ContactsEngine", "Localization"], path: "Tests/TestSupport"),
        // The domain: the model, its rules and the worker (over the engine's index, as wired).
        .testTarget(name: "ContactsCoreTests", dependencies: ["ContactsCore", "TestSupport", "PublicCorpus", "Localization"]),
        // The engine: the JSON file, the formats' entry points, the index, sync over a vdir.
        .testTarget(
            name: "ContactsEngineTests",
            dependencies: [
                "ContactsCore", "ContactsEngine", "TestSupport", "FuzzChecks", "PublicCorpus",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization", "TestSupport"]),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "ContactsCore"]),
        .testTarget(
            name: "ContactsBookAppTests",
            dependencies: ["ContactsBookApp", "ContactsCore", "ContactsEngine", "TerminalUI", "TestSupport", "Localization"]),
        .testTarget(
            name: "EndToEndTests", dependencies: ["ContactsCore", "ContactsEngine", "PublicCorpus", "TestSupport", "Localization"],
            exclude: ["PlainTerminal"]),
        // Reads the sources to check the boundaries the target graph cannot express.
        .testTarget(name: "ArchitectureTests"),
    ]
)

// libFuzzer targets, only for `make fuzz` (CONTACTSBOOK_FUZZ=1, own build path .build-fuzz):
// they link only with -sanitize=fuzzer, so an ordinary build leaves them out.
if ProcessInfo.processInfo.environment["CONTACTSBOOK_FUZZ"] != nil {
    package.targets += [
        .systemLibrary(name: "CLibFuzzer", path: "Tests/Fuzz/CLibFuzzer"),
        .target(name: "FuzzSupport", dependencies: ["ContactsCore", "ContactsEngine", "FuzzChecks", "CLibFuzzer"], path: "Tests/Fuzz/FuzzSupport"),
    ]
    for name in ["FuzzJSONStore", "FuzzVCard", "FuzzCSV", "FuzzAbook"] {
        package.targets.append(
            .executableTarget(
                name: name, dependencies: ["FuzzSupport"], path: "Tests/Fuzz/\(name)"))
    }
}
