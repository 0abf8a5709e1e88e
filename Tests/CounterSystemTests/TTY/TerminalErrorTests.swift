import CounterSystem
import Testing

/// `TerminalError`: the message of each case, naming the TERM value or the reason.
@Suite struct TerminalErrorTests {
    @Test func descriptions() {
        #expect(TerminalError.unknownTerminal("vt999").description == "unknown terminal type TERM='vt999'")
        #expect(TerminalError.unknownTerminal("").description == "unknown terminal type TERM=''")
        #expect(TerminalError.notAddressable("dumb").description == "terminal TERM='dumb' cannot position the cursor")
        #expect(TerminalError.noControllingTerminal("No such device or address").description
                == "no controlling terminal to read keys from (/dev/tty: No such device or address)")
        #expect("\(TerminalError.notAddressable("dumb"))" == "terminal TERM='dumb' cannot position the cursor")
    }

    @Test func equalOnlyWithTheSameCaseAndText() {
        #expect(TerminalError.unknownTerminal("dumb") == .unknownTerminal("dumb"))
        #expect(TerminalError.unknownTerminal("dumb") != .notAddressable("dumb"))
        #expect(TerminalError.noControllingTerminal("a") != .noControllingTerminal("b"))
    }

    @Test func isThrownAsAnError() {
        func fail() throws { throw TerminalError.notAddressable("dumb") }
        #expect(throws: TerminalError.notAddressable("dumb")) { try fail() }
    }
}
