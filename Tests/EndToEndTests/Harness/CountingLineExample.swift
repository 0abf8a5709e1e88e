import Foundation

/// The counting-line example (Examples/CountingLine), built once per test run with
/// `swift build --package-path` (its own .build; quick when `make test` built it already).
enum CountingLineExample {
    /// The repository's root (this file is Tests/EndToEndTests/Harness/…).
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The built executable's path, or why it could not be built.
    private static let built: Result<String, BuildFailure> = {
        let package = root.appendingPathComponent("Examples/CountingLine").path
        // SwiftPM would keep its plan of this repository's files from an older build (a file
        // added since is missed, one removed is a "missing input"): the plan is made again.
        let build = URL(fileURLWithPath: package + "/.build")
        for triple in (try? FileManager.default.contentsOfDirectory(atPath: build.path)) ?? [] {
            try? FileManager.default.removeItem(at: build.appendingPathComponent("\(triple)/debug/description.json"))
        }
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "interactive=no"
        guard let run = try? Spawn.run(["swift", "build", "--package-path", package], environment: environment)
        else { return .failure(BuildFailure(output: "swift could not be started")) }
        guard run.status == 0 else { return .failure(BuildFailure(output: run.stdout + run.stderr)) }
        return .success(package + "/.build/debug/counting-line")
    }()

    /// The example's executable, built if needed.
    static func path() throws -> String { try built.get() }

    struct BuildFailure: Error, CustomStringConvertible {
        let output: String
        var description: String { "building Examples/CountingLine failed:\n\(output)" }
    }
}
