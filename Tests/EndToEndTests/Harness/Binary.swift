import Foundation

/// Finds and runs the built `counter-tui` binary.
enum Binary {
    /// The executable built next to the test bundle (or `COUNTER_TUI_BIN`).
    static let path: String = {
        if let explicit = ProcessInfo.processInfo.environment["COUNTER_TUI_BIN"] { return explicit }
        let testBinary = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0]).resolvingSymlinksInPath()
        var directory = testBinary.deletingLastPathComponent()
        // On Linux the runner is `<build>/counter-tuiPackageTests.xctest`; elsewhere it may sit in a bundle.
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("counter-tui").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return "counter-tui"
    }()

    /// Runs the binary with `arguments`, no terminal attached, and waits for it.
    static func run(_ arguments: [String], environment extra: [String: String] = [:]) throws -> Spawn.Output {
        var env = ProcessInfo.processInfo.environment
        env["SWIFT_BACKTRACE"] = "interactive=no"
        env.removeValue(forKey: "NO_COLOR")
        env.removeValue(forKey: "COUNTER_TUI_ANIMATIONS")
        for (k, v) in extra { env[k] = v }
        return try Spawn.run([path] + arguments, environment: env)
    }
}
