import CounterEngine
@testable import CounterFuzzChecks
import Testing

/// `NumberParserCheck`: parsed numbers are finite, normalised and read back as themselves, in
/// plain text and as the first number of command output; a number that is not is reported.
@Suite struct NumberParserCheckTests {
    @Test(arguments: [
        "1234.5", "-0", "-0.000", "00012.3400", "1e309", "-1e-400", "1.7976931348623157e308", "NaN", "inf", "", "abc",
        "\u{1b}[31m42\u{1b}[0m", "load: 0.75 1.2", "0x1F", "1,5", "--5", "9".padding(toLength: 400, withPad: "9", startingAt: 0),
        "1e-2147483648", "\u{1b}]0;12\u{7}34",
    ])
    func textHoldsTheInvariants(text: String) {
        #expect(NumberParserCheck.run(Array(text.utf8)) == [])
    }

    @Test func anyBytesHoldTheInvariants() {
        #expect(NumberParserCheck.run([0xFF, 0x31, 0xC0, 0x2E, 0x35]) == [])
        for bytes in FuzzBytes.random(count: 300, length: 24, seed: 3) {
            #expect(NumberParserCheck.run(bytes) == [], "\(bytes)")
        }
    }

    @Test func aNumberThatBreaksTheRulesIsReported() throws {
        #expect(NumberParserCheck.numberProblems(ExactNumber(isNegative: true, digits: [1, 5], exponent: -1), source: "s") == [])
        let wide = NumberParserCheck.numberProblems(ExactNumber(isNegative: false, digits: [12], exponent: 0), source: "s")
        #expect(wide == ["s has a digit above 9"])
        let inner = NumberParserCheck.numberProblems(ExactNumber(isNegative: true, digits: [1, 10, 3], exponent: -2), source: "t")
        #expect(inner == ["t has a digit above 9"])
    }
}
