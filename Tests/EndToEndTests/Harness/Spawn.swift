import CounterSystem
import CounterTUI
import Foundation

/// Runs a program with posix_spawn and waitpid, capturing its output through temporary files.
///
/// Not Foundation's Process: on Linux it learns that a child exited through an inherited socket,
/// which a daemon the child forks (the tmux server) keeps open, so it would wait forever. Not
/// pipes either: a tmux server started by a test running in parallel could inherit a pipe's write
/// end and keep another test reading forever; a file always ends.
enum Spawn {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `arguments` (looked up in PATH) with stdin on /dev/null and waits for it.
    static func run(_ arguments: [String], environment: [String: String]? = nil) throws -> Output {
        let directory = FileManager.default.temporaryDirectory
        let name = UUID().uuidString
        let outPath = directory.appendingPathComponent("\(name).out").path
        let errPath = directory.appendingPathComponent("\(name).err").path
        defer {
            unlink(outPath)
            unlink(errPath)
        }
        var env = environment ?? ProcessInfo.processInfo.environment
        env.removeValue(forKey: "TMUX")
        // A clean child (no blocked signals: test threads block many, and a tmux server that
        // inherits that mask never dies on kill-server), spawned the way counter-tui spawns.
        guard let pid = ShellCommand.spawn(arguments, environment: env.map { "\($0.key)=\($0.value)" },
                                           output: .files(stdout: outPath, stderr: errPath), ownGroup: false)
        else { throw POSIXError(.ENOENT) }
        let exit = ShellCommand.wait(for: pid)
        let out = (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? ""
        let err = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
        return Output(status: exit, stdout: out, stderr: err)
    }
}
