// Helpers shared by the CounterSystem suites: close-on-exec pipes and pseudo-terminals (a child
// spawned by a test running in parallel must never inherit them, or a reader would never see the
// end), waiting with a deadline, a lock for process-wide signal state, fresh threads and forked
// children for work that changes a thread's mask, the session or the controlling terminal.
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `pipe2(2)`, which the Glibc module does not export.
@_silgen_name("pipe2")
private func cPipe2(_ fds: UnsafeMutablePointer<Int32>, _ flags: Int32) -> Int32

/// The pseudo-terminal calls the Glibc module does not export either.
@_silgen_name("grantpt")
private func cGrantpt(_ master: Int32) -> Int32
@_silgen_name("unlockpt")
private func cUnlockpt(_ master: Int32) -> Int32
@_silgen_name("ptsname_r")
private func cPtsnameR(_ master: Int32, _ buffer: UnsafeMutablePointer<CChar>, _ size: Int) -> Int32

/// A pipe whose both ends are close-on-exec from the start.
struct TestPipe {
    let reader: Int32
    let writer: Int32

    init(nonBlockingWriter: Bool = false) throws {
        var fds: [Int32] = [-1, -1]
        try #require(cPipe2(&fds, O_CLOEXEC) == 0)
        (reader, writer) = (fds[0], fds[1])
        if nonBlockingWriter { _ = fcntl(writer, F_SETFL, fcntl(writer, F_GETFL) | O_NONBLOCK) }
    }

    /// Writes all of `text`.
    func write(_ text: String) {
        var bytes = Array(text.utf8)
        _ = Glibc.write(writer, &bytes, bytes.count)
    }
}

/// A pseudo-terminal, both ends close-on-exec and neither our controlling terminal.
final class TestPseudoTerminal {
    private(set) var master: Int32
    let slave: Int32
    let slaveName: String

    init() throws {
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        try #require(master >= 0)
        try #require(cGrantpt(master) == 0 && cUnlockpt(master) == 0)
        var name = [CChar](repeating: 0, count: 128)
        try #require(cPtsnameR(master, &name, name.count) == 0)
        slaveName = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        slave = open(slaveName, O_RDWR | O_NOCTTY | O_CLOEXEC)
        try #require(slave >= 0)
    }

    /// Sets the window size the kernel reports (TIOCSWINSZ).
    @discardableResult
    func setSize(columns: UInt16, rows: UInt16) -> Bool {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        return ioctl(master, UInt(TIOCSWINSZ), &size) == 0
    }

    /// Closes the master side: the slave hangs up.
    func closeMaster() {
        if master >= 0 { close(master) }
        master = -1
    }

    deinit {
        closeMaster()
        close(slave)
    }
}

/// Polls `condition` until it holds or `timeout` seconds pass; whether it held.
func eventually(timeout: Double = 60, isolation: isolated (any Actor)? = #isolation,
                _ condition: () -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
        if Date() > deadline { return false }
        try? await Task.sleep(for: .milliseconds(2))
    }
    return true
}

/// The same, for synchronous tests that may block their thread (children, waitpid).
func eventuallyBlocking(timeout: Double = 60, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
        if Date() > deadline { return false }
        usleep(2_000)
    }
    return true
}

/// Lets the main queue run `count` turns (and anything already due on it).
@MainActor
func mainQueueTurns(_ count: Int = 3) async {
    for _ in 0..<count {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { done.resume() }
        }
    }
}

/// A window in which something that must not happen would have happened: a few main-queue turns
/// and `milliseconds` of time. Only for asserting an absence; waiting for an event uses `eventually`.
@MainActor
func quietWindow(milliseconds: Int = 40) async {
    await mainQueueTurns()
    try? await Task.sleep(for: .milliseconds(milliseconds))
    await mainQueueTurns()
}

/// Serializes the tests of every suite here that change process-wide signal state (a
/// disposition, a handler of the relay, signals sent to the process): the suites run in parallel.
/// An async lock, so that a main-actor test waiting for it never blocks the main queue.
actor ProcessSignals {
    static let lock = ProcessSignals()
    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    private func acquire() async {
        if busy {
            await withCheckedContinuation { waiting.append($0) }
        } else {
            busy = true
        }
    }

    private func release() {
        if waiting.isEmpty { busy = false } else { waiting.removeFirst().resume() }
    }

    /// Runs `body` alone among the tests that take this lock.
    static func exclusively<T>(isolation: isolated (any Actor)? = #isolation,
                               _ body: () async throws -> T) async rethrows -> T {
        await lock.acquire()
        do {
            let result = try await body()
            await lock.release()
            return result
        } catch {
            await lock.release()
            throw error
        }
    }
}

/// The full `sigaction` of `sig`, to put back after a test changed it.
struct SavedDisposition {
    let sig: Int32
    private var action = sigaction()

    init(_ sig: Int32) {
        self.sig = sig
        sigaction(sig, nil, &action)
    }

    func restore() {
        var action = action
        sigaction(sig, &action, nil)
    }
}

/// A handler that does nothing (a signal "handled", harmlessly).
let ignoringHandler: @convention(c) (Int32) -> Void = { _ in }

/// Runs `body` on a new thread that ends afterwards (its signal mask, and any signal left
/// pending on it, go with it); its result.
func onFreshThread<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { done in
        Thread.detachNewThread { done.resume(returning: body()) }
    }
}

/// The signals blocked in the calling thread, among 1...64.
func blockedSignals() -> Set<Int32> {
    var mask = sigset_t()
    pthread_sigmask(SIG_BLOCK, nil, &mask)
    return Set((1...Int32(64)).filter { sigismember(&mask, $0) == 1 })
}

/// Forks a child that runs `body` and exits with its result (0...255). The child may call the
/// code under test and C functions only, never the testing library; its standard descriptors
/// are /dev/null and it holds no other descriptor of the tests but `keeping` (a pipe end it
/// kept would keep another test's reader waiting for the end). The child's pid, or -1.
func forkChild(keeping: [Int32] = [], _ body: () -> Int32) -> pid_t {
    let pid = fork()
    guard pid == 0 else { return pid }
    let null = open("/dev/null", O_RDWR)
    for standard: Int32 in 0...2 where !keeping.contains(standard) { dup2(null, standard) }
    for descriptor in 3..<max(Int32(getdtablesize()), 3) where !keeping.contains(descriptor) { close(descriptor) }
    _exit(body())
}

/// Runs `body` in a forked child (see `forkChild`); `whileRunning` runs in the test meanwhile,
/// with the child's pid. The child's raw wait status, or nil when it did not end within
/// `timeout` seconds (it is killed then).
func forkedChildStatus(timeout: Double = 10, keeping: [Int32] = [], _ body: () -> Int32,
                       whileRunning: (pid_t) -> Void = { _ in }) -> Int32? {
    let pid = forkChild(keeping: keeping, body)
    guard pid > 0 else { return nil }
    whileRunning(pid)
    return reap(pid, timeout: timeout)
}

/// The exit code of a forked child running `body` (see `forkChild`), nil when it did not exit
/// by itself in time.
func inForkedChild(timeout: Double = 10, keeping: [Int32] = [], _ body: () -> Int32) -> Int32? {
    guard let status = forkedChildStatus(timeout: timeout, keeping: keeping, body) else { return nil }
    return (status & 0x7f) == 0 ? (status >> 8) & 0xff : nil
}

/// A forked child that only waits (in `pause`, state S) in a process group of its own, as the
/// command feeding a pipe into us would; kill it with SIGKILL and `reap` it.
func waitingGroupLeader() -> pid_t {
    let pid = forkChild {
        setpgid(0, 0)
        var none = sigset_t()
        sigemptyset(&none)
        pthread_sigmask(SIG_SETMASK, &none, nil)
        while true { pause() }
    }
    // Both sides set the group, so that it exists whichever runs first.
    if pid > 0 { setpgid(pid, pid) }
    return pid
}

/// The processes of process group `group` (from /proc).
func members(ofGroup group: pid_t) -> [pid_t] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return names.compactMap { Int32($0) }.filter { pid in
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return false }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        return fields.count > 2 && Int32(fields[2]) == group
    }
}

/// Whether `descriptor` reports a hangup (POLLHUP: no writer is left on a pipe, the other
/// side of a terminal closed), waiting for it up to 5 s: a child that a test running in
/// parallel forks or spawns holds a copy of every descriptor for a moment, so the last close is
/// not always ours. Once it holds, the reading side has seen the end for good.
func hungUp(_ descriptor: Int32) -> Bool {
    eventuallyBlocking {
        var probe = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&probe, 1, 0) > 0 && probe.revents & Int16(POLLHUP) != 0
    }
}

/// Waits up to `timeout` seconds for child `pid` to end and reaps it; its raw wait status, or
/// nil (then it is killed and reaped).
func reap(_ pid: pid_t, timeout: Double = 5) -> Int32? {
    var status: Int32 = 0
    if eventuallyBlocking(timeout: timeout, { waitpid(pid, &status, WNOHANG) == pid }) { return status }
    kill(pid, SIGKILL)
    waitpid(pid, &status, 0)
    return nil
}

/// The state letter of `pid` in /proc (R, S, T, Z…), nil when it is gone.
func processState(_ pid: pid_t) -> Character? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
          let close = stat.lastIndex(of: ")") else { return nil }
    return stat[stat.index(after: close)...].split(separator: " ").first?.first
}

/// Whether no process of process group `group` is alive (a zombie left for whoever adopted it
/// to reap is not).
func groupIsGone(_ group: pid_t) -> Bool {
    if kill(-group, 0) == -1 && errno == ESRCH { return true }
    return members(ofGroup: group).allSatisfy { processState($0) == "Z" || processState($0) == nil }
}

/// Reads `descriptor` until end of input or `timeout` seconds; nil on timeout.
func readAll(_ descriptor: Int32, timeout: Double = 5) -> [UInt8]? {
    let deadline = Date().addingTimeInterval(timeout)
    var all: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
        let left = deadline.timeIntervalSinceNow
        guard left > 0 else { return nil }
        var probe = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&probe, 1, Int32(left * 1000) + 1) > 0 else { continue }
        let n = read(descriptor, &buffer, buffer.count)
        if n < 0 && errno == EINTR { continue }
        guard n > 0 else { return all }
        all += buffer[0..<n]
    }
}

/// The contents of the file at `path` as text ("" when it cannot be read).
func contents(of path: String) -> String {
    (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
}

/// A new empty directory for a test's files.
func temporaryDirectory() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("counter-system-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// The index of the first byte where `a` and `b` differ (or where the shorter ends); nil when they
/// are equal. For long byte strings, where an expectation's own diff would take minutes.
func firstDifference(_ a: [UInt8], _ b: [UInt8]) -> Int? {
    let common = min(a.count, b.count)
    // memcmp first: a debug build's loop over megabytes takes a second of CPU.
    let same = common == 0 || a.withUnsafeBytes { x in
        b.withUnsafeBytes { y in memcmp(x.baseAddress!, y.baseAddress!, common) == 0 }
    }
    if same { return a.count == b.count ? nil : common }
    for i in 0..<common where a[i] != b[i] { return i }
    return a.count == b.count ? nil : common
}

/// Bytes with newlines, zeros and every other value, for the copier's tests.
func pattern(_ count: Int) -> [UInt8] {
    // Written in place: `map` with a closure costs a debug build about a second for the
    // megabytes these tests copy.
    [UInt8](unsafeUninitializedCapacity: count) { bytes, written in
        for i in 0..<count { bytes[i] = i % 37 == 0 ? 10 : UInt8(truncatingIfNeeded: i &* 7 &+ i / 251) }
        written = count
    }
}

/// Writes `bytes` into `descriptor` from another thread, then closes it.
func feed(_ bytes: [UInt8], into descriptor: Int32) {
    Thread.detachNewThread {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            guard n > 0 else { break }
            offset += n
        }
        close(descriptor)
    }
}

/// Everything `descriptor` gives until its end.
func drain(_ descriptor: Int32) -> [UInt8] {
    var copied: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
        let n = read(descriptor, &chunk, chunk.count)
        if n <= 0 { break }
        copied += chunk[0..<n]
    }
    return copied
}
