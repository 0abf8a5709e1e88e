import CounterSystem

#if canImport(Glibc)
import Glibc
#endif

/// Every catchable signal's disposition and the calling thread's signal mask, to check that a run
/// in-process handed the process back as it found it: a handler left installed, a signal left
/// ignored or blocked would change the next test's run (a forked child inherits them too).
package struct SignalState: Equatable {
    /// Per signal: the handler's address, its flags (without SA_RESTORER, which the C library
    /// adds) and the signals it blocks.
    private var actions: [Int32: [Int]] = [:]
    /// The signals the calling thread blocks.
    private var blocked: Set<Int32> = []

    /// Reads the state now (changes nothing).
    package init() {
        let restorer: Int32 = 0x0400_0000
        for sig in Int32(1)...SignalSource.highestSignal where sig != SIGKILL && sig != SIGSTOP {
            var action = sigaction()
            guard sigaction(sig, nil, &action) == 0 else { continue }
            var fields = [unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self), Int(action.sa_flags & ~restorer)]
            for other in Int32(1)...SignalSource.highestSignal where sigismember(&action.sa_mask, other) == 1 { fields.append(Int(other)) }
            actions[sig] = fields
        }
        var mask = sigset_t()
        pthread_sigmask(SIG_SETMASK, nil, &mask)
        for sig in Int32(1)...SignalSource.highestSignal where sigismember(&mask, sig) == 1 { blocked.insert(sig) }
    }

    /// What differs in `later` from this state, one phrase a signal ("SIGTSTP disposition"); empty
    /// when nothing does.
    package func changes(in later: SignalState) -> [String] {
        var said: [String] = []
        for sig in actions.keys.sorted() where actions[sig] != later.actions[sig] {
            said.append("\(Self.name(sig)) disposition")
        }
        for sig in blocked.symmetricDifference(later.blocked).sorted() {
            said.append("\(Self.name(sig)) \(later.blocked.contains(sig) ? "blocked" : "unblocked")")
        }
        return said
    }

    private static func name(_ sig: Int32) -> String {
        let names: [Int32: String] = [SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGPIPE: "SIGPIPE",
                                      SIGTERM: "SIGTERM", SIGTSTP: "SIGTSTP", SIGCONT: "SIGCONT", SIGTTIN: "SIGTTIN",
                                      SIGTTOU: "SIGTTOU", SIGWINCH: "SIGWINCH", SIGCHLD: "SIGCHLD", SIGUSR1: "SIGUSR1",
                                      SIGUSR2: "SIGUSR2", SIGALRM: "SIGALRM"]
        return names[sig] ?? "signal \(sig)"
    }
}
