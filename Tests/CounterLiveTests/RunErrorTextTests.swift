@testable import CounterLive
import Testing
import CounterTestSupport

/// A failed run's stderr line, decoded as UTF-8 as everything else is (issue 38): bytes that
/// are not UTF-8 showed as Latin-1 letters (`\377\376` as `ÿþ`).
@Suite struct RunErrorTextTests {
    @Test func invalidBytesAreReplacementCharacters() {
        let line = RunErrorText.firstLine(of: [0xFF, 0xFE] + Array(" boom".utf8))
        #expect(line == "\u{FFFD}\u{FFFD} boom", "\(line ?? "nil")")
        #expect(line?.contains("ÿ") == false)
    }

    @Test func validTextAndEightBitEscapesAreKept() {
        #expect(RunErrorText.firstLine(of: Array("Café: é\n".utf8)) == "Café: é")
        // A raw 8-bit CSI still goes with its parameters; the invalid byte after it is U+FFFD.
        #expect(RunErrorText.firstLine(of: [0x9B, 0x33, 0x31, 0x6D] + Array("bad ".utf8) + [0xE9]) == "bad \u{FFFD}")
    }
}
