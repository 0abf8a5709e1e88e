@testable import CounterFuzzChecks
import Testing

/// `EscapeStripperCheck`: the stripper removes what the ECMA-48 reference decoder removes, in
/// UTF-8 and in 8-bit form, leaving no ESC or C1 control; on the sequences programs really
/// write and on byte strings made mostly of the grammar's own bytes.
@Suite struct EscapeStripperCheckTests {
    /// What `tput`, `ls --color`, `git`, `htop`-like tools and terminal queries write.
    @Test(arguments: [
        "\u{1b}[1;31mred\u{1b}[0m 42", "\u{1b}(0lqk\u{1b}(B 42", "\u{1b}#8 42", "\u{1b}]0;title\u{7}42",
        "\u{1b}]8;;http://x\u{1b}\\link\u{1b}]8;;\u{1b}\\", "\u{1b}P1$r0m\u{1b}\\", "\u{1b}_Ga=T;AAAA\u{1b}\\",
        "\u{1b}[?2026h\u{1b}[?2026l", "\u{1b}[1\u{1b}]0;x 7\u{7}42", "\u{1b}]0;a\u{1b}[31m42", "\u{1b}[12\u{18}34",
        "\u{1b}(\t0x", "\u{c2}\u{9b}25m 42", "plain", "",
    ])
    func realSequencesMatchTheReference(text: String) {
        #expect(EscapeStripperCheck.run(Array(text.utf8)) == [])
    }

    /// The reference itself, on the cases the old stripper got wrong (it showed 0, 8 or 25).
    @Test func theReferenceRemovesWhatATerminalWould() {
        #expect(ECMA48Reference.strip("\u{1b}(0lqk\u{1b}(B 42") == "lqk 42")
        #expect(ECMA48Reference.strip("\u{1b}#8 42") == " 42")
        #expect(ECMA48Reference.strip("\u{9b}25m 42") == " 42")
        #expect(ECMA48Reference.strip("\u{1b}[1\u{1b}]0;x 7\u{7}42") == "42")
        #expect(ECMA48Reference.strip("a\u{1b}[1\n2mb") == "a\nb")
    }

    /// Byte strings drawn from the grammar's bytes (ESC, introducers, finals, BEL, CAN, SUB, the
    /// C1 range raw and as UTF-8, intermediates, digits): thousands of sequences, cut anywhere.
    @Test func grammarBytesMatchTheReference() {
        let alphabet: [UInt8] = [0x1B, 0x1B, 0x1B, 0x5B, 0x5D, 0x50, 0x58, 0x5E, 0x5F, 0x5C, 0x07, 0x18, 0x1A, 0x9B, 0x9C,
                                 0x9D, 0x90, 0x98, 0x85, 0xC2, 0xC2, 0x28, 0x23, 0x20, 0x24, 0x3B, 0x3F, 0x30, 0x34, 0x32,
                                 0x6D, 0x41, 0x7E, 0x40, 0x7F, 0x0A, 0x09, 0x61, 0xC3, 0xA9, 0xE2, 0x80, 0xA8, 0x2F]
        for bytes in FuzzBytes.random(count: 4000, length: 24, seed: 28) {
            let drawn = bytes.map { alphabet[Int($0) % alphabet.count] }
            #expect(EscapeStripperCheck.run(drawn) == [], "\(drawn)")
        }
    }
}
