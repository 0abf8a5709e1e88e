import CSignalRelay

#if canImport(Glibc)
import Glibc
#endif

/// Every signal's disposition (sigaction) and the calling thread's signal mask, as a host had
/// them before a run: `restore()` puts back what the run took over (a disposition that is still
/// the relay's handler, the mask bits of the signals the run handles), and leaves as it is
/// whatever the host changed since (its own handlers, ignores, dispatch sources, mask bits).
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

    /// Puts back each disposition that is still the relay's (no signal is the program's any
    /// more: none stays claimed) and, in the mask, the bits of `touched` (the signals the run
    /// blocks and unblocks); everything else stays as it is now.
    package func restore(touched: [Int32] = SignalPolicy.handled + [SIGPIPE]) {
        for (sig, saved) in actions {
            csignal_relay_claim(sig, 0)
            var current = sigaction()
            guard sigaction(sig, nil, &current) == 0, !Self.same(current, saved),
                  csignal_relay_is_installed(sig) != 0 else { continue }
            var action = saved
            sigaction(sig, &action, nil)
        }
        var now = sigset_t()
        pthread_sigmask(SIG_SETMASK, nil, &now)
        var mask = mask
        for sig in touched {
            if sigismember(&mask, sig) == 1 { sigaddset(&now, sig) } else { sigdelset(&now, sig) }
        }
        pthread_sigmask(SIG_SETMASK, &now, nil)
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
