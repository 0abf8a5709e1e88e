import Testing
@testable import CounterCLI

/// `SpecError.detail`: "got 'X'; expected Y" or "missing; expected Y", with the value made inert
/// and "expected" never said twice.
@Suite struct SpecErrorTests {
    @Test func detailSaysWhatItGotAndWhatItExpects() {
        #expect(SpecError(key: "fps", got: "0", expected: "a whole number from 1 to 240").detail
                == "got '0'; expected a whole number from 1 to 240")
        #expect(SpecError(key: "to", got: "", expected: "a number").detail == "got ''; expected a number")
    }

    @Test func aMissingValueSaysMissing() {
        let error = SpecError(key: "to", got: "ignored", expected: "the number to count to", missing: true)
        #expect(error.detail == "missing; expected the number to count to")
    }

    @Test func expectedAndDidYouMeanAreNotSaidTwice() {
        #expect(SpecError(key: "ease", got: "in-out-cubc", expected: "did you mean 'in-out-cubic'?").detail
                == "got 'in-out-cubc'; did you mean 'in-out-cubic'?")
        #expect(SpecError(key: "x", got: "y", expected: "expected one of a, b").detail == "got 'y'; expected one of a, b")
        #expect(SpecError(key: "x", got: "y", expected: "expected one of a, b", missing: true).detail
                == "missing; expected one of a, b")
    }

    @Test func theValueIsShownInert() {
        let detail = SpecError(key: "title", got: "\u{1b}]0;PWNED\u{7}\u{202E}x\n", expected: "text").detail
        #expect(detail == "got '\\x1b]0;PWNED\\x07\\u{202e}x\\x0a'; expected text")
        #expect(!detail.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F || $0 == "\u{202E}" })
        // What it expects is the program's own text, shown as written.
        #expect(SpecError(key: "k", got: "v", expected: "a, b\tor c").detail == "got 'v'; expected a, b\tor c")
    }

    @Test func errorsAreEqualByEveryField() {
        let error = SpecError(key: "to", got: "x", expected: "a number")
        #expect(error == SpecError(key: "to", got: "x", expected: "a number"))
        #expect(error != SpecError(key: "from", got: "x", expected: "a number"))
        #expect(error != SpecError(key: "to", got: "x", expected: "a number", missing: true))
    }
}
