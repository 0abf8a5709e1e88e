import CounterSystem
import Foundation
import Testing

/// `SignalDisposition.of`: the default action, ignored and handled, read without changing them.
@Suite(.serialized) struct SignalDispositionTests {
    // SIGURG: its default is to do nothing, and nothing here sends it.
    @Test func defaultIgnoredAndHandled() async {
        await ProcessSignals.exclusively {
            let saved = SavedDisposition(SIGURG)
            defer { saved.restore() }
            signal(SIGURG, SIG_DFL)
            #expect(SignalDisposition.of(SIGURG) == .byDefault)
            signal(SIGURG, SIG_IGN)
            #expect(SignalDisposition.of(SIGURG) == .ignored)
            signal(SIGURG, ignoringHandler)
            #expect(SignalDisposition.of(SIGURG) == .handled)
            // Reading changes nothing.
            #expect(SignalDisposition.of(SIGURG) == .handled)
            var action = sigaction()
            sigaction(SIGURG, nil, &action)
            #expect(action.__sigaction_handler.sa_handler != nil)
            signal(SIGURG, SIG_IGN)
            #expect(SignalDisposition.of(SIGURG) == .ignored)
            #expect(SignalDisposition.of(SIGURG) == .ignored)
        }
    }

    @Test func theRelaysHandlerIsHandled() async {
        await ProcessSignals.exclusively {
            let saved = SavedDisposition(SIGURG)
            defer { saved.restore() }
            signal(SIGURG, SIG_DFL)
            SignalSource.relay(SIGURG)
            #expect(SignalDisposition.of(SIGURG) == .handled)
        }
    }

    @Test func signalsThatCannotBeCaughtHaveTheirDefault() {
        #expect(SignalDisposition.of(SIGKILL) == .byDefault)
        #expect(SignalDisposition.of(SIGSTOP) == .byDefault)
    }
}
