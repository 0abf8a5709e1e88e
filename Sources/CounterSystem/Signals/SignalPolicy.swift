#if canImport(Glibc)
import Glibc
#endif

/// Which signals the program handles and how it ends by one: every signal whose default action
/// ends the process is caught (the terminal is restored first), signals inherited as ignored
/// stay ignored, and the process then dies by the very signal, so its parent sees it.
package enum SignalPolicy {
    /// Signals whose default action ends the process, apart from SIGKILL (cannot be caught), the
    /// faults that `CRescue` handles (SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE), SIGUSR1
    /// and SIGUSR2 (they only repaint) and SIGPIPE (`pipeSignal`): SIGHUP, SIGINT, SIGQUIT,
    /// SIGALRM, SIGTERM, SIGSTKFLT, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGIO, SIGPWR, SIGSYS
    /// and SIGRTMIN…SIGRTMAX.
    package static let terminating: [Int32] = {
        var list = [SIGHUP, SIGINT, SIGQUIT, SIGALRM, SIGTERM, SIGSTKFLT, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF,
                    SIGIO, SIGPWR, SIGSYS]
        let first = Int32(__libc_current_sigrtmin())
        let last = SignalSource.highestSignal
        if first <= last { list += Array(first...last) }
        return list
    }()

    /// Every signal held until its handler is in place: the terminating ones and those that
    /// repaint, suspend, continue, resize or report a child. (SIGPIPE comes only from a write or a
    /// `kill`: the full screen catches it; piped output keeps its default, so `| head -1` ends quietly.)
    package static var handled: [Int32] { terminating + [SIGUSR1, SIGUSR2, SIGTSTP, SIGCONT, SIGWINCH, SIGCHLD] }

    /// Signals that were ignored when the program started (`nohup`, `&` in scripts): they stay
    /// ignored. Read once by `holdSignals()`.
    nonisolated(unsafe) package private(set) static var inheritedIgnored: Set<Int32> = []

    /// Signals a host's full-screen run leaves to the host: those it handled or ignored when the
    /// run started (their disposition was not the default). Empty for the CLI and between runs.
    nonisolated(unsafe) package static var keptByHost: Set<Int32> = []

    /// Whether a run leaves `sig` alone: ignored when the program started, or the host's own.
    package static func leftAlone(_ sig: Int32) -> Bool {
        inheritedIgnored.contains(sig) || keptByHost.contains(sig)
    }

    /// Notes, as a host's run starts, which of the signals a run handles are not at their
    /// default now (the host handles or ignores them): the run leaves those to the host.
    package static func noteHostSignals() {
        keptByHost = Set((handled + [SIGPIPE]).filter { SignalDisposition.of($0) != .byDefault })
    }

    /// Blocks the signals the program handles, so that any that arrive before their handlers are
    /// installed wait instead of taking their default action, and notes which ones were
    /// inherited as ignored. Call first thing in `main`, before any other thread starts (threads
    /// inherit the mask; the main thread takes them in `whileTakingSignals(_:)`, once handlers
    /// are in place).
    package static func holdSignals() {
        var set = sigset_t()
        sigemptyset(&set)
        for sig in handled {
            if SignalDisposition.of(sig) == .ignored {
                inheritedIgnored.insert(sig)
                continue
            }
            sigaddset(&set, sig)
        }
        pthread_sigmask(SIG_BLOCK, &set, nil)
    }

    /// A terminating signal held by `holdSignals()` and waiting now, if any: work that never
    /// returns to the main queue (a recording rendered at once) polls this to end promptly.
    package static func pendingTerminating() -> Int32? {
        var set = sigset_t()
        guard sigpending(&set) == 0 else { return nil }
        return (terminating + [SIGPIPE]).first { sigismember(&set, $0) == 1 }
    }

    /// Holds SIGPIPE too (unless it was inherited as ignored), for work that writes no pipe and
    /// polls `pendingTerminating()`: a SIGPIPE sent by `kill` then ends it like the others.
    package static func holdPipeSignal() {
        guard SignalDisposition.of(SIGPIPE) != .ignored else { return }
        setBlocked(SIGPIPE, true)
    }

    /// Gives `sig` its default action, unblocked in this thread, and raises it: a signal whose
    /// default action ends the process ends it here (after the caller restored the terminal).
    /// Returns only for one that does not; `main.swift` then exits with 128+N.
    package static func raiseWithDefaultAction(_ sig: Int32) {
        signal(sig, SIG_DFL)
        setBlocked(sig, false)
        raise(sig)
    }

    /// Runs `body` with the signals `holdSignals()` blocked taken by this thread (the main
    /// thread, while it turns the main queue): their relay handlers run here, as they did in
    /// `dispatchMain()`'s `sigsuspend`. They are held again after.
    package static func whileTakingSignals(_ body: () -> Void) {
        var set = sigset_t()
        sigemptyset(&set)
        for sig in handled where !leftAlone(sig) { sigaddset(&set, sig) }
        var old = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &set, &old)
        body()
        pthread_sigmask(SIG_SETMASK, &old, nil)
    }

    /// Stops the process with `sig`'s default action (SIGTSTP, SIGTTIN, SIGTTOU) and returns
    /// once it is continued; the signal's disposition and this thread's mask are put back.
    /// With `wholeGroup`, the rest of our process group (the commands feeding a pipe into us)
    /// is stopped first when any of it still runs, as the kernel does for a terminal write from
    /// the background: a job stopped only in part looks running to bash, whose `fg` then sends
    /// no SIGCONT. (A group already stopped is left alone; a member that catches `sig` and runs
    /// on is stopped by SIGSTOP.)
    package static func stopSelf(by sig: Int32, wholeGroup: Bool = false) {
        var action = sigaction()
        sigaction(sig, nil, &action)
        if wholeGroup && ProcessGroup.othersRunning() {
            // Ignored here meanwhile: taken by the main thread it would stop us only
            // after this thread's own stop below, once continued.
            signal(sig, SIG_IGN)
            kill(0, sig)
            // A member that catches `sig` and runs on (pv does, to stop drawing) would leave the
            // job running in the shell's eyes, and its `fg` would continue nothing: SIGSTOP,
            // which no process can catch, stops what `sig` did not.
            for pid in ProcessGroup.runningOthers() { kill(pid, SIGSTOP) }
        }
        signal(sig, SIG_DFL)
        let wasBlocked = setBlocked(sig, false)
        raise(sig)
        if wasBlocked { setBlocked(sig, true) }
        sigaction(sig, &action, nil)
    }

    /// Blocks or unblocks `sig` in this thread; whether it was blocked before.
    @discardableResult
    static func setBlocked(_ sig: Int32, _ blocked: Bool) -> Bool {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, sig)
        var old = sigset_t()
        pthread_sigmask(blocked ? SIG_BLOCK : SIG_UNBLOCK, &set, &old)
        return sigismember(&old, sig) == 1
    }

    /// Runs `body` with SIGTTOU ignored, so terminal writes and mode changes made while in the
    /// background (restoring after Ctrl-Z, or exiting) go through instead of stopping us.
    package static func whileIgnoringTTOU(_ body: () -> Void) {
        var previous = sigaction()
        sigaction(SIGTTOU, nil, &previous)
        signal(SIGTTOU, SIG_IGN)
        body()
        // All of it back (flags and mask too, which `signal` would not keep).
        sigaction(SIGTTOU, &previous, nil)
    }
}
