/// How a scene is drawn: the frame, its plain line and the window title at any animation time.
/// Drawing reads the scene as it was last advanced (`Scene.advance(to:)`) and changes nothing
/// in it, so a frame drawn twice, or in any order, is the same frame.
package protocol SceneDrawing: AnyObject {
    /// Draws the frame at animation time `time` into `buffer` (which starts blank), noting in
    /// `labels` (the caller's, when it keeps them) the labels an update in place needs.
    func render(at time: Double, into buffer: inout Buffer, labels: inout DrawnLabels)
    /// Brings `buffer`, which holds the frame drawn with `labels` noted, to the frame at `time`,
    /// redrawing only what changed and marking it in `damage`. Returns false, with `buffer`
    /// untouched, when it cannot (the scene changed since, or that frame was not all labels):
    /// the caller then renders the frame whole.
    func update(at time: Double, into buffer: inout Buffer, damage: inout Damage, labels: inout DrawnLabels) -> Bool
    /// The frame as one plain line (for piped output and `--inline`).
    func plainText(at time: Double, padded: Bool) -> String
    /// The text for the terminal's title (`--window-title`) at `time`.
    func windowTitle(at time: Double) -> String
    /// The lines left on the terminal after the full screen at animation time `time`, from the
    /// last frame's `lines`: with `whole` (the run ended well and asked for it), what stays of
    /// the frame; else only what stays whatever ended it (a stopwatch's laps).
    func closingLines(_ lines: [String], at time: Double, whole: Bool) -> [String]
}

extension SceneDrawing {
    /// Draws the frame at `time` into `buffer`, once (no update in place follows).
    package func render(at time: Double, into buffer: inout Buffer) {
        var none = DrawnLabels(kept: false)
        render(at: time, into: &buffer, labels: &none)
    }

    /// Scenes that do not update in place render every frame whole.
    package func update(at time: Double, into buffer: inout Buffer, damage: inout Damage, labels: inout DrawnLabels) -> Bool {
        false
    }
    /// The title is the plain line.
    package func windowTitle(at time: Double) -> String { plainText(at: time, padded: false) }
    /// The last frame stays as it was, when the run ended well.
    package func closingLines(_ lines: [String], at time: Double, whole: Bool) -> [String] { whole ? lines : [] }
}
