import Testing
@testable import CounterEngine

/// One reading of numbers for every live source (issue 34): `echo 12,345` showed 12, `echo 3,75`
/// 3 and `load: 12,5` 12, where `--stdin` refused `1,000`; 300 random bytes put `7.0 °C` on a
/// card. A grouped number is refused as a whole, output that is not text is no value.
@Suite struct ProgramOutputTests {
    @Test(arguments: [
        ("12,345\n", "12,345"), ("3,75\n", "3,75"), ("load: 12,5\n", "12,5"), ("-1,234,567.89 kB", "-1,234,567.89"),
        ("1_000", "1_000"), ("1'234", "1'234"), ("12\u{202F}345 B", "12\u{202F}345"), ("12\u{A0}345", "12\u{A0}345"),
        ("1.234,5", "1.234,5"), ("\u{1b}[1m3,5\u{1b}[0m", "3,5"),
    ])
    func groupedNumbersAreRefusedWhole(text: String, digits: String) {
        #expect(ProgramOutput.read(Array(text.utf8)) == .grouped(digits))
        #expect(FirstNumber.find(in: text) == nil)
    }

    @Test(arguments: [
        ("0.52 0.58 0.59 1/123 4567", "0.52"), ("12 345", "12"), ("load=0.5,", "0.5"), ("1, 2, 3", "1"),
        ("x86_64 build 42", "42"), ("\u{1b}[31m99\u{1b}[0m\r\n", "99"), ("Mem:\t16384 kB\u{0B}\u{0C}", "16384"),
        ("Café 42", "42"),
    ])
    func textGivesItsFirstNumber(text: String, expected: String) {
        #expect(ProgramOutput.read(Array(text.utf8)) == .number(exact(expected)))
    }

    @Test func outputThatIsNotTextIsNoValue() {
        #expect(ProgramOutput.read([0x37, 0x2E, 0x30, 0x20, 0xB0, 0x43]) == .notText("not UTF-8"))
        #expect(ProgramOutput.read(Array("42\u{0}".utf8)) == .notText("a NUL byte"))
        #expect(ProgramOutput.read(Array("\u{7}42".utf8)) == .notText("control byte 0x07"))
        #expect(ProgramOutput.read(Array("4\u{8}42".utf8)) == .notText("control byte 0x08"))
        #expect(ProgramOutput.read(Array("42\u{7F}".utf8)) == .notText("control byte 0x7F"))
        // A raw 8-bit CSI (not UTF-8) is no longer read past: not text.
        #expect(ProgramOutput.read([0x9B, 0x32, 0x35, 0x6D, 0x20, 0x34, 0x32]) == .notText("not UTF-8"))
        #expect(ProgramOutput.read(Array("nothing".utf8)) == .noNumber)
        #expect(OutputReading.notText("a NUL byte").refusal == "the output is not text (a NUL byte)")
    }

    /// Random bytes are never a value: 300 bytes from a fixed generator, 200 times.
    @Test func randomBytesAreNeverAValue() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<200 {
            var bytes: [UInt8] = []
            for _ in 0..<300 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                bytes.append(UInt8(truncatingIfNeeded: state >> 56))
            }
            guard case .notText = ProgramOutput.read(bytes) else {
                Issue.record("read as \(ProgramOutput.read(bytes)): \(bytes)")
                return
            }
        }
    }

    @Test func aCharacterCutAtTheCapIsNoFault() {
        let cut = Array("42 é".utf8).dropLast()
        #expect(ProgramOutput.read(Array(cut), complete: false) == .number(exact("42")))
        #expect(ProgramOutput.read(Array(cut)) == .notText("not UTF-8"))
    }

    @Test func stdinGivesTheSameHint() {
        #expect(LiveLine.parse("1,000") == nil)
        #expect(LiveLine.refusal("1,000") == "'1,000' is not a number: no grouping or decimal comma (write 1234.5)")
        #expect(LiveLine.refusal("load 12,5") == OutputReading.groupingHint("12,5"))
        #expect(LiveLine.refusal("abc") == nil && LiveLine.refusal("a,b") == nil)
        #expect(ProgramOutput.read(Array("12,345".utf8)).refusal == LiveLine.refusal("12,345"))
    }
}
