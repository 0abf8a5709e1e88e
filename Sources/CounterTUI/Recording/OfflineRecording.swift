/// Renders a whole animation from its own clock, as fast as it can: the frames the render loop
/// would draw (time 0, then every 1/fps on a fixed grid, the last one at the end time itself),
/// without waiting and with none dropped or doubled.
package enum OfflineRecording {
    /// At most this many frames (over 4 hours at 60 fps): a recording is a file, not a stream.
    package static let maximumFrames = 1_000_000

    /// The frames an animation ending at `end` needs at `fps` (the grid up to the end, and the
    /// end itself), or nil when that is more than `maximumFrames` (or no end at all).
    package static func frameCount(until end: Double, fps: Int) -> Int? {
        let fps = Double(min(max(fps, 1), 240))
        guard !end.isNaN else { return nil }
        guard end > 0 else { return 1 }
        // In Double first: a huge or infinite end never reaches Int.
        let ticks = (end * fps).rounded(.down)
        guard ticks < Double(maximumFrames) else { return nil }
        let count = Int(ticks) + 1 + (ticks < end * fps ? 1 : 0)
        return count <= maximumFrames ? count : nil
    }

    /// Draws `scene` into `output` frame by frame until it settles, calling `poll` before each
    /// frame; returns the time of the last frame, or nil when the animation would need more
    /// than `maximumFrames` frames or `poll` returned true (stop now: a signal came).
    @discardableResult
    package static func render(_ scene: Scene, fps: Int, into output: FrameOutput, poll: () -> Bool = { false }) -> Double? {
        let fps = Double(min(max(fps, 1), 240))
        var time = 0.0
        var frame = 0
        while true {
            if poll() { return nil }
            _ = scene.advance(to: time)
            output.draw(scene, at: time)
            if scene.isSettled(at: time) || output.failed { return time }
            frame += 1
            guard frame <= maximumFrames else { return nil }
            let grid = Double(frame) / fps
            let end = scene.endTime
            if end > time && end < grid {
                // The end comes before the next tick: draw it at its own time, then the grid goes on.
                time = end
                frame -= 1
            } else {
                time = grid
            }
        }
    }
}
