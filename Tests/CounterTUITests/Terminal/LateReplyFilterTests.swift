import CounterSystem
import Testing
@testable import CounterTUI

/// `LateReplyFilter`: answers to the start-up query that come after its wait are taken out of
/// what ncurses reads, across reads, with the keys around them kept in order.
@Suite struct LateReplyFilterTests {
    private func inputs(_ text: String) -> [KeyDecoder.Input] { text.unicodeScalars.map { .character($0.value) } }

    /// The wait ended with nothing read: the answers come in three reads, keys between them.
    @Test func answersAcrossReads() {
        var filter = LateReplyFilter(continuing: TerminalReplyScanner())
        #expect(filter.keys(in: inputs("r\u{1b}[?20")) == inputs("r"))
        #expect(filter.synchronizedOutput == nil)
        #expect(filter.keys(in: inputs("26;2$y\u{1b}[?6")) == [])
        #expect(filter.synchronizedOutput == true && !filter.isDone)
        #expect(filter.keys(in: inputs("2;22c q")) == inputs(" q"))
        #expect(filter.isDone)
        #expect(KeyDecoder.decode(inputs(" q")) == [.character(" "), .character("q")])
    }

    /// Goes on from an answer half-read when the wait ended.
    @Test func continuesAHalfReadAnswer() {
        var scanner = TerminalReplyScanner()
        _ = scanner.scan("\u{1b}[?2026;".unicodeScalars.map(\.value))
        var filter = LateReplyFilter(continuing: scanner)
        #expect(filter.keys(in: inputs("4$y\u{1b}[?1;2c")) == [])
        #expect(filter.synchronizedOutput == false && filter.isDone)
    }

    /// Esc at the end of a read is held until the conversation gives it up (the rest of a split
    /// answer may follow); a function key ends what was held; an arrow's sequence passes whole.
    @Test func keysThatBeginLikeAnAnswer() {
        var filter = LateReplyFilter(continuing: TerminalReplyScanner())
        #expect(filter.keys(in: inputs("\u{1b}")) == [])
        #expect(filter.holdsEscape)
        #expect(filter.releaseEscape() == [.character(27)])
        #expect(!filter.holdsEscape)
        #expect(filter.keys(in: inputs("\u{1b}[") + [.functionKey(isResize: true)])
            == inputs("\u{1b}[") + [.functionKey(isResize: true)])
        #expect(filter.keys(in: inputs("\u{1b}[A")) == inputs("\u{1b}[A"))
        #expect(!filter.isDone)
    }

    /// The rest of an answer after a held Esc is an answer, read as bytes past ncurses too.
    @Test func aHeldEscapeAndItsRest() {
        var filter = LateReplyFilter(continuing: TerminalReplyScanner())
        #expect(filter.keys(in: inputs("\u{1b}")) == [])
        #expect(filter.keys(in: inputs("[?2026;2$y")) == [])
        #expect(filter.synchronizedOutput == true)
        #expect(filter.keys(inBytes: Array("x\u{1b}[?62;22cy".utf8)) == Array("xy".utf8))
        #expect(filter.isDone)
    }
}
