// swift-tools-version:6.1
// Benchmarks live in their own package (ordo-one/benchmark) so the main build stays light; they
// reach only the library's public API (its products).
// Run from the repository root: `make bench`.
import Foundation
import PackageDescription

// A path dependency is named after its folder, which is whatever the clone is called.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "counter-tui-benchmarks",
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "CounterBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "CounterEngine", package: root),
                .product(name: "CounterLocales", package: root),
            ],
            path: "Benchmarks/CounterBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
