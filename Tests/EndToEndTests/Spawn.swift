import Foundation

/// Runs a program with posix_spawn and waitpid. Foundation's Process on Linux learns that a
/// child exited through an inherited socket, which a daemon the child forks (the tmux server)
/// keeps open: it would wait forever.
enum Spawn {
    /// Runs `arguments` (looked up in PATH) with stdin and stderr on /dev/null; returns the exit
    /// status and, when `capture` is set, stdout.
    static func run(_ arguments: [String], capture: Bool = true, environment: [String: String]? = nil)
        throws -> (status: Int32, output: String)
    {
        var pipe: [Int32] = [-1, -1]
        if capture { guard Glibc.pipe(&pipe) == 0 else { throw POSIXError(.EMFILE) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        if capture {
            posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
            posix_spawn_file_actions_addclose(&actions, pipe[0])
            posix_spawn_file_actions_addclose(&actions, pipe[1])
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        var env = environment ?? ProcessInfo.processInfo.environment
        env.removeValue(forKey: "TMUX")
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let rc = posix_spawnp(&pid, arguments[0], &actions, nil, argv, envp)
        if capture { close(pipe[1]) }
        guard rc == 0 else {
            if capture { close(pipe[0]) }
            throw POSIXError(POSIXErrorCode(rawValue: rc) ?? .ENOENT)
        }
        var output = Data()
        if capture {
            // The pipe's write end may outlive the child (a daemon); read until the child is gone.
            let handle = FileHandle(fileDescriptor: pipe[0], closeOnDealloc: true)
            output = handle.readDataToEndOfFile()
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let exit = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return (exit, String(decoding: output, as: UTF8.self))
    }
}
