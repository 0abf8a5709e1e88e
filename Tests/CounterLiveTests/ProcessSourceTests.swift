import CounterEngine
@testable import CounterLive
import CounterSystem
import Testing
import CounterTestSupport

#if canImport(Glibc)
import Glibc
#endif

/// `ProcessSource` (a card's `pid:`): the main file's percent as values (once a change), a
/// failure when the files are not ours to read (once), recovery, and the end. A fake /proc.
@MainActor
@Suite struct ProcessSourceTests {
    final class FakeProc {
        var readings: [ProcessFileTable.Reading] = []
        func next(_ pid: Int32) -> ProcessFileTable.Reading { readings.isEmpty ? .gone : readings.removeFirst() }
    }

    func file(at position: UInt64) -> ProcessFileTable.Reading {
        .files(name: "cp", [ProcessFileTable.OpenFile(descriptor: 3, path: "/d", identity: "1:1", position: position, size: 1000,
                                                      writesOnly: false)])
    }

    @Test func thePercentComesOnceAChangeThenFailureRecoveryAndEnd() {
        let proc = FakeProc()
        proc.readings = [file(at: 0), file(at: 123), file(at: 123), .notPermitted(EACCES), .notPermitted(EACCES), file(at: 500)]
        let source = ProcessSource(pid: 9, interval: 1000, read: proc.next)
        var events: [LiveEvent] = []
        source.onEvent = { events.append($0) }
        source.start()
        for _ in 0..<6 { source.poll() }
        source.stop()
        #expect(events == [
            .values([LiveLine(id: nil, value: ExactNumber("0.0")!)]),
            .values([LiveLine(id: nil, value: ExactNumber("12.3")!)]),
            .failed("cannot read the files of process 9: Permission denied"),
            .recovered,
            .values([LiveLine(id: nil, value: ExactNumber("50.0")!)]),
            .ended,
        ], "\(events)")
    }

    @Test func aProcessThatNeverWasSaysSoAndEnds() {
        let source = ProcessSource(pid: 9, interval: 1000, read: { _ in .gone })
        var events: [LiveEvent] = []
        source.onEvent = { events.append($0) }
        source.start()
        #expect(events == [.failed("no process 9 (it has ended, or never was)"), .ended])
    }
}
