import Testing
@testable import CounterEngine

/// The live-line grammar: a value, `ID VALUE`, `ID=VALUE` and flat JSON accepted; anything else refused.
@Suite struct LiveLineTests {
    private func n(_ text: String) -> ExactNumber { try! NumberParser.parse(text).get() }

    @Test(arguments: [
        ("1234.5", nil, "1234.5"), ("  -3 ", nil, "-3"), ("revenue 12.5", "revenue", "12.5"),
        ("revenue=12.5", "revenue", "12.5"), ("cpu\t0.75", "cpu", "0.75"),
        (#"{"id": "revenue", "value": 12.5}"#, "revenue", "12.5"), (#"{"value": "7", "id": "a"}"#, "a", "7"),
        (#"{"id":"big","value":123456789012345678901234567890}"#, "big", "123456789012345678901234567890"),
    ] as [(String, String?, String)])
    func parses(text: String, id: String?, value: String) {
        #expect(LiveLine.parse(text) == LiveLine(id: id, value: n(value)))
    }

    @Test(arguments: ["", "   ", "abc", "nan", "revenue", "revenue abc", "= 5", #"{"id": "a"}"#,
                      #"{"id": "a", "value": true}"#, #"{"id": "a", "value": [1]}"#, #"{"id": 5, "value": 1}"#,
                      #"{"id": "a", "value": 1} trailing"#, "\u{1b}]0;x\u{7}5", "1,5", "inf"])
    func refuses(text: String) {
        #expect(LiveLine.parse(text) == nil)
    }
}
