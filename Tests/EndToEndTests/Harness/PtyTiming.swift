import Foundation

/// When a program writes to its terminal: the binary run in a pseudo-terminal by util-linux
/// `script`, which logs the time of every read of the program's output (`--log-timing`); writes
/// closer together than `frameGap` are one frame. The times are as `script` read them (within a
/// few microseconds of the writes on an idle machine).
enum PtyTiming {
    /// Writes closer than this belong to one frame.
    static let frameGap = 0.003

    /// Runs the binary with `arguments` in a pty; the start time of each frame, in seconds from
    /// the first output. Nil when `script` is missing or failed.
    static func frames(_ arguments: [String]) throws -> [Double]? {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { return nil }
        let timing = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString).timing").path
        defer { unlink(timing) }
        let command = ([Binary.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
        var env = ProcessInfo.processInfo.environment
        env["TERM"] = "xterm-256color"
        env["SWIFT_BACKTRACE"] = "interactive=no"
        let run = try Spawn.run(["/usr/bin/script", "-q", "-e", "--log-timing", timing, "-c", command, "/dev/null"],
                                environment: env)
        guard run.status == 0, let text = try? String(contentsOfFile: timing, encoding: .utf8) else { return nil }
        // Classic format: one "delay bytes" line per read, the delay since the read before.
        var now = 0.0
        var frames: [Double] = []
        var last: Double?
        for line in text.split(separator: "\n") {
            guard let delay = line.split(separator: " ").first.flatMap({ Double($0) }) else { continue }
            now += delay
            if let last, now - last <= frameGap {} else { frames.append(now) }
            last = now
        }
        return frames
    }
}
