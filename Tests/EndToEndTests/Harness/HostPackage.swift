import Foundation

/// The package that embeds the library (Examples: the examples and the checks), built once per
/// test run with `swift build --package-path` into its own .build (`make test` builds it
/// first): the path of its built products.
enum HostPackage {
    /// The repository's root (this file is Tests/EndToEndTests/Harness/HostPackage.swift).
    static let root = Repository.root

    private static let lock = NSLock()
    nonisolated(unsafe) private static var built: [String: Result<String, BuildFailure>] = [:]

    /// The build failed: its output.
    struct BuildFailure: Error, CustomStringConvertible {
        var description: String
    }

    /// Builds the package at `path` (relative to the root) once; the directory of its products.
    static func products(of path: String) throws -> String {
        lock.lock()
        defer { lock.unlock() }
        if let result = built[path] { return try result.get() }
        // Built already by `make test` (scripts/run_tests.py names the folder): not again in
        // every test process that runs beside the others.
        if path == "Examples", let bin = ProcessInfo.processInfo.environment["COUNTER_TUI_EXAMPLES_BIN"], !bin.isEmpty {
            built[path] = .success(bin)
            return bin
        }
        let package = root.appendingPathComponent(path).path
        // SwiftPM would keep its plan of this repository's files from an older build (a file
        // added since is missed, one removed is a "missing input"): the plan is made again.
        let buildFolder = URL(fileURLWithPath: package + "/.build")
        for triple in (try? FileManager.default.contentsOfDirectory(atPath: buildFolder.path)) ?? [] {
            try? FileManager.default.removeItem(at: buildFolder.appendingPathComponent("\(triple)/debug/description.json"))
        }
        var env = ProcessInfo.processInfo.environment
        env["SWIFT_BACKTRACE"] = "interactive=no"
        let result: Result<String, BuildFailure>
        do {
            let build = try Spawn.run(["swift", "build", "--package-path", package], environment: env)
            let bin = try Spawn.run(["swift", "build", "--package-path", package, "--show-bin-path"], environment: env)
            result = build.status == 0
                ? .success(bin.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
                : .failure(BuildFailure(description: "building \(path) failed:\n" + String(build.stdout.suffix(3000))
                    + String(build.stderr.suffix(3000))))
        } catch {
            result = .failure(BuildFailure(description: "\(error)"))
        }
        built[path] = result
        return try result.get()
    }
}

extension Tmux {
    /// Runs the host program `path` in the pane as `start` runs counter-tui: `stty -g` before and
    /// after, stderr to a file, and the exit status (the wrapper shell survives Ctrl-C).
    func startHost(_ path: String, _ arguments: String = "") throws {
        let d = directory.path
        let command = "clear; stty -g > \(d)/before; sh -c 'trap : INT TERM QUIT; env LANG=C.UTF-8 SWIFT_BACKTRACE=interactive=no "
            + "\(path) \(arguments) 2> \(d)/stderr; echo $? > \(d)/status.tmp'; "
            + "stty -g > \(d)/after.tmp; mv \(d)/after.tmp \(d)/after; mv \(d)/status.tmp \(d)/status"
        try tmux(["send-keys", "-t", "t", command, "Enter"])
    }
}
