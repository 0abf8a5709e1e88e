import CounterEngine

/// One counter on screen: the whole screen of `counter-tui --to N`, or one card of a dashboard.
///
/// Holds the counter's model, its view and its live state (rates, history, thresholds) and, on a
/// board, the mark of a failing source and the colour of its last change. It takes live samples
/// and new targets, restarts and finishes, and draws itself where its scene puts it: the scene
/// chooses the place and the face, the cell draws the value, its placeholder or threshold mark,
/// and its sparkline.
public struct CounterCell: Sendable {
    /// Routes live values to this counter (`id:` in a dashboard file); nil for none.
    public var id: String?
    /// The counter's title: drawn above the value by the view, or in a card's border.
    public var title: String
    public private(set) var model: CounterModel
    /// Draws the value.
    public var view: CounterView
    /// Rates, history and thresholds of live samples (`sample(_:clock:at:)`).
    public private(set) var live = LiveTrack()
    /// A mark in a card's title (`!` while a live source is failing).
    public var badge = ""
    /// Columns kept right of the value for a threshold mark (`!`, `!!`) when colours cannot show it.
    public var markColumns = 0
    /// A new target colours the value by its direction for a moment (dashboard cards).
    public let showsTrend: Bool
    /// Flashes show: the change flash of a card and the blink of a threshold crossing (`flash:
    /// false`, `--no-flash` turn both off; the threshold colours stay).
    public var flashes = true
    /// Each new target is shown at once, with no animation toward it (`--no-animation`,
    /// `COUNTER_TUI_ANIMATIONS=none`, a count written as lines).
    public var jumps = false
    /// No live sample has come: the threshold level is that of the number on screen (a countdown
    /// with `--critical 1m --below` turns red when it shows 1:00, not from the start because
    /// its target is 0).
    private var unsampled = true
    /// When the number shown crossed, or will cross, a threshold on its way to the samples.
    private var crossings = LevelCrossings()
    /// The level of the number the model ends on (set with `crossings`; nil when the model has
    /// changed since): a card at rest needs no number formatted to know its colour.
    private var settledLevel: ThresholdLevel?
    /// The direction of the last change of target and when it came (nil before any).
    private(set) var trend: Trend?
    /// The counter is a timer (phases, a stopwatch): its model counts the part of the timer at
    /// the time drawn (`follow(at:)`), its title names the phase and round.
    public private(set) var timer: CellTimer?
    /// The part of the timer the model counts, and the animation time the timer began.
    private var timerShown: PhasePlan.Position?
    private var timerOrigin = 0.0
    /// The title and theme the phases' own are made from.
    private var timerBase: (title: String, theme: Theme)?
    /// No value has been measured yet (a live card with no `from` or `to`): it shows `—` (ASCII
    /// `-`) and why, never a `0` nobody measured. The first sample clears it.
    public var awaitsValue = false
    /// Why the live source has given nothing (its last failure), shown under a card's `—`.
    public var failure: String?
    /// Seconds after which the last value is stale (a card's default: three intervals of its
    /// command); nil: never.
    public var staleAfter: Double?
    /// Animation time of the last value measured (nil: none yet).
    public private(set) var lastValueAt: Double?
    /// Grid columns a card takes in its board's row (`span:`).
    public var span = 1
    /// A card's share of its row's width (`width:`); nil: its span.
    public var widthWeight: Double?
    /// Commands run when a live value crosses into a threshold level (`on_warn`, …).
    public var triggers = LevelTriggers()

    /// The counter alone on a screen: its view draws the title above the value.
    public init(model: CounterModel, view: CounterView) {
        self.init(id: nil, title: view.title, model: model, view: view, showsTrend: false)
    }

    private init(id: String?, title: String, model: CounterModel, view: CounterView, showsTrend: Bool) {
        self.id = id
        self.title = title
        self.model = model
        self.view = view
        self.showsTrend = showsTrend
        self.view.display = model.display
    }

    /// A card of a dashboard: the border carries the title, the value fills the card without a
    /// margin, and each new target shows its direction in colour.
    public static func card(id: String? = nil, title: String, model: CounterModel, view: CounterView) -> CounterCell {
        var view = view
        view.title = ""
        view.margin = Size(columns: 0, rows: 0)
        return CounterCell(id: id, title: title, model: model, view: view, showsTrend: true)
    }

    // MARK: - Timers

    /// Makes the counter `timer`, beginning at animation time `start`.
    public mutating func run(_ timer: CellTimer, from start: Double) {
        self.timer = timer
        timerBase = timerBase ?? (showsTrend ? title : view.title, view.theme)
        timerOrigin = start
        timerShown = nil
        follow(at: start)
    }

    /// The part of the timer at `time` is not the one the model counts.
    public func timerMoves(at time: Double) -> Bool {
        guard let timer else { return false }
        return timer.position(at: time - timerOrigin) != timerShown
    }

    /// The name and round of the phase shown (`Work 2/4`); nil without phases.
    public var phaseLabel: String? {
        guard let timer, let shown = timerShown else { return nil }
        return timer.label(at: shown)
    }

    /// Takes up the part of the timer at `time`: its count, and a phase's title and colour.
    public mutating func follow(at time: Double) {
        guard let timer, let base = timerBase else { return }
        let position = timer.position(at: time - timerOrigin)
        guard position != timerShown else { return }
        timerShown = position
        model = timer.model(at: position, start: timerOrigin + position.start)
        settledLevel = nil
        view.display = model.display
        guard let label = timer.label(at: position) else { return }
        let named = base.title.isEmpty ? label : base.title + (view.font == .ascii ? " - " : " · ") + label
        if showsTrend { title = named } else { view.title = named }
        // A phase's colour, where the theme has colours (the monochrome theme marks levels in text).
        if let color = timer.color(at: position), !base.theme.marksLevels {
            view.theme = base.theme.replacing(.value, with: CellStyle(foreground: color))
        } else {
            view.theme = base.theme
        }
    }

    /// Animation time at which the counter arrives: the end of its timer, or of its animation.
    public var endTime: Double {
        guard let timer else { return model.animation.endTime }
        return timerOrigin + timer.end
    }

    // MARK: - Values

    /// Gives the counter rates, history and thresholds (before any sample); the level of the
    /// value it starts with is set without a flash.
    public mutating func track(_ track: LiveTrack) {
        live = track
        settledLevel = nil
        // The level of the number the counter starts from: the first sample flashes only if it
        // crosses a line from there.
        live.settle(on: model.origin.doubleValue)
    }

    /// Takes a live sample that arrived at monotonic time `clock` (animation time `time`): a rate
    /// from it, its place in the history, its threshold level, then a move to the value. False
    /// when nothing on screen changes.
    @discardableResult
    public mutating func sample(_ value: ExactNumber, clock: Double, at time: Double) -> Bool {
        let before = live
        let wasStale = isStale(at: time)
        unsampled = false
        lastValueAt = time
        let first = awaitsValue
        awaitsValue = false
        guard let shown = live.take(value, clock: clock, at: time) else { return live != before || first || wasStale }
        let moved = retarget(to: shown, at: time, first: first)
        return moved || live != before || first || wasStale
    }

    /// Heads for `target` from the value on screen (a card flashes the direction when the text
    /// it ends on changes); false when it already was the target (nothing changes).
    @discardableResult
    public mutating func retarget(to target: ExactNumber, at time: Double) -> Bool {
        retarget(to: target, at: time, first: false)
    }

    /// `retarget(to:at:)`; a `first` value is shown at once, as measured (no count from a 0
    /// nobody measured, and no threshold crossed from it).
    private mutating func retarget(to target: ExactNumber, at time: Double, first: Bool) -> Bool {
        let levelBefore = levelShown(at: time)
        let old = model.display.target.doubleValue
        let oldText = model.display.finalText
        let moved = model.retarget(to: target, at: time)
        if moved || first {
            if jumps || first { model.finish(at: time) }
            if first { crossings = LevelCrossings() }
            planCrossings(from: first ? levelShown(at: time) : levelBefore, at: time)
        }
        guard moved else { return false }
        view.display = model.display
        // Only a change people can see flashes: 23.21 GiB → 23.24 GiB both read "23.2 GiB".
        if showsTrend, flashes, target.doubleValue != old, model.display.finalText != oldText {
            trend = Trend(direction: target.doubleValue > old ? 1 : -1, start: time)
        }
        return true
    }

    /// Counts again from the origin to the current target, starting at `time`.
    public mutating func restart(at time: Double) {
        if let timer {
            run(timer, from: time)
            return
        }
        let levelBefore = levelShown(at: time)
        model.restart(at: time)
        view.display = model.display
        planCrossings(from: levelBefore, at: time)
    }

    /// Jumps to the target at `time`; a running total's figures stop there.
    public mutating func finish(at time: Double) {
        if let timer {
            // A stopwatch has no end: it goes on from where it is.
            guard timer.end.isFinite else { return }
            timerOrigin = time - timer.end
            follow(at: time)
        }
        let levelBefore = levelShown(at: time)
        model.finish(at: time)
        live.finish(at: time)
        planCrossings(from: levelBefore, at: time)
    }

    /// The earliest time after `time` at which the cell may be drawn differently (see
    /// `Scene.nextChange`): every tick while a flash or a trend colour fades, a running total's
    /// figures move or rolling wheels turn; else when its text next changes, or its timer
    /// moves to its next part.
    public func nextChange(after time: Double, soonest: Double) -> Double {
        if blinks(at: time) || trend?.isShowing(at: time) == true || live.throughput?.isRunning == true {
            return soonest
        }
        if view.style == .rolling && !model.isSettled(at: time) { return soonest }
        var next = model.nextTextChange(after: time, soonest: soonest)
        if let timer, let shown = timerShown { next = min(next, max(timerOrigin + timer.partEnd(shown), time)) }
        // A value turning stale, or its age ticking over, while other cards move.
        if let resting = restingChange(after: time) { next = min(next, resting) }
        return next
    }

    /// True when the value rests, no threshold flash is under way, no trend colour is fading and
    /// no running total is still being counted (its rate and time change as time goes).
    public func isSettled(at time: Double) -> Bool {
        if let timer { return time - timerOrigin >= timer.end }
        return model.isSettled(at: time) && !blinks(at: time) && trend?.isShowing(at: time) != true
            && live.throughput?.isRunning != true
    }

    /// True when the last value is older than `staleAfter` at `time`.
    public func isStale(at time: Double) -> Bool {
        guard let staleAfter, let lastValueAt else { return false }
        return time - lastValueAt > staleAfter
    }

    /// The note under a card's value at `time`: why there is no value yet, or how old a stale
    /// value is (`stale 12s`, `stale 5m`, `stale 2h`); empty for none.
    public func note(at time: Double) -> String {
        if awaitsValue { return failure ?? "no value yet" }
        guard isStale(at: time), let lastValueAt else { return "" }
        return "stale " + Self.age(time - lastValueAt)
    }

    /// An age as people read it: seconds below two minutes, then minutes, then hours.
    static func age(_ seconds: Double) -> String {
        let s = Int(seconds.rounded(.down))
        if s < 120 { return "\(s)s" }
        if s < 7200 { return "\(s / 60)m" }
        return "\(s / 3600)h"
    }

    /// The next animation time after `time` at which the cell's picture changes by itself, with
    /// no new value: when its value turns stale, then each time its stale age ticks over; nil
    /// when nothing is due.
    public func restingChange(after time: Double) -> Double? {
        guard let staleAfter, let lastValueAt else { return nil }
        let staleAt = lastValueAt + staleAfter
        if time <= staleAt { return staleAt + 1e-6 }
        let age = time - lastValueAt
        let unit: Double = age < 120 ? 1 : age < 7200 ? 60 : 3600
        return lastValueAt + ((age / unit).rounded(.down) + 1) * unit
    }

    /// The value's style at `time` in `theme`. One colour, one meaning: with thresholds, the
    /// level's colour (a card's ok green, warn yellow, critical red; blinking bold and dim for a
    /// moment after a crossing), never replaced by the change flash, which only makes it bold;
    /// without, the change flash's own colour (cyan up, magenta down), fading, then the value
    /// style.
    public func valueStyle(at time: Double, theme: Theme) -> CellStyle {
        valueStyle(track(at: time), at: time, theme: theme)
    }

    /// The value's style at `time` with `track` as the track stands then.
    private func valueStyle(_ track: LiveTrack, at time: Double, theme: Theme) -> CellStyle {
        // No value measured: no level either (a 0 nobody measured is not critical).
        if awaitsValue { return theme.style(.value) }
        let flash = trend?.style(at: time, theme: theme)
        // The counter alone keeps its own colour at the normal level; a card shows ok.
        guard var level = track.levelStyle(at: time, theme: theme, flashes: flashes),
              showsTrend || track.level != .normal
        else { return flash ?? theme.style(.value) }
        if flash?.bold == true, !(flashes && track.isFlashing(at: time)) { level.bold = true }
        return level
    }

    /// The text mark of the value at `time` where colours cannot show it: the level's (` !`,
    /// ` !!`), else the direction of a change while its flash shows (` ▲`, ` ▼`; ASCII ` ^`, ` v`).
    func textMark(_ track: LiveTrack, at time: Double, ascii: Bool) -> String {
        if track.level != .normal { return track.mark }
        guard let trend, trend.style(at: time, theme: .monochrome) != nil else { return "" }
        return trend.direction > 0 ? (ascii ? " ^" : " ▲") : (ascii ? " v" : " ▼")
    }

    /// The live track as it stands at `time`, at the level of the number shown: before any
    /// sample with no flash (a countdown with `--critical 1m --below` turns red when it shows
    /// 1:00); after, flashing from the moment the number shown crossed (one colour, one
    /// meaning: a number under its critical level is never red, even on its way to a sample
    /// that is past it).
    func track(at time: Double) -> LiveTrack {
        guard let level = levelShown(at: time) else { return live }
        return live.showing(level: level, changedAt: unsampled ? nil : crossings.lastChange(atOrBefore: time))
    }

    /// True while a threshold crossing blinks at `time` (known without formatting the number:
    /// the frame loop asks every frame).
    private func blinks(at time: Double) -> Bool {
        guard flashes, !unsampled, live.thresholds != nil else { return false }
        return LiveTrack.flashes(since: crossings.lastChange(atOrBefore: time), at: time)
    }

    /// The threshold level of the number shown at `time`; nil without thresholds.
    private func levelShown(at time: Double) -> ThresholdLevel? {
        guard let thresholds = live.thresholds else { return nil }
        if let settledLevel {
            if model.isSettled(at: time) { return settledLevel }
            if let known = crossings.level(at: time) { return known }
        }
        return Self.level(of: model, at: time, by: thresholds)
    }

    private static func level(of model: CounterModel, at time: Double, by thresholds: Thresholds) -> ThresholdLevel {
        let shown = model.display.number(for: model.value(at: time), settled: model.isSettled(at: time))
        return thresholds.level(of: shown.doubleValue)
    }

    /// A move began at `time` from a number at `before`: finds when the number shown crosses
    /// on its way (the flash of a sample starts then).
    private mutating func planCrossings(from before: ThresholdLevel?, at time: Double) {
        guard let before, let thresholds = live.thresholds, !unsampled else { return }
        let model = self.model
        crossings.move(at: time, from: before, until: model.animation.endTime, oneWay: model.animation.movesOneWay) {
            Self.level(of: model, at: $0, by: thresholds)
        }
        settledLevel = thresholds.level(of: model.display.number(for: model.display.target.doubleValue, settled: true).doubleValue)
    }

    /// The value at `time` as one plain line (`…` while a rate waits for its second sample),
    /// padded to the width reserved for the range or not. A running total is its fields when not
    /// padded (piped: `lines=134817 rate=64198/s elapsed=2.1s`), and its figures after the value
    /// when padded (`--inline`).
    public func plainText(at time: Double, padded: Bool) -> String {
        if awaitsValue { return "—" }
        if live.waiting { return "…" }
        // A card's title names the phase; the single counter's line does.
        if let label = phaseLabel, !showsTrend { return label + " " + plainValue(at: time, padded: padded) }
        if let throughput = live.throughput {
            if !padded { return throughput.fields(at: time) }
            let percent = throughput.percentText(of: model.value(at: time)).map { $0 + " · " } ?? ""
            return plainValue(at: time, padded: true) + "  " + percent + throughput.figures(at: time, format: model.display.format)
        }
        return plainValue(at: time, padded: padded)
    }

    /// The value at `time` as text, padded to the reserved width or not.
    func plainValue(at time: Double, padded: Bool) -> String {
        let text = model.text(at: time)
        guard padded else { return model.display.format.unpadded(text) }
        let pad = model.display.width - TextWidth.cells(text)
        return pad > 0 ? String(repeating: " ", count: pad) + text : text
    }

    // MARK: - Drawing

    /// Where a scene puts a cell's parts.
    struct Placement {
        /// The value, with the view's title above it.
        var area: Rect
        var face: CounterView.Face
        /// A threshold mark after the value stays inside this.
        var markClip: Rect
        /// Where the sparkline goes (nil: nowhere, even with a history).
        var sparkline: SparklinePlace?
        /// Rows under the number for a running total's figures (nil: none).
        var figures: FiguresPlace?
        /// The value drawn dimmed, not bold (paused).
        var dimmed = false
    }

    /// Where a running total's figures go: from a row under the number, within an area.
    struct FiguresPlace {
        /// Rows between the number and the figures.
        var gap: Int
        var within: Rect
        var ascii: Bool
    }

    /// Where a sparkline goes.
    enum SparklinePlace {
        /// The row under the number (a row lower under digits taller than one), at most the last
        /// row of this area, across its width.
        case belowNumber(within: Rect)
        /// The last row of this area.
        case lastRow(of: Rect)
    }

    /// Draws the value at `time` where `placement` says, in `theme` (the value style changed by
    /// the threshold level or the trend), its placeholder or threshold mark, and its sparkline
    /// in `sparkline`'s glyphs. Returns the label drawn when the cell is a plain label (no rate,
    /// history or thresholds): `update` can then redraw that row alone.
    func render(at time: Double, _ placement: Placement, theme: Theme, sparkline: SparklineRow,
                into buffer: inout Buffer) -> DrawnLabel? {
        let area = placement.area
        let face = placement.face
        // The track at `time` (its level from the number on screen before any sample), once.
        let track = track(at: time)
        var style = valueStyle(track, at: time, theme: theme)
        if placement.dimmed || isStale(at: time) {
            style.dim = true
            style.bold = false
        }
        var view = self.view
        view.theme = theme.replacing(.value, with: style)
        let end = view.numberEnd(in: area, face: face)
        let value = model.value(at: time)
        let settled = model.isSettled(at: time)
        view.showing(value, velocity: model.animation.velocity(at: time), time: time, settled: settled, face: face)
            .render(in: area, into: &buffer)
        if awaitsValue {
            Self.placeholder(sparkline.isASCII ? "-" : "—", end: end, rows: face.rows, in: area, style: style, into: &buffer)
        } else if live.waiting {
            Self.placeholder(sparkline.isASCII ? "..." : "…", end: end, rows: face.rows, in: area, style: style, into: &buffer)
        } else if theme.marksLevels {
            let mark = textMark(track, at: time, ascii: sparkline.isASCII)
            if !mark.isEmpty { buffer.put(mark, at: end, style: style, clip: placement.markClip) }
        }
        // Rows under the number taken by a running total's figures (a sparkline goes below them).
        var figureRows = 0
        if let throughput = live.throughput, let place = placement.figures {
            let top = end.y + face.rows + place.gap
            let rows = Rect(x: place.within.x, y: top, columns: place.within.columns,
                            rows: max(min(PipeFigures.rows(for: throughput), place.within.maxY - top), 0))
            PipeFigures(throughput: throughput, time: time, shown: value, format: model.display.format,
                        ascii: place.ascii)
                .render(in: rows, into: &buffer)
            figureRows = place.gap + PipeFigures.rows(for: throughput)
        }
        if let history = live.history, let place = placement.sparkline,
           let row = Self.row(of: place, end: Point(x: end.x, y: end.y + figureRows), face: face) {
            sparkline.showing(history, style: theme.style(.value), ends: axisEnds(of: history)).render(in: row, into: &buffer)
        }
        // A direction mark (no colours) must go with its flash: such frames are drawn whole.
        guard case .label = face, !area.size.isEmpty, live.drawsOnlyTheValue, !awaitsValue, staleAfter == nil,
              !(theme.marksLevels && trend?.isShowing(at: time) == true) else { return nil }
        let place = view.placement(in: area, face: face)
        // A plain label has no threshold level: only the trend (fixed until the next change of
        // target, which makes the next frame whole) changes its style.
        return DrawnLabel(area: area, row: place.row, right: place.right, style: style,
                          text: view.display.text(for: value, settled: settled), model: model,
                          ellipsis: view.font.ellipsis, trend: trend, theme: theme)
    }

    /// A fixed axis's ends in the counter's own format, unpadded (`0%` and `100%`; the lowest and
    /// highest sample shown stand for an end left free); nil without a fixed axis.
    func axisEnds(of history: SampleHistory) -> (low: String, high: String)? {
        guard history.hasFixedAxis else { return nil }
        let format = model.display.format
        func text(_ value: Double?) -> String {
            guard let value, value.isFinite else { return "" }
            let text = format.unpadded(format.format(ExactNumber(value)))
            return String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        }
        return (text(history.lower ?? history.values.min()), text(history.upper ?? history.values.max()))
    }

    /// The one-row area of a sparkline placed at `place`, for a number ending at `end` in
    /// `face`; nil when there is no row for it.
    private static func row(of place: SparklinePlace, end: Point, face: CounterView.Face) -> Rect? {
        let row: Int
        let area: Rect
        switch place {
        case .belowNumber(let within):
            area = within
            row = min(end.y + face.rows + (face.rows > 1 ? 1 : 0), within.maxY - 1)
        case .lastRow(let of):
            area = of
            row = of.maxY - 1
        }
        guard row >= area.y, row < area.maxY else { return nil }
        return Rect(x: area.x, y: row, columns: area.columns, rows: 1)
    }

    /// No number to show (a rate before its second sample: `…`; nothing measured yet: `—`): the
    /// number's place blanked, `text` where it ends.
    private static func placeholder(_ text: String, end: Point, rows: Int, in area: Rect, style: CellStyle,
                                    into buffer: inout Buffer) {
        for y in end.y..<min(end.y + rows, area.maxY) {
            buffer.fillRow(y, from: area.x, count: max(end.x - area.x, 0), with: .blank, clip: area)
        }
        buffer.put(text, at: Point(x: max(end.x - TextWidth.cells(text), area.x), y: end.y), style: style, clip: area)
    }
}
