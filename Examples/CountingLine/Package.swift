// swift-tools-version:6.0
// A command-line tool with a counting line: `swift run --package-path Examples/CountingLine`.
import Foundation
import PackageDescription

// A path dependency is named after its folder, which is whatever the clone is called.
let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "counting-line-example",
    dependencies: [.package(path: "../..")],
    targets: [
        .executableTarget(
            name: "counting-line",
            dependencies: [.product(name: "CounterTUI", package: root)],
            path: "Sources"
        ),
    ]
)
