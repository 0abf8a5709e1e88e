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
            var action = saved
            sigaction(sig, &action, nil)
            csignal_relay_claim(sig, 0)
        }
        var mask = mask
        pthread_sigmask(SIG_SETMASK, &mask, nil)
    }
}
