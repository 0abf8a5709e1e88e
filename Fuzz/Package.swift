// swift-tools-version:6.0
// libFuzzer targets in their own package, built with sanitizers: `make fuzz` (see Fuzz/README.md).
import Foundation
import PackageDescription

// A path dependency is named after its folder, which is whatever the clone is called.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "counter-tui-fuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "..")],
    targets: [
        .executableTarget(
            name: "counter-fuzz",
            dependencies: [.product(name: "CounterFuzzChecks", package: root)],
            path: "Sources/counter-fuzz"
        ),
    ]
)
