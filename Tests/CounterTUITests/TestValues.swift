import CounterEngine
import Foundation

/// `text` as an exact number, for tests (a test's own literal never fails to parse).
func number(_ text: String) -> ExactNumber {
    guard case .success(let n) = NumberParser.parse(text) else { fatalError("bad test number \(text)") }
    return n
}

/// Lets the main queue run (Dispatch events arrive there) until `condition` holds or `timeout`
/// seconds pass; whether it held. Polls every 2 ms: no test sleeps longer than it must.
@MainActor
func eventually(timeout: Double = 5, _ condition: () -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
        if Date() > deadline { return false }
        try? await Task.sleep(for: .milliseconds(2))
    }
    return true
}
