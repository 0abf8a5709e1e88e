import CounterEngine

/// The scene of `counter-tui --to N`: one counter centred on the screen.
public final class SingleCounterScene: Scene {
    // Every change to these makes the next frame a whole one (see `update`).
    public private(set) var model: CounterModel { didSet { version &+= 1 } }
    public private(set) var view: CounterView { didSet { version &+= 1 } }
    public var status = ""
    /// The face last chosen and what for: choosing measures the number in every face.
    private var chosen: (size: Size, display: CounterDisplay, face: CounterView.Face)?
    /// Counts changes to the model and the view (retarget, restart, finish): a frame drawn
    /// before one cannot be updated in place.
    private var version = 0
    /// The label the last frame shows, when it shows one: `update` redraws only that.
    private var drawnLabel: DrawnLabel?

    public init(model: CounterModel, view: CounterView) {
        self.model = model
        self.view = view
        self.view.display = model.display
    }

    public func render(at time: Double, into buffer: inout Buffer) {
        let area = StatusLine.draw(status, theme: view.theme, into: &buffer)
        // The largest face that fits, chosen again when the screen or the range changes.
        let face: CounterView.Face
        if let c = chosen, c.size == area.size, c.display == view.display {
            face = c.face
        } else {
            face = view.fittingFace(in: area.size)
            chosen = (area.size, view.display, face)
        }
        let value = model.value(at: time)
        let settled = model.isSettled(at: time)
        view.render(value: value, velocity: model.animation.velocity(at: time), time: time,
                    settled: settled, in: area, face: face, into: &buffer)
        drawnLabel = nil
        if case .label = face, !area.size.isEmpty {
            let place = view.placement(in: area, face: face)
            drawnLabel = DrawnLabel(size: buffer.size, status: status, version: version, area: area, row: place.row,
                                    right: place.right, style: view.theme.style(.value),
                                    text: view.display.text(for: value, settled: settled))
        }
    }

    /// Redraws the label's row when its text changed; false (nothing drawn) unless the last
    /// frame was a label drawn for this size, status line and display.
    public func update(at time: Double, into buffer: inout Buffer, damage: inout Damage) -> Bool {
        guard let drawn = drawnLabel, drawn.size == buffer.size, drawn.version == version, drawn.status == status
        else { return false }
        let text = view.display.text(for: model.value(at: time), settled: model.isSettled(at: time))
        if text == drawn.text { return true }
        drawn.redraw(text, ellipsis: view.font.ellipsis, into: &buffer, damage: &damage)
        drawnLabel!.text = text
        return true
    }

    public func isSettled(at time: Double) -> Bool { model.isSettled(at: time) }

    public func plainText(at time: Double, padded: Bool) -> String {
        let text = model.text(at: time)
        guard padded else { return text }
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
