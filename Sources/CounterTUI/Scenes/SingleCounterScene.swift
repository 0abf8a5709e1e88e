import CounterEngine

/// The scene of `counter-tui --to N`: one counter centred on the screen.
public final class SingleCounterScene: Scene {
    // Every change to these makes the next frame a whole one (see `update`).
    public private(set) var model: CounterModel { didSet { version &+= 1 } }
    public private(set) var view: CounterView { didSet { version &+= 1 } }
    public var status = ""
    public private(set) var framesDrawn = 0
    /// The face last chosen and what for: choosing measures the number in every face.
    private var chosen: (size: Size, display: CounterDisplay, face: CounterView.Face)?
    /// Counts changes to the model, the view and the live state (retarget, restart, finish, a
    /// sample): a frame drawn before one cannot be updated in place.
    private var version = 0
    /// The label the last frame shows, when it shows one: `update` redraws only that.
    private var drawnLabel: DrawnLabel?

    public init(model: CounterModel, view: CounterView) {
        self.model = model
        self.view = view
        self.view.display = model.display
    }

    /// Rates, history and thresholds of live samples (`sample(_:clock:at:)`).
    public private(set) var live = LiveTrack() { didSet { version &+= 1 } }
    /// Draws the sparkline when the counter keeps a history.
    public var sparkline = SparklineRow(levels: Sparkline.blocks)

    /// Gives the counter rates, history and thresholds (before any sample).
    public func track(_ track: LiveTrack) {
        live = track
        live.settle(on: model.display.target.doubleValue)
    }

    /// Takes a live sample that arrived at monotonic time `clock` (animation time `time`): a rate
    /// from it, its place in the history, its threshold level, then a move to the value. False
    /// when nothing on screen changes.
    @discardableResult
    public func sample(_ value: ExactNumber, clock: Double, at time: Double) -> Bool {
        let before = live
        guard let shown = live.take(value, clock: clock, at: time) else { return live != before }
        return retarget(to: shown, at: time) || live != before
    }

    public func render(at time: Double, into buffer: inout Buffer) {
        framesDrawn += 1
        let screen = StatusLine.draw(status, theme: view.theme, into: &buffer)
        // A history keeps two rows for its sparkline (and a gap) below the value.
        let sparkRows = live.history == nil ? 0 : min(2, max(screen.rows - 1, 0))
        let area = Rect(x: screen.x, y: screen.y, columns: screen.columns, rows: screen.rows - sparkRows)
        // The largest face that fits, chosen again when the screen or the range changes.
        let face: CounterView.Face
        if let c = chosen, c.size == area.size, c.display == view.display {
            face = c.face
        } else {
            face = view.fittingFace(in: area.size)
            chosen = (area.size, view.display, face)
        }
        var view = self.view
        let style = live.levelStyle(at: time, theme: view.theme) ?? view.theme.style(.value)
        view.theme = view.theme.replacing(.value, with: style)
        let end = view.numberEnd(in: area, face: face)
        let value = model.value(at: time)
        let settled = model.isSettled(at: time)
        view.render(value: value, velocity: model.animation.velocity(at: time), time: time,
                    settled: settled, in: area, face: face, into: &buffer)
        if live.waiting {
            Self.placeholder(ascii: sparkline.isASCII, end: end, rows: face.rows, in: area, style: style,
                             into: &buffer)
        } else if view.theme.marksLevels {
            buffer.put(live.mark, at: end, style: style, clip: area)
        }
        if let history = live.history, sparkRows > 0 {
            let row = min(end.y + face.rows + (face.rows > 1 ? 1 : 0), screen.maxY - 1)
            if row >= screen.y { sparkline.showing(history, style: self.view.theme.style(.value)).render(in: Rect(x: screen.x, y: row, columns: screen.columns, rows: 1), into: &buffer) }
        }
        // A plain label (no rate, history or thresholds) is all that changes between frames.
        drawnLabel = nil
        if case .label = face, !area.size.isEmpty, live.drawsOnlyTheValue {
            let place = view.placement(in: area, face: face)
            drawnLabel = DrawnLabel(size: buffer.size, status: status, version: version, area: area, row: place.row,
                                    right: place.right, style: style, text: view.display.text(for: value, settled: settled))
        }
    }

    /// Redraws the label's row when its text changed; false (nothing drawn) unless the last
    /// frame was a plain label drawn for this size, status line, model, view and live state.
    public func update(at time: Double, into buffer: inout Buffer, damage: inout Damage) -> Bool {
        guard let drawn = drawnLabel, drawn.size == buffer.size, drawn.version == version, drawn.status == status
        else { return false }
        framesDrawn += 1
        let text = view.display.text(for: model.value(at: time), settled: model.isSettled(at: time))
        if text == drawn.text { return true }
        drawn.redraw(text, ellipsis: view.font.ellipsis, into: &buffer, damage: &damage)
        drawnLabel!.text = text
        return true
    }

    public func isSettled(at time: Double) -> Bool { model.isSettled(at: time) && !live.isFlashing(at: time) }

    /// A rate before its second sample: the number's place blanked, `…` where it ends.
    static func placeholder(ascii: Bool, end: Point, rows: Int, in area: Rect, style: CellStyle, into buffer: inout Buffer) {
        let text = ascii ? "..." : "…"
        for y in end.y..<min(end.y + rows, area.maxY) {
            buffer.fillRow(y, from: area.x, count: max(end.x - area.x, 0), with: .blank, clip: area)
        }
        buffer.put(text, at: Point(x: max(end.x - TextWidth.cells(text), area.x), y: end.y), style: style, clip: area)
    }

    public func plainText(at time: Double, padded: Bool) -> String {
        if live.waiting { return "…" }
        let text = model.text(at: time)
        guard padded else { return model.display.format.unpadded(text) }
        let pad = model.display.width - TextWidth.cells(text)
        return pad > 0 ? String(repeating: " ", count: pad) + text : text
    }

    public func restart(at time: Double) {
        model.restart(at: time)
        view.display = model.display
    }

    public func finish(at time: Double) { model.finish(at: time) }

    public var endTime: Double { model.animation.endTime }

    /// Heads for a new target from the value shown at `time`; false when it already was the
    /// target (nothing changes, nothing needs drawing).
    @discardableResult
    public func retarget(to target: ExactNumber, at time: Double) -> Bool {
        guard model.retarget(to: target, at: time) else { return false }
        view.display = model.display
        return true
    }
}
