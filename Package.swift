// swift-tools-version:6.0
import Foundation
import PackageDescription

/// The README.md of every folder under a target's path: each folder says what lives in it and
/// what it may import; the files are documentation, not sources or resources.
func readmes(in path: String) -> [String] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(path).path
    let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
    return files.filter { $0 == "README.md" || $0.hasSuffix("/README.md") }.sorted()
}

let package = Package(
    name: "counter-tui",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "counter-tui", targets: ["counter-tui"]),
        .library(name: "CounterEngine", targets: ["CounterEngine"]),
        .library(name: "CounterSystem", targets: ["CounterSystem"]),
        .library(name: "CounterTUI", targets: ["CounterTUI"]),
        // The fuzz targets' invariants, shared by the fuzzers (Fuzz/) and the corpus replay test.
        .library(name: "CounterFuzzChecks", targets: ["CounterFuzzChecks"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CNcurses",
            path: "Sources/CNcurses",
            providers: [.apt(["libncurses-dev"])]
        ),
        // Signals on a self-pipe: async-signal-safe handlers (C: a signal handler must not run Swift).
        .target(name: "CSignalRelay", dependencies: ["CRescue"], path: "Sources/CSignalRelay"),
        // Async-signal-safe terminal restore on a crash (C: a signal handler must not run Swift).
        .target(name: "CRescue", path: "Sources/CRescue"),
        .target(name: "CounterEngine", exclude: readmes(in: "Sources/CounterEngine")),
        // POSIX and Dispatch plumbing: signals, child processes, read watches, timers, the tty.
        .target(name: "CounterSystem", dependencies: ["CSignalRelay"], exclude: readmes(in: "Sources/CounterSystem")),
        .target(
            name: "CounterTUI", dependencies: ["CounterEngine", "CounterSystem", "CNcurses", "CRescue"],
            exclude: readmes(in: "Sources/CounterTUI")
        ),
        .target(
            name: "CounterCLI",
            dependencies: [
                "CounterEngine", "CounterSystem", "CounterTUI",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Yams", package: "Yams"),
            ],
            exclude: readmes(in: "Sources/CounterCLI")
        ),
        .executableTarget(name: "counter-tui", dependencies: ["CounterCLI", "CounterSystem"]),
        .target(
            name: "CounterFuzzChecks", dependencies: ["CounterEngine", "CounterTUI", "CounterCLI"],
            exclude: readmes(in: "Sources/CounterFuzzChecks")
        ),
        // Golden-file helpers shared by the test targets (never shipped).
        .target(name: "CounterTestSupport", dependencies: ["CounterEngine", "CounterTUI"], path: "Tests/Support"),
        .testTarget(name: "CounterEngineTests", dependencies: ["CounterEngine"]),
        .testTarget(name: "CounterSystemTests", dependencies: ["CounterSystem"]),
        .testTarget(
            name: "CounterTUITests",
            dependencies: ["CounterTUI", "CounterEngine", "CounterTestSupport"],
            exclude: ["Goldens"]
        ),
        .testTarget(name: "CounterCLITests", dependencies: ["CounterCLI", "CounterTestSupport"]),
        .testTarget(name: "FuzzCorpusTests", dependencies: ["CounterFuzzChecks", "CounterCLI"]),
        .testTarget(
            name: "EndToEndTests", dependencies: ["counter-tui", "CounterSystem", "CounterTUI", "CounterCLI", "CounterTestSupport"],
            exclude: ["Goldens"] + readmes(in: "Tests/EndToEndTests")
        ),
    ],
    swiftLanguageModes: [.v6]
)
