// The program's one event loop: a single thread waiting in ppoll(2) on file descriptors
// (the terminal, stdin, command pipes), timers (frames, command intervals) and signals (read
// from a signalfd while they stay blocked in every thread). No Dispatch threads hand work to
// each other, so a frame costs one wake-up, and no signal can be taken by another thread.
import CEventLoop

#if canImport(Glibc)
import Glibc
#endif

/// A single-threaded event loop on ppoll: readable descriptors, timers, signals, child exits.
@MainActor
public final class EventLoop {
    /// Identifies a watch or timer, to cancel it.
    public struct Token: Hashable, Sendable {
        fileprivate let id: Int
    }

    private struct Timer {
        var deadline: Int64
        var period: Int64?
        var handler: @MainActor () -> Void
    }

    private var nextID = 0
    private var readers: [Int: (descriptor: Int32, handler: @MainActor () -> Void)] = [:]
    private var timers: [Int: Timer] = [:]
    private var signalHandlers: [Int32: @MainActor () -> Void] = [:]
    private var signalDescriptor: Int32 = -1
    private var children: [pid_t: @MainActor (Int32) -> Void] = [:]
    private var childPoll: Token?

    public init() {}

    /// Monotonic seconds (the clock the loop's timers run on).
    public nonisolated static func now() -> Double { Double(cevent_monotonic_ns()) / 1e9 }

    private func makeToken() -> Token {
        nextID += 1
        return Token(id: nextID)
    }

    /// Calls `handler` whenever `descriptor` is readable (or hung up, or in error).
    @discardableResult
    public func watch(readable descriptor: Int32, _ handler: @escaping @MainActor () -> Void) -> Token {
        let token = makeToken()
        readers[token.id] = (descriptor, handler)
        return token
    }

    /// Calls `handler` after `delay` seconds, then every `period` seconds if given, on a fixed
    /// grid: a late tick never shifts the ones after it, and missed ticks are skipped, not bunched.
    @discardableResult
    public func after(_ delay: Double, repeating period: Double? = nil, _ handler: @escaping @MainActor () -> Void) -> Token {
        let token = makeToken()
        let start = cevent_monotonic_ns() + EventLoop.nanoseconds(delay)
        timers[token.id] = Timer(deadline: start, period: period.map { max(EventLoop.nanoseconds($0), 1_000_000) }, handler: handler)
        return token
    }

    /// Stops a watch or timer (unknown tokens are ignored).
    public func cancel(_ token: Token?) {
        guard let token else { return }
        readers[token.id] = nil
        timers[token.id] = nil
    }

    /// Calls `handler` when `signal` arrives. The signal must be blocked in every thread
    /// (`TerminalSession.holdHandledSignals()` does that first thing in `main`).
    public func onSignal(_ signal: Int32, _ handler: @escaping @MainActor () -> Void) {
        signalHandlers[signal] = handler
        rebuildSignalDescriptor()
    }

    /// Stops handling `signal` here (it stays blocked).
    public func ignoreSignal(_ signal: Int32) {
        signalHandlers[signal] = nil
        rebuildSignalDescriptor()
    }

    /// Calls `handler` with the exit status (128+N when killed by signal N) when child `pid`
    /// ends, and reaps it.
    public func onExit(of pid: pid_t, _ handler: @escaping @MainActor (Int32) -> Void) {
        children[pid] = handler
        if signalHandlers[SIGCHLD] == nil {
            onSignal(SIGCHLD) { [weak self] in self?.reapChildren() }
        }
        // A slow poll as well, in case SIGCHLD is not blocked in some thread and gets lost there.
        if childPoll == nil {
            childPoll = after(0.1, repeating: 0.1) { [weak self] in self?.reapChildren() }
        }
        // It may have ended before we listened.
        reapChildren()
    }

    private func reapChildren() {
        defer {
            if children.isEmpty {
                cancel(childPoll)
                childPoll = nil
            }
        }
        for (pid, handler) in children {
            var status: Int32 = 0
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid || (result < 0 && errno == ECHILD) {
                children[pid] = nil
                handler(result < 0 ? -1 : ShellCommand.exitCode(fromWaitStatus: status))
            }
        }
    }

    private func rebuildSignalDescriptor() {
        var mask: UInt64 = 0
        for sig in signalHandlers.keys where sig > 0 && sig < 64 { mask |= 1 << UInt64(sig) }
        if signalDescriptor >= 0 { close(signalDescriptor) }
        signalDescriptor = mask == 0 ? -1 : cevent_signalfd(mask)
    }

    /// Waits for and handles one round of events; `timeout` in seconds (nil: until something happens).
    public func runOnce(timeout: Double? = nil) {
        let now = cevent_monotonic_ns()
        var wait: Int64 = timeout.map { EventLoop.nanoseconds($0) } ?? -1
        if let next = timers.values.map(\.deadline).min() {
            let untilNext = max(next - now, 0)
            wait = wait < 0 ? untilNext : min(wait, untilNext)
        }
        let readerList = readers.map { (id: $0.key, descriptor: $0.value.descriptor) }
        var fds = readerList.map { pollfd(fd: $0.descriptor, events: Int16(POLLIN), revents: 0) }
        if signalDescriptor >= 0 { fds.append(pollfd(fd: signalDescriptor, events: Int16(POLLIN), revents: 0)) }
        let ready = fds.withUnsafeMutableBufferPointer { cevent_ppoll($0.baseAddress, nfds_t($0.count), wait) }
        if ready < 0 && errno != EINTR { return }
        if ready > 0 {
            if signalDescriptor >= 0, let last = fds.last, last.revents != 0 { drainSignals() }
            for (i, entry) in readerList.enumerated() where fds[i].revents != 0 {
                guard let reader = readers[entry.id] else { continue }
                if fds[i].revents & Int16(POLLNVAL) != 0 {
                    // A closed descriptor would make every poll return at once: drop it.
                    readers[entry.id] = nil
                }
                reader.handler()
            }
        }
        fireDueTimers()
    }

    private func drainSignals() {
        while signalDescriptor >= 0 {
            let sig = cevent_read_signal(signalDescriptor)
            if sig <= 0 { break }
            signalHandlers[Int32(sig)]?()
        }
    }

    private func fireDueTimers() {
        let now = cevent_monotonic_ns()
        let due = timers.filter { $0.value.deadline <= now }.sorted { $0.value.deadline < $1.value.deadline }
        for (id, timer) in due {
            guard timers[id] != nil else { continue }
            if let period = timer.period {
                var next = timer.deadline + period
                if next <= now { next += ((now - next) / period + 1) * period }
                timers[id]?.deadline = next
            } else {
                timers[id] = nil
            }
            timer.handler()
        }
    }

    /// Handles events forever (the process ends from a handler).
    public func run() -> Never {
        while true { runOnce() }
    }

    /// Handles events until `condition` holds or `timeout` seconds pass; whether it held.
    @discardableResult
    public func run(until condition: () -> Bool, timeout: Double) -> Bool {
        let deadline = EventLoop.now() + timeout
        while !condition() {
            let left = deadline - EventLoop.now()
            if left <= 0 { return condition() }
            runOnce(timeout: min(left, 0.05))
        }
        return true
    }

    private static func nanoseconds(_ seconds: Double) -> Int64 {
        guard seconds.isFinite, seconds > 0 else { return 0 }
        return Int64(min(seconds, 1e6) * 1e9)
    }
}
