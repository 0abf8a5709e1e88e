@testable import CounterSystem
import Foundation
import Testing

/// `SignalPolicy`: terminating and handled signals, a held signal pending, holdSignals, holdPipeSignal, whileIgnoringTTOU, and die/stopSelf in forked children.
@Suite(.serialized) struct SignalPolicyTests {
    /// The faults `CRescue` handles.
    static let faults = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]
    /// Signals whose default action does not end the process.
    static let harmless = [SIGCHLD, SIGCONT, SIGSTOP, SIGTSTP, SIGTTIN, SIGTTOU, SIGURG, SIGWINCH]

    @Test func terminatingSignals() {
        let terminating = SignalPolicy.terminating
        #expect(Set(terminating).count == terminating.count)
        for sig in [SIGHUP, SIGINT, SIGQUIT, SIGALRM, SIGTERM, SIGSTKFLT, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF,
                    SIGIO, SIGPWR, SIGSYS] {
            #expect(terminating.contains(sig), "\(sig)")
        }
        let realTime = Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
        #expect(realTime.count >= 8)
        #expect(realTime.allSatisfy(terminating.contains))
        for sig in [SIGKILL, SIGUSR1, SIGUSR2, SIGPIPE] + Self.faults + Self.harmless {
            #expect(!terminating.contains(sig), "\(sig)")
        }
        // Every signal up to SIGRTMAX is one or the other (32 and 33 are glibc's own).
        let accounted = Set(terminating + [SIGKILL, SIGUSR1, SIGUSR2, SIGPIPE, 32, 33] + Self.faults + Self.harmless)
        #expect(accounted == Set(1...__libc_current_sigrtmax()))
    }

    @Test func handledSignals() {
        #expect(SignalPolicy.handled == SignalPolicy.terminating + [SIGUSR1, SIGUSR2, SIGTSTP, SIGCONT, SIGWINCH, SIGCHLD])
        #expect(!SignalPolicy.handled.contains(SIGPIPE))
        #expect(!SignalPolicy.handled.contains(SIGTTOU))
    }

    /// Signals sent to one thread that blocks them wait there; the thread ends with them if
    /// anything goes wrong, so none ever reaches the test process. Alone among the tests that
    /// send signals to the process: `sigpending` sees those too, and `sigtimedwait` takes one
    /// sent to the process before the thread meant for it does (SignalSourceTests lost its
    /// first SIGUSR1 so beside CPU burners).
    @Test func aHeldTerminatingSignalIsPending() async {
        let rtSignal = __libc_current_sigrtmin() + 3
        let found: [Int32?] = await ProcessSignals.exclusively { await onFreshThread {
            let held = [SIGHUP, SIGTERM, SIGUSR1, SIGPIPE, rtSignal]
            var set = sigset_t()
            sigemptyset(&set)
            for sig in held { sigaddset(&set, sig) }
            pthread_sigmask(SIG_BLOCK, &set, nil)
            func consume() {
                var zero = timespec(tv_sec: 0, tv_nsec: 0)
                while sigtimedwait(&set, nil, &zero) > 0 {}
            }
            var found: [Int32?] = [SignalPolicy.pendingTerminating()]
            pthread_kill(pthread_self(), SIGUSR1)
            found.append(SignalPolicy.pendingTerminating())
            pthread_kill(pthread_self(), SIGTERM)
            found.append(SignalPolicy.pendingTerminating())
            pthread_kill(pthread_self(), SIGHUP)
            found.append(SignalPolicy.pendingTerminating())
            consume()
            pthread_kill(pthread_self(), SIGPIPE)
            found.append(SignalPolicy.pendingTerminating())
            consume()
            pthread_kill(pthread_self(), rtSignal)
            found.append(SignalPolicy.pendingTerminating())
            consume()
            found.append(SignalPolicy.pendingTerminating())
            return found
        } }
        // Nothing; SIGUSR1 does not count; SIGTERM; SIGHUP comes first; SIGPIPE counts; a
        // real-time one; nothing once taken.
        #expect(found == [nil, nil, SIGTERM, SIGHUP, SIGPIPE, rtSignal, nil])
    }

    /// A signal ignored when the program starts stays ignored: not held, noted instead.
    @Test func holdSignalsBlocksTheHandledOnesButNotInheritedIgnored() async throws {
        try await ProcessSignals.exclusively {
            let saved = SavedDisposition(SIGPWR)
            defer { saved.restore() }
            signal(SIGPWR, SIG_IGN)
            let expected = Set(SignalPolicy.handled.filter { SignalDisposition.of($0) != .ignored })
            try #require(SignalDisposition.of(SIGTERM) != .ignored)
            let blocked = await onFreshThread {
                var none = sigset_t()
                sigemptyset(&none)
                pthread_sigmask(SIG_SETMASK, &none, nil)
                SignalPolicy.holdSignals()
                return blockedSignals()
            }
            #expect(blocked == expected)
            #expect(!blocked.contains(SIGPWR))
            #expect(blocked.contains(SIGTERM) && blocked.contains(SIGCHLD) && blocked.contains(SIGWINCH))
            #expect(!blocked.contains(SIGPIPE) && !blocked.contains(SIGKILL) && !blocked.contains(SIGSEGV))
            #expect(SignalPolicy.inheritedIgnored.contains(SIGPWR))
            #expect(!SignalPolicy.inheritedIgnored.contains(SIGTERM))
        }
    }

    @Test func holdPipeSignalUnlessItIsIgnored() async throws {
        await ProcessSignals.exclusively {
            let saved = SavedDisposition(SIGPIPE)
            defer { saved.restore() }
            func heldOnFreshThread() async -> Bool {
                await onFreshThread {
                    var pipeOnly = sigset_t()
                    sigemptyset(&pipeOnly)
                    sigaddset(&pipeOnly, SIGPIPE)
                    pthread_sigmask(SIG_UNBLOCK, &pipeOnly, nil)
                    SignalPolicy.holdPipeSignal()
                    return blockedSignals().contains(SIGPIPE)
                }
            }
            // Handled rather than the default, so that no write elsewhere can end the tests.
            signal(SIGPIPE, ignoringHandler)
            #expect(await heldOnFreshThread())
            signal(SIGPIPE, SIG_IGN)
            #expect(!(await heldOnFreshThread()))
        }
    }

    @Test func whileIgnoringTTOUPutsEverythingBack() async throws {
        await ProcessSignals.exclusively {
            let saved = SavedDisposition(SIGTTOU)
            defer { saved.restore() }
            // A handler with flags and a mask, which `signal` alone would not put back.
            var custom = sigaction()
            custom.__sigaction_handler.sa_handler = ignoringHandler
            custom.sa_flags = SA_RESTART | SA_NODEFER
            sigemptyset(&custom.sa_mask)
            sigaddset(&custom.sa_mask, SIGUSR1)
            sigaddset(&custom.sa_mask, SIGWINCH)
            sigaction(SIGTTOU, &custom, nil)
            var inside: SignalDisposition?
            SignalPolicy.whileIgnoringTTOU { inside = SignalDisposition.of(SIGTTOU) }
            #expect(inside == .ignored)
            var after = sigaction()
            sigaction(SIGTTOU, nil, &after)
            #expect(SignalDisposition.of(SIGTTOU) == .handled)
            #expect(after.sa_flags & (SA_RESTART | SA_NODEFER) == SA_RESTART | SA_NODEFER)
            #expect(sigismember(&after.sa_mask, SIGUSR1) == 1 && sigismember(&after.sa_mask, SIGWINCH) == 1)
            #expect(sigismember(&after.sa_mask, SIGUSR2) == 0)

            signal(SIGTTOU, SIG_DFL)
            inside = nil
            SignalPolicy.whileIgnoringTTOU { inside = SignalDisposition.of(SIGTTOU) }
            #expect(inside == .ignored)
            #expect(SignalDisposition.of(SIGTTOU) == .byDefault)
        }
    }

    /// In a forked child that handles and blocks SIGTERM: it dies by SIGTERM all the same.
    @Test func dieByASignalEndsByThatSignal() {
        let status = forkedChildStatus {
            signal(SIGTERM, ignoringHandler)
            var term = sigset_t()
            sigemptyset(&term)
            sigaddset(&term, SIGTERM)
            pthread_sigmask(SIG_BLOCK, &term, nil)
            SignalPolicy.raiseWithDefaultAction(SIGTERM)
            return 0
        }
        #expect(status.map { $0 & 0x7f } == SIGTERM)
    }

    /// A signal whose default action does nothing: it returns (main.swift then exits with
    /// 128+N, as if killed).
    @Test func raisingAHarmlessSignalReturns() {
        let code = inForkedChild {
            SignalPolicy.raiseWithDefaultAction(SIGURG)
            return 128 + SIGURG
        }
        #expect(code == 128 + SIGURG)
    }

    /// In a forked child (a group of its own, so that the stop is not discarded): stopped until
    /// continued, then its handler and its blocked mask are as they were.
    @Test func stopSelfStopsUntilContinuedAndPutsBackTheHandler() {
        var stopped = false
        let code = forkedChildStatus({
            setpgid(0, 0)
            signal(SIGTSTP, ignoringHandler)
            var tstp = sigset_t()
            sigemptyset(&tstp)
            sigaddset(&tstp, SIGTSTP)
            pthread_sigmask(SIG_BLOCK, &tstp, nil)
            SignalPolicy.stopSelf(by: SIGTSTP)
            var mask = sigset_t()
            pthread_sigmask(SIG_BLOCK, nil, &mask)
            let handled = SignalDisposition.of(SIGTSTP) == .handled
            return (handled ? 1 : 0) | (sigismember(&mask, SIGTSTP) == 1 ? 2 : 0)
        }, whileRunning: { pid in
            stopped = eventuallyBlocking { processState(pid) == "T" }
            kill(pid, SIGCONT)
        })
        #expect(stopped)
        #expect(code.map { ($0 >> 8) & 0xff } == 3)
    }

    /// With `wholeGroup`, the rest of the group (a command feeding us, which leads the group)
    /// is stopped too. The child's one thread blocks nothing, as the program's parked main
    /// thread (the one a signal sent to the process goes to) blocks nothing.
    @Test func stopSelfWithTheWholeGroupStopsTheOthersFirst() throws {
        let feeder = waitingGroupLeader()
        try #require(feeder > 0)
        defer {
            kill(feeder, SIGKILL)
            _ = reap(feeder)
        }
        try #require(eventuallyBlocking { processState(feeder) == "S" && getpgid(feeder) == feeder })
        var allStopped = false
        var states: [Character?] = []
        let code = forkedChildStatus({
            guard setpgid(0, feeder) == 0 else { return 10 }
            var none = sigset_t()
            sigemptyset(&none)
            pthread_sigmask(SIG_SETMASK, &none, nil)
            SignalPolicy.stopSelf(by: SIGTSTP, wholeGroup: true)
            // Both continued: the feeder runs again, and our SIGTSTP is as it was.
            var tries = 0
            while !ProcessGroup.othersRunning() && tries < 5000 {
                usleep(1000)
                tries += 1
            }
            return (ProcessGroup.othersRunning() ? 0 : 1) | (SignalDisposition.of(SIGTSTP) == .byDefault ? 0 : 2)
        }, whileRunning: { pid in
            allStopped = eventuallyBlocking {
                states = [processState(feeder), processState(pid)]
                return states == ["T", "T"] && getpgid(pid) == feeder
            }
            kill(-feeder, SIGCONT)
        })
        #expect(allStopped, "states \(states)")
        #expect(code.map { ($0 >> 8) & 0xff } == 0)
    }
}
