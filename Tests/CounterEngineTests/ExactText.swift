@testable import CounterEngine

/// The exact number a test writes as text (a literal that does not parse stops the run).
func exact(_ text: String) -> ExactNumber {
    guard case .success(let n) = NumberParser.parse(text) else { fatalError("bad test number \(text)") }
    return n
}
