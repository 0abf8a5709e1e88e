/// Shows nothing: `--tee` without a terminal, where stdout carries the data and the count has
/// nowhere to go.
package final class SilentOutput: FrameOutput {
    package init() {}
    package func draw(_ scene: Scene, at time: Double) {}
    package func invalidate() {}
    package var cellsWritten: Int { 0 }
    package var failed: Bool { false }
}
