import Foundation
import Testing

/// Frames set once for a later change land on the grid of `--fps` (issue 34): in the sparse tail
/// of an ease-out, where the picture changes less often than every tick, each frame used to be
/// set a whole number of periods after the frame before, measured after drawing it, so the time
/// spent drawing added up frame after frame (0.4 ms a frame in a debug build: the tail's frames
/// wandered across the whole 10 ms period).
@Suite struct FrameGridTimingTests {
    @Test func theSparseTailOfAnEaseOutStaysOnTheGrid() throws {
        // 0 → 300 over 3 s at 100 fps: every tick shows a new number for the first 1.3 s, then
        // about 58 numbers over the last 1.7 s, each at the first tick that shows it.
        let period = 0.01
        guard let frames = try PtyTiming.frames(["--from", "0", "--to", "300", "--duration", "3", "--ease", "out",
                                                 "--fps", "100"]) else {
            Issue.record("util-linux script could not run the binary in a pty")
            return
        }
        let gaps = zip(frames, frames.dropFirst()).map { $1 - $0 }
        // The frames drawn tick after tick (a gap of about a period) give the grid's phase.
        let dense = zip(frames.dropFirst(), gaps).filter { $0.1 < 1.5 * period }.map(\.0)
        try #require(dense.count > 50, "\(frames.count) frames")
        let phase = Self.circularMean(dense.map { $0.truncatingRemainder(dividingBy: period) }, period: period)
        // The frames after a skipped tick, once the dense part has begun (the first output is
        // the start-up), but for the last (the end and the exit may come together).
        let tail = zip(frames.dropFirst(), gaps).filter { $0.1 > 1.5 * period && $0.0 > dense[10] }.map(\.0).dropLast()
        try #require(tail.count > 20, "\(tail.count) frames in the tail of \(frames.count)")
        let offsets = tail.map { Self.offset($0, phase: phase, period: period) }
        let near = offsets.filter { abs($0) < 0.002 }.count
        // Scattered over the period (as before) about 40 % fall within 2 ms; on the grid all do
        // on an idle machine. Generous for a loaded one.
        let shown = offsets.map { String(format: "%.1f", $0 * 1000) }.joined(separator: " ")
        #expect(Double(near) >= 0.6 * Double(offsets.count), "offsets from the grid, ms: \(shown)")
    }

    /// The mean phase of `phases` (each in 0..<period) on the circle of one period.
    static func circularMean(_ phases: [Double], period: Double) -> Double {
        let angles = phases.map { 2 * Double.pi * $0 / period }
        let mean = atan2(angles.map { sin($0) }.reduce(0, +), angles.map { cos($0) }.reduce(0, +))
        return mean / (2 * Double.pi) * period
    }

    /// How far `time` is from the nearest instant of the grid at `phase`, signed, within half a period.
    static func offset(_ time: Double, phase: Double, period: Double) -> Double {
        let shifted = (time - phase + period / 2).truncatingRemainder(dividingBy: period)
        return (shifted < 0 ? shifted + period : shifted) - period / 2
    }
}
