import Testing
@testable import CounterEngine

/// Terminal escape sequences (CSI, OSC/DCS/APC/PM/SOS, ESC X, C1 CSI) taken out of program output, the text kept.
@Suite struct EscapeStripperTests {
    @Test(arguments: [
        // CSI: ESC [ parameters, intermediates, one final byte in @…~.
        ("\u{1b}[31mred\u{1b}[0m", "red"), ("\u{1b}[1;38;5;196mbold\u{1b}[m", "bold"), ("a\u{1b}[?25lb", "ab"),
        ("\u{1b}[2J\u{1b}[H42", "42"), ("x\u{1b}[ qy", "xy"),
        // OSC ended by BEL or by ST (ESC \).
        ("\u{1b}]0;title 7\u{7}42", "42"), ("\u{1b}]8;;http://x/1\u{1b}\\link\u{1b}]8;;\u{1b}\\", "link"),
        // DCS, APC, PM and SOS strings.
        ("\u{1b}Pq#0;2;0;0;0\u{1b}\\ok", "ok"), ("\u{1b}_Gf=24;AAAA\u{1b}\\ok", "ok"), ("\u{1b}^private 1\u{7}ok", "ok"),
        ("\u{1b}Xstart 9\u{1b}\\ok", "ok"),
        // Two-byte sequences: ESC and one character.
        ("\u{1b}7saved\u{1b}8", "saved"), ("\u{1b}cafter reset", "after reset"),
        // C1 CSI (U+009B) is a CSI too.
        ("\u{9b}31m5\u{9b}0m", "5"),
    ])
    func removesSequences(text: String, expected: String) {
        #expect(EscapeStripper.strip(text) == expected)
    }

    /// A sequence cut off by the end of the text takes the rest with it: no half of it is data.
    @Test(arguments: [("abc\u{1b}[12;3", "abc"), ("a\u{1b}]0;title 5", "a"), ("7\u{1b}Pdata", "7"), ("8\u{9b}1;2", "8")])
    func anUnfinishedSequenceRunsToTheEnd(text: String, expected: String) {
        #expect(EscapeStripper.strip(text) == expected)
    }

    @Test(arguments: ["", "plain 12.5", "Café 日本 😀", "tab\there", "1,234 / 5 [ok] ]0;", "e\u{301}"])
    func textWithoutEscapesIsUnchanged(text: String) {
        #expect(EscapeStripper.strip(text) == text)
    }

    /// ESC, intermediates (0x20–0x2F), a final byte: `ESC ( B` is what `tput sgr0` writes on xterm
    /// (`ESC(B ESC[m`); `tput smacs` writes `ESC ( 0`; `ESC # 8` fills the screen with E. Only
    /// `ESC (` was removed, and the `B` glued to the number after it (`--command` showed 0, or 8).
    @Test func anEscapeWithIntermediatesIsOneSequence() {
        #expect(EscapeStripper.strip("\u{1b}(B\u{1b}[m42") == "42")
        #expect(FirstNumber.find(in: "load: \u{1b}(B\u{1b}[m42") == exact("42"))
        #expect(FirstNumber.find(in: "\u{1b}(0lqk\u{1b}(B 42") == exact("42"))
        #expect(FirstNumber.find(in: "\u{1b}#8 42") == exact("42"))
        #expect(EscapeStripper.strip("a\u{1b} %G b\u{1b}7c") == "a bc")
    }

    /// The 8-bit controls as characters: CSI, OSC … ST, and any other C1 alone.
    @Test func c1ControlsAndWhatTheyIntroduceAreRemoved() {
        #expect(FirstNumber.find(in: "\u{9b}25m 42") == exact("42"))
        #expect(EscapeStripper.strip("a\u{9d}2;title 9\u{9c}b\u{85}c\u{90}q99\u{1b}\\d") == "abcd")
        #expect(EscapeStripper.strip("x\u{1b}") == "x")
    }

    /// The parameters of a sequence are never mistaken for data: the numbers left are the text's own.
    @Test func onlyTheTextsOwnNumbersRemain() {
        let line = "\u{1b}[38;5;208mcpu\u{1b}[0m \u{1b}]2;load 99\u{7}0.75 \u{1b}[1A"
        #expect(EscapeStripper.strip(line) == "cpu 0.75 ")
        #expect(FirstNumber.find(in: line) == exact("0.75"))
    }

    /// As in a terminal (issue 28): ESC abandons a sequence half read and starts another, so an
    /// OSC after a cut-off CSI is removed whole; the old stripper took `ESC ]` as the CSI's end
    /// and showed the title's 0 as the number.
    @Test func anEscapeInsideASequenceStartsANewOne() {
        #expect(EscapeStripper.strip("\u{1b}[1\u{1b}]0;x 7\u{7}42") == "42")
        #expect(FirstNumber.find(in: "\u{1b}[1\u{1b}]0;x 7\u{7}42") == exact("42"))
        // A string not ended by ST: the ESC after it starts a CSI, and the text after that shows.
        #expect(EscapeStripper.strip("\u{1b}]0;a\u{1b}[31m42") == "42")
        #expect(EscapeStripper.strip("\u{1b}P1$r\u{1b}7 9") == " 9")
    }

    /// CAN and SUB cancel a sequence; C0 controls inside an escape or CSI are executed by a
    /// terminal, so they stay (the sanitizer removes them later); DEL is ignored.
    @Test func cancelsAndControlsInsideSequences() {
        #expect(EscapeStripper.strip("\u{1b}[12\u{18}34") == "34")
        #expect(EscapeStripper.strip("\u{1b}]0;99\u{1a}5") == "5")
        #expect(EscapeStripper.strip("\u{1b}[1\n2m3") == "\n3")
        #expect(EscapeStripper.strip("\u{1b}(\t0x") == "\tx")
        #expect(EscapeStripper.strip("\u{1b}[1\u{7f}2m3") == "3")
        #expect(EscapeStripper.strip("a\u{18}b") == "a\u{18}b")
    }

    /// The same sequences in 8-bit form, as command output that is not UTF-8 is read (byte for
    /// byte): `printf '\233 25m 42'` (a raw CSI) and `'\235 0;9 \234'` (OSC … ST).
    @Test func rawEightBitControlsAreRemovedWhole() {
        let csi = ProgramText.decode([0x9B, 0x32, 0x35, 0x6D, 0x20, 0x34, 0x32])
        #expect(EscapeStripper.strip(csi) == " 42")
        let osc = ProgramText.decode([0x9D, 0x30, 0x3B, 0x39, 0x9C, 0x37])
        #expect(EscapeStripper.strip(osc) == "7")
    }
}
