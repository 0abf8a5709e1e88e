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
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        // A clean child: no signal blocked (test threads block many, and a tmux server that
        // inherits that mask never dies on kill-server) and default dispositions.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        var all = sigset_t()
        sigfillset(&all)
        sigdelset(&all, SIGKILL)
        sigdelset(&all, SIGSTOP)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var env = environment ?? ProcessInfo.processInfo.environment
        env.removeValue(forKey: "TMUX")
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let rc = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, envp)
        guard rc == 0 else { throw POSIXError(POSIXErrorCode(rawValue: rc) ?? .ENOENT) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let exit = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        let out = (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? ""
        let err = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
        return Output(status: exit, stdout: out, stderr: err)
    }
}
