// swift-tools-version:5.9
// Start-up floors for `scripts/bench_startup.py --floors`: the smallest Swift programs built as
// counter-tui's release is (static Swift runtime, lld, packed relocations), so that its
// exec-to-first-byte can be read against what the language and Foundation cost by themselves.
import PackageDescription

let package = Package(
    name: "swift-floor",
    targets: [
        .executableTarget(name: "swift-hello", path: "Sources/swift-hello"),
        .executableTarget(name: "foundation-hello", path: "Sources/foundation-hello"),
    ]
)
