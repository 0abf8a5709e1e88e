import CSignalRelay

#if canImport(Glibc)
import Glibc
#endif

/// Signals caught by the relay before anyone handles them (ncurses would install handlers of its
/// own), with the dispositions they had: `release()` gives back those that no handler of the
/// program has claimed since (`SignalSource.on`), so a screen used without a session leaves no
/// signal going to a pipe nobody reads.
package struct RelayedSignals {
    private var saved: [(Int32, sigaction)] = []

    /// Relays each of `signals`, noting its disposition first.
    init(relaying signals: [Int32]) {
        for sig in signals {
            var action = sigaction()
            guard sigaction(sig, nil, &action) == 0 else { continue }
            saved.append((sig, action))
            SignalSource.relay(sig)
        }
    }

    /// Puts back the disposition of every signal relayed here and not claimed since.
    package func release() {
        for (sig, before) in saved where csignal_relay_is_claimed(sig) == 0 {
            var action = before
            sigaction(sig, &action, nil)
        }
    }
}
