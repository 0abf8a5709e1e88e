/// Renders a whole animation from its own clock, as fast as it can: the frames the render loop
/// would draw (time 0, then every 1/fps on a fixed grid, the last one at the end time itself),
/// without waiting and with none dropped or doubled.
public enum OfflineRecording {
    /// At most this many frames (over 4 hours at 60 fps): a recording is a file, not a stream.
    public static let maximumFrames = 1_000_000

    /// Draws `scene` into `output` frame by frame until it settles; returns the time of the
    /// last frame, or nil when the animation would need more than `maximumFrames` frames.
    @discardableResult
    public static func render(_ scene: Scene, fps: Int, into output: FrameOutput) -> Double? {
        let fps = Double(min(max(fps, 1), 240))
        var time = 0.0
        var frame = 0
        while true {
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
