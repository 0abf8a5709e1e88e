/// An animated SVG recording: frames become pieces (only what changes is animated), written as
/// they go: each frame adds the groups of the pieces that ended with it, so memory holds only
/// the pieces on screen however long the run (the document's layout: `SVGDocument`).
package final class SVGRecorder: FrameRecorder {
    package let size: Size
    package let loop: Bool
    package var palette: SVGPalette
    private var tracker: SVGPieceTracker
    /// The styles in the order their classes are numbered.
    private var styles: [CellStyle] = []
    private var pending = ""
    private var started = false
    private var finished = false
    private var duration = 0.0

    package init(size: Size, loop: Bool, palette: SVGPalette = .standard) {
        self.size = size
        self.loop = loop
        self.palette = palette
        tracker = SVGPieceTracker(size: size)
    }

    private var document: SVGDocument { SVGDocument(size: size, palette: palette, duration: duration, loop: loop) }
    /// The document as streamed: not looping (the period is known only at the end), its times
    /// exact when it is to loop.
    private var streamed: SVGDocument {
        var doc = SVGDocument(size: size, palette: palette, duration: duration, loop: false)
        doc.exactTimes = loop
        return doc
    }

    package func record(_ frame: Buffer, changes: [CellRun], at time: Double) {
        start()
        tracker.add(frame, changes: changes, at: time)
        duration = max(duration, time)
        pending += streamed.groups(tracker.takeFinished(), styles: &styles)
    }

    /// The rest of the document (the groups of the pieces still on screen, and the end);
    /// looping, with every group's animation over the whole period.
    package func finish(at time: Double) -> String {
        start()
        duration = max(duration, time)
        pending += streamed.groups(tracker.finish(), styles: &styles)
        let rest = takePending() + document.tail(styles: styles)
        finished = true
        guard loop else { return rest }
        let doc = document
        return rest.split(separator: "\n", omittingEmptySubsequences: false).map { doc.loopLine($0) }.joined(separator: "\n")
    }

    package func takePending() -> String {
        defer { pending = "" }
        return pending
    }

    /// The end of the document after what was taken (nothing once finished).
    package var tail: String { started && !finished ? document.tail(styles: styles) : "" }

    /// Looping: the groups written before the end get the period too.
    package var finalRewrite: ((Substring) -> String)? {
        guard loop else { return nil }
        let doc = document
        return { doc.loopLine($0) }
    }

    private func start() {
        guard !started else { return }
        started = true
        pending = document.header
    }
}
