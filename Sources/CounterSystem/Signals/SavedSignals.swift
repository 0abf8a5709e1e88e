import CSignalRelay

#if canImport(Glibc)
import Glibc
#endif

/// Every signal's disposition (sigaction) and the calling thread's signal mask, as a host had
/// them before a run: `restore()` puts all of it back, so no handler installed by the run (the
/// relay's, the crash rescue's, ncurses') outlives it.
package struct SavedSignals {
    private var actions: [(Int32, sigaction)] = []
    private var mask = sigset_t()

    /// Reads every catchable signal's disposition and this thread's mask (changes nothing).
    package init() {
        for sig in Int32(1)...SignalSource.highestSignal where sig != SIGKILL && sig != SIGSTOP {
            var action = sigaction()
            if sigaction(sig, nil, &action) == 0 { actions.append((sig, action)) }
        }
        pthread_sigmask(SIG_SETMASK, nil, &mask)
    }

    /// Puts every disposition and the mask back as they were read (no signal is the program's
    /// any more: none stays claimed).
    package func restore() {
        for (sig, saved) in actions {
            csignal_relay_claim(sig, 0)
            var current = sigaction()
            guard sigaction(sig, nil, &current) == 0, !Self.same(current, saved) else { continue }
            var action = saved
            sigaction(sig, &action, nil)
        }
        var mask = mask
        pthread_sigmask(SIG_SETMASK, &mask, nil)
    }

    /// Whether two dispositions are the same: handler, flags (but SA_RESTORER, which the C
    /// library adds to every one it sets) and the signals blocked while the handler runs.
    private static func same(_ a: sigaction, _ b: sigaction) -> Bool {
        let restorer: Int32 = 0x0400_0000
        var maskA = a.sa_mask, maskB = b.sa_mask
        return unsafeBitCast(a.__sigaction_handler.sa_handler, to: Int.self)
            == unsafeBitCast(b.__sigaction_handler.sa_handler, to: Int.self)
            && a.sa_flags & ~restorer == b.sa_flags & ~restorer
            && memcmp(&maskA, &maskB, MemoryLayout<sigset_t>.size) == 0
    }
}
