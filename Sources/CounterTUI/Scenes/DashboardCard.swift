import CounterEngine

/// One counter on a dashboard: its model, how it is drawn, and its live state.
public struct DashboardCard: Sendable {
    /// Routes live values to this card (`id:` in the file).
    public var id: String?
    public var title: String
    public var model: CounterModel
    /// Draws the value; its own title is empty (the card's border carries the title).
    public var view: CounterView
    /// +1 after the target rose, -1 after it fell, 0 before any change.
    public private(set) var trend = 0
    /// Animation time of the last target change.
    public private(set) var trendStart: Double?
    /// A mark in the card's title (`!` while a live source is failing).
    public var badge = ""
    /// Rates, history and thresholds of live samples (`sample(_:clock:at:)`).
    public private(set) var live = LiveTrack()
    /// Columns kept right of the value for a threshold mark (`!`, `!!`) when colours cannot show it.
    public var markColumns = 0

    /// How long the trend colour shows before it is gone, in seconds.
    public static let trendDuration = 1.2

    public init(id: String? = nil, title: String, model: CounterModel, view: CounterView) {
        self.id = id
        self.title = title
        self.model = model
        self.view = view
        self.view.title = ""
        self.view.margin = Size(columns: 0, rows: 0)
        self.view.display = model.display
    }

    /// Gives the card rates, history and thresholds (before any sample); the level of the value
    /// it starts with is set without a flash.
    public mutating func track(_ track: LiveTrack) {
        live = track
        live.settle(on: model.display.target.doubleValue)
    }

    /// Rows below the value for the sparkline.
    public var sparklineRows: Int { live.history == nil ? 0 : 1 }

    /// The size of the value drawn in `face` with its mark and sparkline, inside the border.
    public func contentSize(with face: CounterView.Face) -> Size {
        let value = view.size(with: face)
        let marks = live.thresholds == nil ? 0 : markColumns
        return Size(columns: value.columns + marks, rows: value.rows + sparklineRows)
    }

    /// The size the card takes with its value drawn in `face`, inside a border, with room for its title.
    public func size(with face: CounterView.Face) -> Size {
        let content = contentSize(with: face)
        let titleWidth = TextWidth.cells(TextSanitizer.clean(title)) + (badge.isEmpty ? 0 : 2)
        return Size(columns: max(content.columns + 4, titleWidth + 6, 12), rows: content.rows + 2)
    }

    /// The narrowest card that shows the value whole, as a label (the title may be cut).
    public var minimumColumns: Int { contentSize(with: .label).columns + 4 }

    /// Takes a live sample that arrived at monotonic time `clock` (animation time `time`): a rate
    /// from it, its place in the history and its threshold level, then a move to the value.
    /// False when nothing on screen changes.
    @discardableResult
    public mutating func sample(_ value: ExactNumber, clock: Double, at time: Double) -> Bool {
        let before = live
        guard let shown = live.take(value, clock: clock, at: time) else { return live != before }
        let moved = retarget(to: shown, at: time)
        return moved || live != before
    }

    /// Heads for `target` from the value on screen, and shows the direction in colour; false
    /// when it already was the target (nothing changes).
    @discardableResult
    public mutating func retarget(to target: ExactNumber, at time: Double) -> Bool {
        let old = model.display.target.doubleValue
        guard model.retarget(to: target, at: time) else { return false }
        view.display = model.display
        if target.doubleValue != old {
            trend = target.doubleValue > old ? 1 : -1
            trendStart = time
        }
        return true
    }

    public mutating func restart(at time: Double) {
        model.restart(at: time)
        view.display = model.display
    }

    public mutating func finish(at time: Double) { model.finish(at: time) }

    /// The value's style at `time`: past a threshold its colour (blinking bold and dim for a
    /// moment after it crossed), else the trend colour, bold at first, then fading, then normal.
    public func valueStyle(at time: Double, theme: Theme) -> CellStyle {
        let normal = theme.style(.value)
        if let style = live.levelStyle(at: time, theme: theme) { return style }
        guard trend != 0, let start = trendStart else { return normal }
        let age = time - start
        guard age >= 0, age < DashboardCard.trendDuration else { return normal }
        var style = theme.style(trend > 0 ? .up : .down)
        if age >= DashboardCard.trendDuration / 2 {
            style.bold = false
            style.dim = false
        }
        return style
    }

    /// True when the value rests and no trend colour is fading.
    public func isSettled(at time: Double) -> Bool {
        guard model.isSettled(at: time), !live.isFlashing(at: time) else { return false }
        guard let start = trendStart else { return true }
        return time - start >= DashboardCard.trendDuration
    }
}
