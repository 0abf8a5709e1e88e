// swift-tools-version:6.0
// Hosts the end-to-end tests run the full-screen runner in: a plain (sync) `main`, and an async
// `main` that awaits before the display (where turning the main queue itself would hang or trap), and
// a `main` that breaks the runner's rules (nested runs, its own signals, few descriptors).
import Foundation
import PackageDescription

// A path dependency is named after its folder, which is whatever the clone is called.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "Hosts",
    dependencies: [.package(path: "../../..")],
    targets: [
        .executableTarget(name: "sync-host", dependencies: [.product(name: "CounterTUI", package: root)]),
        .executableTarget(name: "await-host", dependencies: [.product(name: "CounterTUI", package: root)]),
        .executableTarget(name: "rules-host", dependencies: [.product(name: "CounterTUI", package: root)]),
    ]
)
