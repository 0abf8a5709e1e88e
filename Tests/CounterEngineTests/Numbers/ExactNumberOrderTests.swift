import Testing
@testable import CounterEngine

/// Exact decimals compare digit by digit, beyond what a Double holds.
@Suite struct ExactNumberOrderTests {
    @Test func ordersDecimalsExactly() {
        let ascending = ["-1e300", "-12.5", "-12.49999999999999999999", "-1", "-0.001", "0", "1e-400", "0.1",
                         "0.10000000000000000001", "9.99", "10", "1000000000000000000000000000001"].map(exact)
        for (i, a) in ascending.enumerated() {
            for (j, b) in ascending.enumerated() {
                #expect((a < b) == (i < j), "\(a) < \(b)")
            }
        }
        #expect(!(exact("5.0") < exact("5")) && !(exact("5") < exact("5.0")))
    }
}
