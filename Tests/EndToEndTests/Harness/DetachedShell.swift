import Foundation

/// A `/bin/sh` with no controlling terminal (`setsid -w`) and a scratch directory of its own:
/// scripts see the binary as `$BIN` and the directory as `$DIR`, and no animation setting of the
/// caller's environment. The directory goes with the shell.
final class DetachedShell {
    let directory: URL

    /// A new scratch directory named after `prefix`.
    init(_ prefix: String) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    /// Runs `script` to its end; its status, stdout and stderr.
    func run(_ script: String) throws -> Spawn.Output {
        var env = ProcessInfo.processInfo.environment
        env["BIN"] = Binary.path
        env["DIR"] = directory.path
        env["SWIFT_BACKTRACE"] = "interactive=no"
        env.removeValue(forKey: "COUNTER_TUI_ANIMATIONS")
        return try Spawn.run(["setsid", "-w", "/bin/sh", "-c", script], environment: env)
    }
}
