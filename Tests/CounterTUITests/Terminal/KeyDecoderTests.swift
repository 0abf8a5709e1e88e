import Testing
@testable import CounterTUI

/// Issue 14: only q, Q, a lone Esc and Ctrl-C quit; Alt+x, Ctrl-arrows and unknown escape
/// sequences are not an Esc.
@Suite struct KeyDecoderTests {
    func decode(_ text: String) -> [Key] {
        KeyDecoder.decode(text.unicodeScalars.map { .character($0.value) })
    }

    @Test(arguments: [
        ("\u{1b}", [Key.escape]),
        ("q", [.character("q")]),
        ("\u{1b}x", [.other]),
        ("\u{1b}q", [.other]),
        ("\u{1b}[1;5C", [.other]),
        ("\u{1b}[1;5D ", [.other, .character(" ")]),
        ("\u{1b}[200~", [.other]),
        ("\u{1b}[99;99;99;99z", [.other]),
        ("\u{1b}OP", [.other]),
        ("\u{1b}O", [.other]),
        ("\u{1b}[", [.other]),
        ("a\u{1b}", [.character("a"), .escape]),
    ])
    func decodes(text: String, keys: [Key]) {
        #expect(decode(text) == keys)
    }

    /// Issue 16: the terminal's answer to the DECRQM query for synchronized output is a report,
    /// never a key that quits or ends --hold; malformed answers are just unknown sequences.
    @Test func modeReportsAreRecognised() {
        #expect(decode("\u{1b}[?2026;2$y") == [.modeReport(mode: 2026, setting: 2)])
        #expect(decode("\u{1b}[?2026;0$yq") == [.modeReport(mode: 2026, setting: 0), .character("q")])
        #expect(decode("\u{1b}[?2026;$y") == [.other])
        #expect(decode("\u{1b}[2026;1$y") == [.other])
    }

    @Test func functionKeysAreNotEscapes() {
        #expect(KeyDecoder.decode([.functionKey(isResize: false), .functionKey(isResize: true)]) == [.other, .resize])
    }
}
