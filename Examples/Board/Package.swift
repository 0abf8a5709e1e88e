// swift-tools-version:6.0
// A full-screen board driven by the host's own async tasks (the third way to embed counter-tui).
import Foundation
import PackageDescription

// A path dependency is named after its folder, which is whatever the clone is called.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "Board",
    dependencies: [.package(path: "../..")],
    targets: [
        .executableTarget(name: "Board", dependencies: [.product(name: "CounterTUI", package: root)]),
    ]
)
