import Foundation
import Testing

/// Frames set once for a later change land on the grid of `--fps` (issue 34): in the sparse tail
/// of an ease-out, where the picture changes less often than every tick, each frame used to be
/// set a whole number of periods after the frame before, measured after drawing it, so the time
/// spent drawing added up frame after frame (0.3 ms a frame in a release build, 0.4 to 0.5 ms in
/// a debug build: the tail wandered across the whole 10 ms period).
@Suite(.tags(.quietMachine)) struct FrameGridTimingTests {
    @Test func theSparseTailOfAnEaseOutDoesNotDriftOffTheGrid() throws {
        // 0 → 300 over 3 s at 100 fps: every tick shows a new number for the first 1.3 s, then
        // about 58 numbers over the last 1.7 s, each at the first tick that shows it.
        let period = 0.01
        let frames = try #require(try PtyTiming.frames(["--from", "0", "--to", "300", "--duration", "3", "--ease", "out",
                                                        "--fps", "100"]), "util-linux script could not run the binary")
        let gaps = zip(frames, frames.dropFirst()).map { $1 - $0 }
        let dense = zip(frames.dropFirst(), gaps).filter { $0.1 < 1.5 * period }.map(\.0)
        try #require(dense.count > 50, "\(frames.count) frames")
        // The frames after a skipped tick, once the dense part has begun (the first output is
        // the start-up), but for the last (the end and the exit may come together).
        let tail = Array(zip(frames.dropFirst(), gaps).filter { $0.1 > 1.5 * period && $0.0 > dense[10] }.map(\.0).dropLast())
        try #require(tail.count > 20, "\(tail.count) frames in the tail of \(frames.count)")
        // How much later on the period each frame sits than the one before: the drift, frame
        // after frame. On the grid a frame's lateness is its own (a late wake-up, as likely
        // either way from one frame to the next): the median step is 0, loaded machine or not;
        // before, it was the drawing time, 0.2 ms and more.
        let steps = zip(tail, tail.dropFirst()).map { Self.wrapped($1 - $0, period: period) }.sorted()
        let median = steps[steps.count / 2]
        let shown = steps.map { String(format: "%.2f", $0 * 1000) }.joined(separator: " ")
        #expect(abs(median) < 0.0001, "median step \(median * 1000) ms; steps, ms: \(shown)")
    }

    /// `interval` on the circle of one period: within half a period either way.
    static func wrapped(_ interval: Double, period: Double) -> Double {
        let shifted = (interval + period / 2).truncatingRemainder(dividingBy: period)
        return (shifted < 0 ? shifted + period : shifted) - period / 2
    }
}
