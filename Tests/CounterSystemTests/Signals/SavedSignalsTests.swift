import CSignalRelay
import CounterSystem
import Glibc
import Testing

/// What a run puts back: every disposition and the thread's mask (`SavedSignals`), and the
/// signals relayed before ncurses that no handler claimed (`RelayedSignals`). Each in a forked
/// child: dispositions are the process's.
@Suite struct SavedSignalsTests {
    @Test func everyDispositionAndTheMaskAreAsBefore() {
        let code = inForkedChild {
            signal(SIGUSR1) { _ in }
            signal(SIGPWR, SIG_DFL)
            var set = sigset_t()
            sigemptyset(&set)
            sigaddset(&set, SIGUSR2)
            pthread_sigmask(SIG_BLOCK, &set, nil)
            var hostHandler = sigaction()
            sigaction(SIGUSR1, nil, &hostHandler)
            let saved = SavedSignals()
            // What a run does: its own handlers, a signal ignored, the mask changed.
            SignalSource.relay(SIGPWR)
            signal(SIGUSR1, SIG_IGN)
            pthread_sigmask(SIG_UNBLOCK, &set, nil)
            saved.restore()
            var now = sigaction()
            sigaction(SIGUSR1, nil, &now)
            guard unsafeBitCast(now.__sigaction_handler.sa_handler, to: Int.self)
                    == unsafeBitCast(hostHandler.__sigaction_handler.sa_handler, to: Int.self) else { return 1 }
            guard SignalDisposition.of(SIGPWR) == .byDefault else { return 2 }
            return blockedSignals().contains(SIGUSR2) ? 0 : 3
        }
        #expect(code == 0)
    }

    /// A screen without a session (no handler claims the signals) leaves none going to the relay's
    /// pipe; one a session claimed stays the session's until its run puts everything back.
    @Test func relayedSignalsGoBackUnlessClaimed() {
        let code = inForkedChild {
            signal(SIGINT, SIG_DFL)
            signal(SIGQUIT, SIG_DFL)
            let relayed = SignalSource.relayUnlessHandled([SIGINT, SIGQUIT])
            guard SignalDisposition.of(SIGINT) == .handled else { return 1 }
            csignal_relay_claim(SIGQUIT, 1)
            relayed.release()
            guard SignalDisposition.of(SIGINT) == .byDefault else { return 2 }
            return SignalDisposition.of(SIGQUIT) == .handled ? 0 : 3
        }
        #expect(code == 0)
    }
}
