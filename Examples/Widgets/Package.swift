// swift-tools-version:6.0
// A host that owns its ncurses screen and draws counter-tui's widgets on it (Examples/README.md).
import Foundation
import PackageDescription

// A path dependency is named after its folder, which is whatever the clone is called.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "widgets-example",
    dependencies: [.package(path: "../..")],
    targets: [
        // The host's own view of ncursesw: its own module map, beside counter-tui's CNcurses.
        .systemLibrary(name: "CCurses", path: "Sources/CCurses", providers: [.apt(["libncurses-dev"])]),
        .executableTarget(
            name: "widgets-host",
            dependencies: [
                "CCurses",
                .product(name: "CounterTUI", package: root),
                .product(name: "CounterEngine", package: root),
            ],
            path: "Sources/widgets-host"
        ),
        // Not part of the example: NcursesScreen.paint's colours, attributes and clipping, for the tests.
        .executableTarget(
            name: "paint-check",
            dependencies: ["CCurses", .product(name: "CounterTUI", package: root)],
            path: "Sources/paint-check"
        ),
    ]
)
