// swift-tools-version:6.0
import Foundation
import PackageDescription

// The code is Linux's (pipe2, /proc, glibc, the ncursesw headers): say so before anything builds.
#if !os(Linux)
#error("counter-tui builds on Linux only (glibc, /proc, ncursesw): build it on Linux or in a Linux container")
#endif

/// The README.md of every folder under a target's path: each folder says what lives in it and
/// what it may import; the files are documentation, not sources or resources.
func readmes(in path: String) -> [String] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(path).path
    let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
    return files.filter { $0 == "README.md" || $0.hasSuffix("/README.md") }.sorted()
}

/// The test-only hooks (the manual main loop of in-process program tests, COUNTER_TUI_TEST_EPOCH,
/// _TRAP, _STALL) exist in debug builds, which the tests run; a release build carries none
/// (docs/architecture.md).
let testHooks: [SwiftSetting] = [.define("COUNTER_TUI_TEST_HOOKS", .when(configuration: .debug))]

let package = Package(
    name: "counter-tui",
    products: [
        .executable(name: "counter-tui", targets: ["counter-tui"]),
        // Values, easing, formats, rolling wheels: no Foundation, no ICU.
        .library(name: "CounterEngine", targets: ["CounterEngine"]),
        // A locale's number symbols (Foundation's Locale, ICU's data): only for hosts that ask.
        .library(name: "CounterLocales", targets: ["CounterLocales"]),
        // Widgets, the counting line, the full-screen runner.
        .library(name: "CounterTUI", targets: ["CounterTUI"]),
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
        // Everything that needs Foundation's locale and calendar data (ICU), apart from the engine.
        .target(name: "CounterLocales", dependencies: ["CounterEngine"], exclude: readmes(in: "Sources/CounterLocales")),
        // POSIX and Dispatch plumbing: signals, child processes, read watches, timers, the tty.
        .target(name: "CounterSystem", dependencies: ["CSignalRelay"], exclude: readmes(in: "Sources/CounterSystem"),
                swiftSettings: testHooks),
        .target(name: "CounterLive", dependencies: ["CounterEngine", "CounterSystem"], exclude: readmes(in: "Sources/CounterLive"),
                swiftSettings: testHooks),
        .target(
            name: "CounterTUI", dependencies: ["CounterEngine", "CounterSystem", "CounterLive", "CNcurses", "CRescue"],
            exclude: readmes(in: "Sources/CounterTUI"),
            swiftSettings: testHooks
        ),
        .target(
            name: "CounterCLI",
            dependencies: [
                "CounterEngine", "CounterLocales", "CounterSystem", "CounterLive", "CounterTUI",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Yams", package: "Yams"),
            ],
            exclude: readmes(in: "Sources/CounterCLI"),
            swiftSettings: testHooks
        ),
        .executableTarget(name: "counter-tui", dependencies: ["CounterCLI", "CounterSystem"]),
        .target(
            name: "CounterFuzzChecks", dependencies: ["CounterEngine", "CounterLocales", "CounterLive", "CounterTUI", "CounterCLI"],
            exclude: readmes(in: "Sources/CounterFuzzChecks")
        ),
        // libFuzzer's entry, declared weak: a plain `swift build` links without libFuzzer.
        .target(name: "CFuzzerDriver", path: "Sources/CFuzzerDriver"),
        // The fuzzer (`make fuzz` builds it with libFuzzer and the address sanitizer; Fuzz/README.md).
        .executableTarget(
            name: "counter-fuzz",
            dependencies: ["CounterFuzzChecks", "CFuzzerDriver", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // Golden-file helpers shared by the test targets (never shipped).
        // Golden files, the in-memory screen and the manual clock: test code, never in a release build.
        .target(name: "CounterTestSupport", dependencies: ["CounterEngine", "CounterSystem", "CounterTUI"], path: "Tests/Support"),
        .testTarget(name: "CounterEngineTests", dependencies: ["CounterEngine", "CounterLocales", "CounterTestSupport"]),
        .testTarget(name: "CounterSystemTests", dependencies: ["CounterSystem"]),
        .testTarget(name: "CounterLiveTests", dependencies: ["CounterLive", "CounterEngine", "CounterSystem", "CounterTestSupport"]),
        .testTarget(
            name: "CounterTUITests",
            dependencies: ["CounterTUI", "CounterLive", "CounterEngine", "CounterTestSupport"],
            exclude: ["Goldens"]
        ),
        .testTarget(name: "CounterCLITests", dependencies: ["CounterCLI", "CounterLive", "CounterTestSupport"], exclude: ["Goldens"]),
        .testTarget(name: "FuzzCorpusTests", dependencies: ["CounterFuzzChecks", "CounterCLI"]),
        .testTarget(
            name: "EndToEndTests", dependencies: ["counter-tui", "CounterSystem", "CounterLive", "CounterTUI", "CounterCLI", "CounterTestSupport"],
            exclude: readmes(in: "Tests/EndToEndTests")
        ),
    ],
    swiftLanguageModes: [.v6]
)
