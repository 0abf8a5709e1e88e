import CounterSystem
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A process for `--pid` to follow in-process, made deterministic: `/bin/sh` reading commands
/// from a pipe the test writes, holding the test's files at descriptors 3, 4, … (inherited: the
/// same open file descriptions, so when the test moves its own copy with `seek`, the position
/// the program reads in `/proc/PID/fdinfo` moves too, at the manual clock's time of the move).
/// `run(_:)` has the shell open or close files, and waits until it has; `end()` kills it.
final class FollowedShell {
    let pid: pid_t
    /// The test's copies of the descriptors the shell holds, by the shell's descriptor number.
    private var held: [Int32: Int32] = [:]
    /// The writing end of the shell's commands.
    private var commands: Int32
    private var reaped = false

    /// Starts the shell holding `files` (paths) at descriptors 3, 4, …, each opened for reading.
    init(holding files: [String] = []) throws {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw POSIXError(.EIO) }
        commands = ends[1]
        _ = fcntl(commands, F_SETFD, FD_CLOEXEC)
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[0], 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var opened: [Int32] = []
        for (index, path) in files.enumerated() {
            let fd = Glibc.open(path, O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else { throw POSIXError(.ENOENT) }
            opened.append(fd)
            held[Int32(3 + index)] = fd
            posix_spawn_file_actions_adddup2(&actions, fd, Int32(3 + index))
        }
        var child: pid_t = 0
        let arguments = ["/bin/sh", "-s"]
        var argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let code = posix_spawn(&child, "/bin/sh", &actions, nil, &argv, environ)
        Glibc.close(ends[0])
        guard code == 0 else {
            opened.forEach { Glibc.close($0) }
            Glibc.close(commands)
            throw POSIXError(.EIO)
        }
        pid = child
    }

    deinit { end() }

    /// Moves the shell's descriptor `descriptor` (one it inherited) to `offset` bytes in.
    func seek(_ descriptor: Int32 = 3, to offset: off_t) {
        guard let fd = held[descriptor] else {
            Issue.record("descriptor \(descriptor) is not held")
            return
        }
        lseek(fd, offset, SEEK_SET)
    }

    /// Has the shell open `path` for reading at `descriptor`, and waits until it has.
    func open(_ descriptor: Int32, _ path: String) {
        run("exec \(descriptor)< '\(path)'") { self.link(descriptor) == path }
    }

    /// Has the shell close `descriptor`, and waits until it has.
    func close(_ descriptor: Int32) {
        run("exec \(descriptor)<&-") { self.link(descriptor) == nil }
    }

    /// Writes `command` to the shell and waits (10 s of real time at most) until `done` holds.
    private func run(_ command: String, until done: @escaping () -> Bool) {
        let bytes = Array((command + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(commands, $0.baseAddress, $0.count) }
        let deadline = Date().addingTimeInterval(10)
        var pause = timespec(tv_sec: 0, tv_nsec: 200_000)
        while !done() {
            guard Date() < deadline else {
                Issue.record("the shell did not run `\(command)`")
                return
            }
            nanosleep(&pause, nil)
        }
    }

    /// Where the shell's `descriptor` leads, if it is open.
    private func link(_ descriptor: Int32) -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/\(pid)/fd/\(descriptor)", &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        return String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Kills the shell and reaps it: the program's next reading finds it gone.
    func end() {
        guard !reaped else { return }
        reaped = true
        kill(pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        held.values.forEach { Glibc.close($0) }
        held = [:]
        Glibc.close(commands)
    }
}

/// A file of `size` bytes (sparse: nothing written) at `path`.
func makeFile(_ path: String, size: off_t) throws {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard fd >= 0, ftruncate(fd, size) == 0 else { throw POSIXError(.EIO) }
    close(fd)
}
