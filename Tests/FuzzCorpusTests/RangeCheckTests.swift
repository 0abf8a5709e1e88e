import CounterEngine
@testable import CounterFuzzChecks
import Testing

/// `RangeCheck`: without overshoot every frame shows a number between the start and the target
/// as written, and the text of that number; a value past the target is reported.
@Suite struct RangeCheckTests {
    func make(_ pattern: String, from: String, to: String) throws -> (CounterDisplay, ExactNumber) {
        let format = try NumberFormat.parse(pattern).get()
        let start = try NumberParser.parse(from).get()
        return (CounterDisplay(format: format, from: start, to: try NumberParser.parse(to).get()), start)
    }

    @Test(arguments: [("int", "0", "100"), ("0.00", "-1.5", "2.25"), (",##0.00", "1234567.89", "0"), ("percent", "0", "0.75"),
                      ("compact", "0", "1500000"), ("int", "99.4", "0"), ("0.0", "5", "5")])
    func framesBetweenTheEndsPass(pattern: String, from: String, to: String) throws {
        let (display, start) = try make(pattern, from: from, to: to)
        let a = start.doubleValue
        let b = display.target.doubleValue
        let values = (0...20).map { a + (b - a) * Double($0) / 20 } + [.nan, .infinity]
        #expect(RangeCheck.violations(display, from: start, values: values) == [])
    }

    @Test func aValuePastTheTargetIsReported() throws {
        let (display, start) = try make("int", from: "0", to: "100")
        let problems = RangeCheck.violations(display, from: start, values: [50, 150])
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("150.0 shows 150 ('150'), outside 0…100") == true, "\(problems)")
        let down = try make("0.0", from: "10", to: "-10")
        #expect(RangeCheck.violations(down.0, from: down.1, values: [-10.5]).count == 1)
    }
}
