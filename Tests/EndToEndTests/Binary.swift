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

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs the binary with `arguments`, no terminal attached, and waits for it.
    static func run(_ arguments: [String], environment extra: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["SWIFT_BACKTRACE"] = "interactive=no"
        for (k, v) in extra { env[k] = v }
        process.environment = env
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }
}
