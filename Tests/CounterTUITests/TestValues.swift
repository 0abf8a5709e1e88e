import CounterSystem
import CounterEngine
import Foundation
import Testing

/// `text` as an exact number, for tests (a test's own literal never fails to parse).
func number(_ text: String) -> ExactNumber {
    guard case .success(let n) = NumberParser.parse(text) else { fatalError("bad test number \(text)") }
    return n
}

