@testable import CounterFuzzChecks
import Testing

/// `SanitizerCheck`: cleaned text is safe, within its limit and stable under a second cleaning;
/// escaped text has no ESC; widths are never negative; for hostile text of every kind.
@Suite struct SanitizerCheckTests {
    @Test(arguments: [
        "", "plain text", "\u{1b}[2J\u{1b}]0;PWNED\u{7}title", "\u{9b}31mC1 CSI", "a\u{202E}evil\u{202C}b", "zero\u{200B}width\u{FEFF}",
        "Cafe\u{301} \u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", "\u{7F}\u{0}\r\n\t", String(repeating: "\u{301}", count: 300),
        "\u{FFFF}\u{E000}\u{10FFFF}", "漢字かな", "\u{1b}P+q\u{1b}\\",
    ])
    func hostileTextHoldsTheInvariants(text: String) {
        for limit: UInt8 in [0, 1, 5, 255] {
            #expect(SanitizerCheck.run([limit] + Array(text.utf8)) == [], "limit \(limit)")
        }
    }

    @Test func invalidUTF8AndRandomBytesHoldThem() {
        #expect(SanitizerCheck.run([10, 0xC0, 0x80, 0xED, 0xA0, 0x80, 0xFF, 0xF4, 0x90, 0x80, 0x80]) == [])
        #expect(SanitizerCheck.run([]) == [])
        for bytes in FuzzBytes.random(count: 300, length: 64, seed: 6) {
            #expect(SanitizerCheck.run(bytes) == [], "\(bytes)")
        }
    }
}
