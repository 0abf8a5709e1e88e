import Testing
@testable import CounterTUI

/// `StatsReport`: the `--stats` lines, with "n/a" where nothing was measured, and the process's
/// CPU time.
@Suite struct StatsReportTests {
    @Test func theLinesOfTheReport() {
        var stats = FrameStats()
        for frame in 0..<11 { stats.record(frameAt: Double(frame) * 0.01, period: 0.01) }
        stats.endError = 0.0015
        let text = StatsReport.text(stats, cellsWritten: 1234, fps: 100)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[0] == "frames: 11 (100 fps target)")
        #expect(lines[1] == "late frames: 0")
        #expect(lines[2] == "frame interval median: 10.00 ms")
        #expect(lines[4] == "end-time error: 1.50 ms")
        #expect(lines[5].hasPrefix("cpu seconds: "))
        #expect(lines[6] == "cells written: 1234")
        #expect(text.hasSuffix("\n"))
    }

    @Test func nothingMeasuredIsNotApplicable() {
        let text = StatsReport.text(FrameStats(), cellsWritten: 0, fps: 60)
        #expect(text.contains("frame interval p99: n/a\n") && text.contains("end-time error: n/a\n"))
    }

    @Test func cpuTimeOnlyGrows() {
        let before = StatsReport.cpuSeconds()
        var x = 0.0
        for i in 0..<200_000 { x += Double(i).squareRoot() }
        #expect(x > 0 && StatsReport.cpuSeconds() >= before && before > 0)
    }
}
