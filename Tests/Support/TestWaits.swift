import CounterSystem
import Foundation
import Testing

/// Lets the main queue run (Dispatch events arrive there) until `condition` holds or `timeout`
/// seconds pass; whether it held. Polls every 2 ms: no test sleeps longer than it must. The
/// timeout only catches a hang: the main queue is shared with synchronous main-actor tests (the
/// recordings replayed frame by frame), which can hold it for tens of seconds.
@MainActor
package func eventually(timeout: Double = 60, _ condition: () -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
        if Date() > deadline { return false }
        try? await Task.sleep(for: .milliseconds(2))
    }
    return true
}

/// The index of the first byte where `a` and `b` differ (or where the shorter ends); nil when they
/// are equal. For long byte strings, where an expectation's own diff would take minutes.
package func firstDifference(_ a: [UInt8], _ b: [UInt8]) -> Int? {
    let common = min(a.count, b.count)
    for i in 0..<common where a[i] != b[i] { return i }
    return a.count == b.count ? nil : common
}

/// A fresh pipe for a test: its reading and writing ends.
package struct TestPipe {
    /// The reading end.
    package let reader: Int32
    /// The writing end.
    package let writer: Int32

    /// A new pipe (a test fails when none can be made).
    package init() throws {
        var fds: [Int32] = [-1, -1]
        try #require(PipeEnds.make(&fds) == 0)
        (reader, writer) = (fds[0], fds[1])
    }
}
