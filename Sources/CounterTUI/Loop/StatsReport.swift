import CounterEngine
import CounterSystem

#if canImport(Glibc)
import Glibc
#endif

/// The `--stats` summary printed on stderr at exit.
package enum StatsReport {
    /// Writes the report of `loop`'s frames, and the figures of `parts`, on stderr.
    @MainActor
    static func write(_ loop: RenderLoop, parts: [SessionPart]) {
        StandardStream.write(text(loop.stats, cellsWritten: loop.output.cellsWritten, fps: loop.fps)
                             + parts.map(\.statsText).joined(), to: 2)
    }

    /// CPU seconds (user + system) this process has used, exactly (the scheduler's count;
    /// getrusage samples at timer ticks and is off by tens of milliseconds).
    package static func cpuSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    /// The report, one `name: value` per line.
    package static func text(_ stats: FrameStats, cellsWritten: Int, fps: Int) -> String {
        func ms(_ seconds: Double?) -> String {
            guard let seconds, seconds.isFinite else { return "n/a" }
            return fixed(seconds * 1000, 2) + " ms"
        }
        return """
            frames: \(stats.frames) (\(fps) fps target)
            late frames: \(stats.lateFrames)
            frame interval median: \(ms(stats.interval(quantile: 0.5)))
            frame interval p99: \(ms(stats.interval(quantile: 0.99)))
            end-time error: \(ms(stats.endError))
            cpu seconds: \(fixed(cpuSeconds(), 3))
            cells written: \(cellsWritten)

            """
    }

    /// `value` with `digits` decimals.
    static func fixed(_ value: Double, _ digits: Int) -> String { NumberFormat.fixed(value, decimals: digits) }
}
