/// Draws whole frames into a fresh buffer, diffs them against the last one presented and
/// writes only the changed cells to the screen, flushing once per frame.
public final class ScreenOutput: FrameOutput {
    public let screen: Screen
    /// The frame the screen shows now.
    public private(set) var presented: Buffer?
    public private(set) var cellsWritten = 0
    public let failed = false

    public init(screen: Screen) { self.screen = screen }

    public func draw(_ scene: Scene, at time: Double) {
        var frame = Buffer(size: screen.size)
        scene.render(at: time, into: &frame)
        let runs = frame.changes(from: presented)
        presented = frame
        guard !runs.isEmpty else { return }
        screen.write(runs)
        screen.flush()
        cellsWritten += runs.reduce(0) { $0 + $1.cells.count }
    }

    public func invalidate() { presented = nil }
}
