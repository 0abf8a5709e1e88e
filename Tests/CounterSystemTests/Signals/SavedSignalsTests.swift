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
            // What a run does: its own handlers (over the host's too), the mask changed.
            SignalSource.relay(SIGPWR)
            SignalSource.relay(SIGUSR1)
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

    /// What the host changed during the run stays as the host left it: a signal it ignored, a
    /// disposition it set over the relay's, a signal it blocked that the run does not handle.
    /// On main's code the restore put every one of them back as before the run.
    @Test func whatTheHostChangedDuringTheRunStays() {
        let code = inForkedChild {
            for sig in [SIGTERM, SIGHUP, SIGQUIT] { signal(sig, SIG_DFL) }
            let saved = SavedSignals()
            // The run's own handlers.
            SignalSource.relay(SIGTERM)
            SignalSource.relay(SIGQUIT)
            // The host's, during the run.
            signal(SIGHUP, SIG_IGN)
            signal(SIGQUIT, SIG_IGN)
            var set = sigset_t()
            sigemptyset(&set)
            sigaddset(&set, SIGURG)
            pthread_sigmask(SIG_BLOCK, &set, nil)
            saved.restore()
            guard SignalDisposition.of(SIGTERM) == .byDefault else { return 1 }
            guard SignalDisposition.of(SIGHUP) == .ignored else { return 2 }
            guard SignalDisposition.of(SIGQUIT) == .ignored else { return 3 }
            return blockedSignals().contains(SIGURG) ? 0 : 4
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
