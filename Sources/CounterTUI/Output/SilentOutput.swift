/// Shows nothing: `--tee` without a terminal, where stdout carries the data and the count has
/// nowhere to go.
public final class SilentOutput: FrameOutput {
    public init() {}
    public func draw(_ scene: Scene, at time: Double) {}
    public func invalidate() {}
    public var cellsWritten: Int { 0 }
    public var failed: Bool { false }
}
