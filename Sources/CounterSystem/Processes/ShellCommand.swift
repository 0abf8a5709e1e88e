#if canImport(Glibc)
import Glibc
#endif

/// A user's shell command run through `/bin/sh -c`, such as `--on-done`.
///
/// The child starts clean: stdin from /dev/null, no blocked signals and default signal
/// dispositions (counter-tui blocks and ignores several; a child must not inherit that), its
/// own process group, and extra variables in its environment. Values reach the command only
/// through the environment, never spliced into the command text, so no shell injection is
/// possible beyond the user's own command.
package struct ShellCommand: Sendable {
    package let command: String
    package let environment: [String: String]

    package init(_ command: String, environment: [String: String] = [:]) {
        self.command = command
        self.environment = environment
    }

    /// Where the command's output goes.
    package enum Output: Sendable {
        /// To our stdout and stderr.
        case inherit
        /// To /dev/null.
        case discard
        /// Stdout to this descriptor (a pipe's write end), stderr to `errors` (another pipe's
        /// write end), or to /dev/null.
        case capture(Int32, errors: Int32? = nil)
        /// Stdout and stderr to these files (created or truncated).
        case files(stdout: String, stderr: String)
    }

    /// Starts the command; its stdout and stderr go to ours, or to /dev/null when `quiet`.
    /// - Returns: the child's pid, or nil when it could not be started.
    package func start(quiet: Bool) -> pid_t? { start(output: quiet ? .discard : .inherit) }

    /// Starts the command with its output sent to `output`; the child's pid, or nil. With
    /// `ownSession`, in a session of its own: no controlling terminal, so nothing it runs can
    /// write to or reconfigure the terminal the display is on (its group is its pid, as before).
    package func start(output: Output, ownSession: Bool = false) -> pid_t? {
        var env: [String] = []
        var index = 0
        while let entry = environ[index] {
            let text = String(cString: entry)
            let name = text.split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
            if environment[name] == nil { env.append(text) }
            index += 1
        }
        for (name, value) in environment.sorted(by: { $0.key < $1.key }) { env.append("\(name)=\(value)") }
        // `--`: a command that starts with `-` (`--on-done -1`) is a command, not an option of sh.
        return ShellCommand.spawn(["/bin/sh", "-c", "--", command], environment: env, output: output, ownGroup: true,
                                  ownSession: ownSession)
    }

    /// glibc's POSIX_SPAWN_SETSID (2.26 on), which Swift's Glibc module does not export.
    static let spawnSetSID: Int32 = 0x80

    /// Starts `arguments[0]` (looked up in PATH when it has no `/`) as a clean child: stdin from
    /// /dev/null, no blocked signals, default signal dispositions, and with `ownGroup` a process
    /// group of its own. `environment` is a list of `NAME=value`. The child's pid, or nil with
    /// errno set to posix_spawn's error.
    package static func spawn(_ arguments: [String], environment: [String], output: Output, ownGroup: Bool,
                             ownSession: Bool = false) -> pid_t? {
        guard let program = arguments.first else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        switch output {
        case .inherit:
            break
        case .discard:
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        case .capture(let descriptor, let errors):
            posix_spawn_file_actions_adddup2(&actions, descriptor, 1)
            if let errors {
                posix_spawn_file_actions_adddup2(&actions, errors, 2)
            } else {
                posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            }
        case .files(let stdout, let stderr):
            posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        }
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
        var flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
        if ownSession {
            // A new session is a new group too, led by the child.
            flags |= spawnSetSID
        } else if ownGroup {
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= POSIX_SPAWN_SETPGROUP
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let failed = posix_spawnp(&pid, program, &actions, &attributes, argv, envp)
        guard failed == 0 else {
            // posix_spawn returns its error: kept in errno for the caller to name.
            errno = failed
            return nil
        }
        return pid
    }

    /// Why a spawn that just returned nil failed, in words (errno as `spawn` left it), with the
    /// limit named when it is one: "Resource temporarily unavailable (ulimit -u)".
    package static func spawnFailure(_ code: Int32 = errno) -> String {
        let text = String(cString: strerror(code))
        switch code {
        case EAGAIN: return text + " (ulimit -u)"
        case EMFILE: return text + " (ulimit -n)"
        case ENOMEM: return text + " (ulimit -v)"
        default: return text
        }
    }

    /// Runs the command to completion (output to ours); its exit status, or nil if it failed to start.
    @discardableResult
    package func run() -> Int32? {
        guard let pid = start(quiet: false) else { return nil }
        return ShellCommand.wait(for: pid)
    }

    /// Waits for `pid` (retrying on EINTR); its exit status, 128+N when killed by signal N.
    @discardableResult
    package static func wait(for pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { return -1 }
        }
        return exitCode(fromWaitStatus: status)
    }

    /// The shell's view of a `waitpid` status: the exit code, or 128+N when killed by signal N.
    package static func exitCode(fromWaitStatus status: Int32) -> Int32 {
        (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }
}
