import CounterSystem
import Foundation
import Testing

/// `SignalSource`: SIGUSR1/SIGUSR2 sent to the process reach handlers on the main queue, coalesced, `once` and `rearm`, replaced, relayed, refused.
@Suite(.serialized) @MainActor struct SignalSourceTests {
    private static let queueKey = DispatchSpecificKey<String>()

    private static var onMainQueue: Bool {
        DispatchQueue.main.setSpecific(key: queueKey, value: "main")
        return DispatchQueue.getSpecific(key: queueKey) == "main"
    }

    /// Sends `sig` to the process (the parked main thread takes it: test threads block it), once
    /// its handler is sure to be the relay's: with the default action it would end the tests.
    private func send(_ sig: Int32) throws {
        try #require(SignalDisposition.of(sig) == .handled)
        kill(getpid(), sig)
    }

    /// Whether `sig` is still waiting to be taken by a thread of the process.
    private func stillPending(_ sig: Int32) -> Bool {
        var set = sigset_t()
        sigpending(&set)
        return sigismember(&set, sig) == 1
    }

    /// Waits, holding the main queue, until `sig` was taken by the relay's handler.
    private func waitTaken(_ sig: Int32) {
        let deadline = DispatchTime.now() + .seconds(5)
        while stillPending(sig) && DispatchTime.now() < deadline {}
    }

    @Test func deliversEachSignalToItsHandlerOnTheMainQueue() async throws {
        try await ProcessSignals.exclusively {
            let saved = (SavedDisposition(SIGUSR1), SavedDisposition(SIGUSR2))
            defer { saved.0.restore(); saved.1.restore() }
            var calls: [Int32] = []
            var offMain = 0
            let source = SignalSource.shared
            #expect(source.on(SIGUSR1) {
                calls.append(SIGUSR1)
                if !Self.onMainQueue { offMain += 1 }
            })
            #expect(source.on(SIGUSR2) {
                calls.append(SIGUSR2)
                if !Self.onMainQueue { offMain += 1 }
            })
            try send(SIGUSR1)
            #expect(await eventually { calls == [SIGUSR1] })
            try send(SIGUSR2)
            #expect(await eventually { calls == [SIGUSR1, SIGUSR2] })
            try send(SIGUSR1)
            #expect(await eventually { calls.count == 3 })
            await quietWindow()
            #expect(calls == [SIGUSR1, SIGUSR2, SIGUSR1])
            #expect(offMain == 0)
            // Still caught (not `once`).
            #expect(SignalDisposition.of(SIGUSR1) == .handled)
        }
    }

    @Test func arrivalsBeforeTheQueueGetsToThemCountOnce() async throws {
        try await ProcessSignals.exclusively {
            let saved = SavedDisposition(SIGUSR1)
            defer { saved.restore() }
            var calls = 0
            try #require(SignalSource.shared.on(SIGUSR1) { calls += 1 })
            // This test holds the main queue: three arrivals wait for it.
            for _ in 0..<3 {
                try send(SIGUSR1)
                waitTaken(SIGUSR1)
            }
            #expect(calls == 0)
            #expect(await eventually { calls >= 1 })
            await quietWindow()
            #expect(calls == 1)
        }
    }

    @Test func onceLeavesTheDefaultActionUntilRearmed() async throws {
        try await ProcessSignals.exclusively {
            let saved = SavedDisposition(SIGUSR2)
            defer { saved.restore() }
            var calls = 0
            try #require(SignalSource.shared.on(SIGUSR2, once: true) { calls += 1 })
            try send(SIGUSR2)
            #expect(await eventually { calls == 1 })
            // Caught once: the default action is back (not sent again: it would end the tests).
            #expect(SignalDisposition.of(SIGUSR2) == .byDefault)
            SignalSource.shared.rearm(SIGUSR2)
            try send(SIGUSR2)
            #expect(await eventually { calls == 2 })
            #expect(SignalDisposition.of(SIGUSR2) == .byDefault)
        }
    }

    @Test func aLaterHandlerReplacesTheEarlierOne() async throws {
        try await ProcessSignals.exclusively {
            let saved = SavedDisposition(SIGUSR1)
            defer { saved.restore() }
            var first = 0
            var second = 0
            SignalSource.shared.on(SIGUSR1) { first += 1 }
            try #require(SignalSource.shared.on(SIGUSR1) { second += 1 })
            try send(SIGUSR1)
            #expect(await eventually { second == 1 })
            await quietWindow()
            #expect(first == 0)
        }
    }

    /// Caught by `relay` before anyone handles it: the signal waits for the handler installed
    /// before the main queue next turns.
    @Test func aRelayedSignalWaitsForItsHandler() async throws {
        try await ProcessSignals.exclusively {
            let saved = SavedDisposition(SIGUSR2)
            defer { saved.restore() }
            signal(SIGUSR2, SIG_DFL)
            SignalSource.relay(SIGUSR2)
            try send(SIGUSR2)
            waitTaken(SIGUSR2)
            var calls = 0
            SignalSource.shared.on(SIGUSR2) { calls += 1 }
            #expect(await eventually { calls == 1 })
        }
    }

    @Test func signalsThatCannotBeCaughtAreRefused() {
        #expect(!SignalSource.shared.on(SIGKILL) {})
        #expect(!SignalSource.shared.on(SIGSTOP) {})
        #expect(!SignalSource.shared.on(0) {})
        #expect(!SignalSource.shared.on(SignalSource.highestSignal + 1) {})
        #expect(SignalDisposition.of(SIGKILL) == .byDefault)
    }

    @Test func theHighestSignalIsSIGRTMAX() {
        #expect(SignalSource.highestSignal == __libc_current_sigrtmax())
    }
}
