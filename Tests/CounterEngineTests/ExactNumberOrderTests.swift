import Testing
@testable import CounterEngine

private func number(_ text: String) -> ExactNumber {
    guard case .success(let n) = NumberParser.parse(text) else { fatalError("bad test number \(text)") }
    return n
}

@Suite struct ExactNumberOrderTests {
    @Test func ordersDecimalsExactly() {
        let ascending = ["-1e300", "-12.5", "-12.49999999999999999999", "-1", "-0.001", "0", "1e-400", "0.1",
                         "0.10000000000000000001", "9.99", "10", "1000000000000000000000000000001"].map(number)
        for (i, a) in ascending.enumerated() {
            for (j, b) in ascending.enumerated() {
                #expect((a < b) == (i < j), "\(a) < \(b)")
            }
        }
        #expect(!(number("5.0") < number("5")) && !(number("5") < number("5.0")))
    }
}
