import Testing
@testable import CounterSystem

/// `TerminalReplyScanner`: the answers to DECRQM 2026 and DA1 picked out of what the terminal
/// sends, whole or in pieces, with keys typed before, between and after them kept in order.
@Suite struct TerminalReplyScannerTests {
    private func values(_ text: String) -> [UInt32] { text.unicodeScalars.map(\.value) }
    private func text(_ values: [UInt32]) -> String { String(String.UnicodeScalarView(values.compactMap(Unicode.Scalar.init))) }

    /// Scans `pieces` one after another; the keys among them.
    private func scan(_ pieces: [String], into scanner: inout TerminalReplyScanner) -> String {
        pieces.map { text(scanner.scan(values($0))) }.joined()
    }

    @Test(arguments: [("1", true), ("2", true), ("3", true), ("0", false), ("4", false)])
    func theModeReportSaysWhetherTheTerminalKnowsSynchronizedOutput(_ setting: String, _ known: Bool) {
        var scanner = TerminalReplyScanner()
        #expect(scan(["\u{1b}[?2026;\(setting)$y\u{1b}[?62;22c"], into: &scanner) == "")
        #expect(scanner.finished)
        #expect(scanner.synchronizedOutputSetting == Int(setting))
        #expect(scanner.synchronizedOutput == known)
    }

    /// tmux 3.3a answers only DA1 (`ESC [ ? 1 ; 2 c`): the wait ends, nothing is known.
    @Test func onlyTheDeviceAttributes() {
        var scanner = TerminalReplyScanner()
        #expect(scan(["\u{1b}[?1;2c"], into: &scanner) == "")
        #expect(scanner.finished)
        #expect(scanner.synchronizedOutput == nil)
    }

    /// The answers arrive a byte at a time; nothing of them shows as a key.
    @Test func answersInPieces() {
        var scanner = TerminalReplyScanner()
        let whole = "\u{1b}[?2026;2$y\u{1b}[?64;1;2;6;22c"
        #expect(scan(whole.map(String.init), into: &scanner) == "")
        #expect(scanner.finished && scanner.synchronizedOutput == true)
    }

    /// Keys typed before, between and after the answers: all kept, in order.
    @Test func keysMixedWithAnswers() {
        var scanner = TerminalReplyScanner()
        let keys = scan(["q é", "\u{1b}[?2026;1", "$y r\u{1b}[?1;2", "cxyz"], into: &scanner)
        #expect(keys == "q é rxyz")
        #expect(scanner.synchronizedOutput == true && scanner.finished)
    }

    /// Sequences that begin like an answer but are keys: arrows, Alt+[, a CSI ending otherwise.
    @Test func keysThatLookLikeTheStartOfAnAnswer() {
        var scanner = TerminalReplyScanner()
        let typed = "\u{1b}[A\u{1b}x\u{1b}[?25h\u{1b}[?2026;2$z\u{1b}\u{1b}[1;5C"
        #expect(scan([typed], into: &scanner) == typed)
        #expect(scanner.synchronizedOutputSetting == nil && !scanner.finished)
    }

    /// A report on another mode, or malformed, says nothing about synchronized output.
    @Test(arguments: ["\u{1b}[?2027;1$y", "\u{1b}[?2026$y", "\u{1b}[?2026;1;2$y", "\u{1b}[?;1$y", "\u{1b}[?2026;$y"])
    func otherReportsAreNotTheAnswer(_ report: String) {
        var scanner = TerminalReplyScanner()
        #expect(scan([report], into: &scanner) == "")
        #expect(scanner.synchronizedOutputSetting == nil)
    }

    /// The wait ends with an answer half-way: it stays held (the rest comes later) and is not
    /// a key; a lone Esc at the end of the wait was the Esc key.
    @Test func partialAnswersAtTheEndOfTheWait() {
        var scanner = TerminalReplyScanner()
        #expect(scan(["a\u{1b}[?2026;"], into: &scanner) == "a")
        #expect(scanner.releaseLoneEscape().isEmpty)
        #expect(scan(["2$y\u{1b}[?6", "2cq"], into: &scanner) == "q")
        #expect(scanner.synchronizedOutput == true && scanner.finished)

        var escape = TerminalReplyScanner()
        #expect(scan(["\u{1b}"], into: &escape) == "")
        #expect(escape.releaseLoneEscape() == [27])
        #expect(escape.held.isEmpty)
    }

    /// No answer at all: every byte is a key and the scanner keeps waiting.
    @Test func noAnswer() {
        var scanner = TerminalReplyScanner()
        #expect(scan(["hello q"], into: &scanner) == "hello q")
        #expect(!scanner.finished && scanner.synchronizedOutputSetting == nil)
    }

    /// Once the device attributes are in, everything is a key, even what looks like an answer.
    @Test func afterTheAnswersEverythingIsKeys() {
        var scanner = TerminalReplyScanner()
        #expect(scan(["\u{1b}[?1;2c", "\u{1b}[?2026;2$y"], into: &scanner) == "\u{1b}[?2026;2$y")
        #expect(scanner.synchronizedOutput == nil)
    }

    /// An endless run of parameter bytes is not held for ever.
    @Test func overlongParametersAreKeys() {
        var scanner = TerminalReplyScanner()
        let long = "\u{1b}[?" + String(repeating: "1;", count: 40) + "c"
        #expect(scan([long], into: &scanner) == long)
        #expect(!scanner.finished)
    }

    /// A lone Esc given up as the Esc key while an answer is owed may have been the answer's
    /// first byte: its tail (`[?62;22c`, `[?2026;2$y`) is never keys; what is not a tail is.
    @Test func theTailOfAnAnswerWhoseEscapeWasTakenIsNotKeys() {
        var scanner = TerminalReplyScanner()
        #expect(scan(["\u{1b}"], into: &scanner) == "")
        #expect(scanner.releaseLoneEscape() == [27])
        #expect(scan(["[?2026;2$y"], into: &scanner) == "")
        #expect(scanner.synchronizedOutput == true)
        #expect(scan(["\u{1b}"], into: &scanner) == "")
        #expect(scanner.releaseLoneEscape() == [27])
        #expect(scan(["[?62;22c"], into: &scanner) == "")
        #expect(scanner.finished)

        var keys = TerminalReplyScanner()
        #expect(scan(["\u{1b}"], into: &keys) == "")
        #expect(keys.releaseLoneEscape() == [27])
        #expect(scan(["[x?"], into: &keys) == "[x?")
        #expect(scan(["[?"], into: &keys) == "[?")

        var after = TerminalReplyScanner()
        #expect(scan(["\u{1b}"], into: &after) == "")
        #expect(after.releaseLoneEscape() == [27])
        #expect(scan(["q[?62;22c"], into: &after) == "q[?62;22c")
        #expect(after.releaseAll().isEmpty)
    }
}
