import Testing
@testable import CounterEngine

/// The one rule for the first number in text (issue 38): digits glued to a letter before them
/// are a word, skipped whole with their decimal part (`v2.5` gave 0.5, `a12.75` 0.75); hex,
/// octal and binary are refused (`0x10` gave 0); a number beyond a Double is said to be out of
/// range, not missing (`1e309` gave "no number").
@Suite struct NumberRuleTests {
    @Test(arguments: ["v2.5", "x2.5", "e2.5", "a1.5", "a12.75", "T_45.3", "v25", "build v2.5.1"])
    func aWordWithDigitsIsNoNumber(text: String) {
        #expect(ProgramOutput.read(Array((text + "\n").utf8)) == .noNumber)
    }

    @Test(arguments: [
        ("load:12.5", "12.5"), ("temp=45.3", "45.3"), ("sda1 12.5", "12.5"), ("v2.5 is 3", "3"),
        ("version 2.5", "2.5"), ("(12.5)", "12.5"), ("12.5C", "12.5"), ("-3", "-3"), ("1e-400", "1e-400"),
    ])
    func aNumberStandingAloneIsRead(text: String, expected: String) {
        #expect(ProgramOutput.read(Array(text.utf8)) == .number(exact(expected)))
    }

    @Test(arguments: [("0x10", "0x10"), ("0b101", "0b101"), ("0x1p3", "0x1p3"), ("size 0xFF kB", "0xFF"), ("-0x10", "-0x10")])
    func hexAndBinaryAreRefused(text: String, written: String) {
        let reading = ProgramOutput.read(Array(text.utf8))
        #expect(reading == .notDecimal(written))
        #expect(reading.refusal == "'\(written)' is not a number: only decimal numbers are read")
    }

    @Test func aNumberTooLargeIsOutOfRangeNotMissing() {
        #expect(ProgramOutput.read(Array("1e309\n".utf8)).refusal == "number out of range: 1e309")
        #expect(ProgramOutput.read(Array("-2e308".utf8)) == .outOfRange("-2e308"))
        let digits = String(repeating: "9", count: 400)
        #expect(ProgramOutput.read(Array(digits.utf8)) == .outOfRange(digits))
        #expect(OutputReading.outOfRange(digits).refusal == "number out of range: " + String(repeating: "9", count: 39) + "…")
    }

    /// Stdin lines say the same as a command's output when their number is refused.
    @Test func stdinGivesTheSameReasons() {
        #expect(LiveLine.parse("a 0x10") == nil && LiveLine.parse("1e309") == nil)
        #expect(LiveLine.refusal("a 0x10") == "'0x10' is not a number: only decimal numbers are read")
        #expect(LiveLine.refusal("1e309") == "number out of range: 1e309")
        #expect(LiveLine.refusal("cpu=1e400") == "number out of range: 1e400")
        #expect(LiveLine.refusal("a v2.5") == nil)
    }
}
