import Testing
@testable import CounterEngine

/// The first number in free text, skipping words with digits and terminal escape sequences.
@Suite struct FirstNumberTests {
    @Test(arguments: [
        ("0.52 0.58 0.59 1/123 4567", "0.52"), ("Mem: 16384 MB", "16384"), ("load=0.5,", "0.5"),
        ("temp -3.5C", "-3.5"), ("x86_64 build 42", "42"), ("value: 1e3.", "1000"), ("  7\n8\n", "7"),
        ("\u{1b}[31m99\u{1b}[0m", "99"), ("\u{1b}]0;title 7\u{7}42", "42"), ("v2 is 3", "3"),
    ])
    func findsTheFirstNumber(text: String, expected: String) throws {
        #expect(FirstNumber.find(in: text)?.description == expected)
    }

    @Test(arguments: ["", "no numbers here", "x86", "nan inf", "-", ".", "\u{1b}]0;PWNED 5\u{7}", "md5sum"])
    func findsNothing(text: String) {
        #expect(FirstNumber.find(in: text) == nil)
    }
}
