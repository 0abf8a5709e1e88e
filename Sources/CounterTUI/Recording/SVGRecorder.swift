/// An animated SVG recording: frames become pieces (only what changes is animated) and the
/// document is written whole at the end.
public final class SVGRecorder: FrameRecorder {
    public let size: Size
    public let loop: Bool
    public var palette: SVGPalette
    private var tracker: SVGPieceTracker

    public init(size: Size, loop: Bool, palette: SVGPalette = .standard) {
        self.size = size
        self.loop = loop
        self.palette = palette
        tracker = SVGPieceTracker(size: size)
    }

    public func record(_ frame: Buffer, changes: [CellRun], at time: Double) {
        tracker.add(frame, changes: changes, at: time)
    }

    public func finish(at time: Double) -> String {
        SVGDocument(size: size, palette: palette, duration: time, loop: loop).render(tracker.finish())
    }

    public func takePending() -> String { "" }
}
