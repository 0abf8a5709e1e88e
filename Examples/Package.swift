// swift-tools-version:6.0
// The examples of embedding counter-tui, one package that depends on this repository by path as
// yours would by URL: `swift run --package-path Examples counting-line 120` (Examples/README.md).
// One package, so the library is built once for all of them; `Checks/` holds programs the
// end-to-end tests run, not examples.
import Foundation
import PackageDescription

// A path dependency is named after its folder, which is whatever the clone is called.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent
let counterTUI = Target.Dependency.product(name: "CounterTUI", package: root)

let package = Package(
    name: "counter-tui-examples",
    dependencies: [.package(path: "..")],
    targets: [
        // A command-line tool with a counting line (CountingLine/README.md).
        .executableTarget(name: "counting-line", dependencies: [counterTUI], path: "CountingLine/Sources"),
        // Widgets on the host's own ncurses screen (Widgets/README.md): the host's own view of
        // ncursesw, beside counter-tui's CNcurses.
        .systemLibrary(name: "CCurses", path: "Widgets/Sources/CCurses", providers: [.apt(["libncurses-dev"])]),
        .executableTarget(
            name: "widgets-host",
            dependencies: ["CCurses", counterTUI, .product(name: "CounterEngine", package: root)],
            path: "Widgets/Sources/widgets-host"
        ),
        // A full screen beside the host's own async tasks, which returns (Board/README.md).
        .executableTarget(name: "Board", dependencies: [counterTUI], path: "Board/Sources/Board"),
        // Not examples: hosts the end-to-end tests run (Checks/README.md).
        .executableTarget(name: "paint-check", dependencies: ["CCurses", counterTUI], path: "Checks/paint-check"),
        .executableTarget(name: "sync-host", dependencies: [counterTUI], path: "Checks/sync-host"),
        .executableTarget(name: "await-host", dependencies: [counterTUI], path: "Checks/await-host"),
        .executableTarget(name: "rules-host", dependencies: [counterTUI], path: "Checks/rules-host"),
    ]
)
