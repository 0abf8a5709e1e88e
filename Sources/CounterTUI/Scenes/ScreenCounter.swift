import CounterEngine
import CounterLive

/// One counter on screen: the whole screen of `counter-tui --to N`, or one card of a dashboard.
///
/// Made of parts by job: the count (`state`: its model, timer and phases), the threshold level
/// of the number shown (`levels`) and the live health of its source (`health`); it keeps its
/// view and title, and the colour of its last change. It takes live samples and new targets,
/// follows its timer, restarts and finishes; `CounterDrawing` draws it where its scene puts it.
package struct ScreenCounter: Sendable {
    /// Routes live values to this counter (`id:` in a dashboard file); nil for none.
    package var id: String?
    /// The counter's title: drawn above the value by the view, or in a card's border.
    package var title: String
    /// The count: its model, and the part of its timer shown.
    package private(set) var state: CounterState
    /// How the value is drawn (title, style, font, theme); its display is the model's, read
    /// through `view`: the count is held once, in the model.
    private var look: CounterView
    /// A display this copy is measured and drawn with instead of the model's (`measured(by:)`);
    /// nil: the model's.
    private var measuredBy: CounterDisplay?
    /// Draws the value: the look, showing the display of the model counting now. What is set
    /// through it is the look; its display always follows the model.
    package var view: CounterView {
        get {
            var view = look
            view.display = measuredBy ?? model.display
            return view
        }
        set { look = newValue }
    }

    /// This counter measured and drawn with `display` instead of its model's (a card as it
    /// shows now, `CardAsShown`: a narrower reserve than the widest value it ever showed).
    package func measured(by display: CounterDisplay) -> ScreenCounter {
        var copy = self
        copy.measuredBy = display
        return copy
    }
    /// The threshold level of the number shown, with the live track it comes from.
    package private(set) var levels = LevelTracker()
    /// The live health of the counter's source: awaiting, failing, slow, stale.
    package var health = CardHealth()
    /// The counter is a card of a dashboard: its border carries the title, the value fills the
    /// card without a margin, and each new target shows its direction in colour.
    package let isCard: Bool
    /// Flashes show: the change flash of a card and the blink of a threshold crossing (`flash:
    /// false`, `--no-flash` turn both off; the threshold colours stay).
    package var flashes = true
    /// Each new target is shown at once, with no animation toward it (`--no-animation`,
    /// `COUNTER_TUI_ANIMATIONS=none`, a count written as lines).
    package var jumps = false
    /// A border round the number (a clock's `--box`); nil: none.
    package var border: BorderSet?
    /// The direction of the last change of target and when it came (nil before any).
    private(set) var trend: Trend?
    /// The title and theme a timer's phases' own are made from.
    private var timerBase: (title: String, theme: Theme)?
    /// Commands run when a live value crosses into a threshold level (`on_warn`, …).
    package var triggers = LevelTriggers()
    /// What a card draws in place of its number alone (a gauge, a chart); nil: the number.
    package var body: (any CardBody)?

    /// The counter alone on a screen: its view draws the title above the value.
    package init(model: CounterModel, view: CounterView) {
        self.init(id: nil, title: view.title, model: model, view: view, isCard: false)
    }

    private init(id: String?, title: String, model: CounterModel, view: CounterView, isCard: Bool) {
        self.id = id
        self.title = title
        self.state = CounterState(model: model)
        look = view
        self.isCard = isCard
    }

    /// A card of a dashboard: the border carries the title, the value fills the card without a
    /// margin, and each new target shows its direction in colour.
    package static func card(id: String? = nil, title: String, model: CounterModel, view: CounterView) -> ScreenCounter {
        var view = view
        view.title = ""
        view.margin = Size(columns: 0, rows: 0)
        return ScreenCounter(id: id, title: title, model: model, view: view, isCard: true)
    }

    /// The model counting now.
    package var model: CounterModel { state.model }
    /// Rates, history and thresholds of live samples.
    package var live: LiveTrack { levels.live }
    /// The counter's timer (phases, a stopwatch); nil: none.
    package var timer: CounterTimer? { state.timer }
    /// The name and round of the phase shown (`Work 2/4`); nil without phases.
    package var phaseLabel: String? { state.phaseLabel }
    /// Animation time at which the counter arrives: the end of its timer, or of its animation.
    package var endTime: Double { state.endTime }

    // MARK: - Timers

    /// Makes the counter `timer`, beginning at animation time `start`.
    package mutating func run(_ timer: CounterTimer, from start: Double) {
        timerBase = timerBase ?? (isCard ? title : view.title, view.theme)
        state.run(timer, from: start)
        follow(at: start)
    }

    /// The part of the timer at `time` is not the one the model counts.
    package func timerMoves(at time: Double) -> Bool { state.timerMoves(at: time) }

    /// Takes up the part of the timer at `time`: its count, and a phase's title and colour.
    package mutating func follow(at time: Double) {
        guard let base = timerBase, let timer = state.timer, let position = state.follow(at: time) else { return }
        levels.modelReplaced()
        guard let label = timer.label(at: position) else { return }
        let named = base.title.isEmpty ? label : base.title + (view.font == .ascii ? " - " : " · ") + label
        if isCard { title = named } else { view.title = named }
        // A phase's colour, where the theme has colours (the monochrome theme marks levels in text).
        if let color = timer.color(at: position), !base.theme.marksLevels {
            view.theme = base.theme.replacing(.value, with: CellStyle(foreground: color))
        } else {
            view.theme = base.theme
        }
    }

    // MARK: - Values

    /// Gives the counter rates, history and thresholds (before any sample); the level of the
    /// value it starts with is set without a flash.
    package mutating func track(_ track: LiveTrack) {
        levels.track(track, origin: model.origin.doubleValue)
    }

    /// Takes a live sample that arrived at monotonic time `clock` (animation time `time`): a rate
    /// from it, its place in the history, its threshold level, then a move to the value. False
    /// when nothing on screen changes.
    @discardableResult
    package mutating func sample(_ value: ExactNumber, clock: Double, at time: Double) -> Bool {
        let before = live
        let wasStale = health.isStale(at: time)
        let first = health.valueArrived(at: time)
        guard let shown = levels.take(value, clock: clock, at: time) else { return live != before || first || wasStale }
        let moved = retarget(to: shown, at: time, first: first)
        return moved || live != before || first || wasStale
    }

    /// Heads for `target` from the value on screen (a card flashes the direction when the text
    /// it ends on changes); false when it already was the target (nothing changes).
    @discardableResult
    package mutating func retarget(to target: ExactNumber, at time: Double) -> Bool {
        retarget(to: target, at: time, first: false)
    }

    /// `retarget(to:at:)`; a `first` value is shown at once, as measured (no count from a 0
    /// nobody measured, and no threshold crossed from it).
    private mutating func retarget(to target: ExactNumber, at time: Double, first: Bool) -> Bool {
        let levelBefore = levels.levelShown(at: time, model: model)
        let old = model.display.target.doubleValue
        let oldText = model.display.finalText
        let moved = state.retarget(to: target, at: time)
        if moved || first {
            if jumps || first { state.finishModel(at: time) }
            if first { levels.forgetCrossings() }
            levels.planCrossings(from: first ? levels.levelShown(at: time, model: model) : levelBefore, at: time, model: model)
        }
        guard moved else { return false }
        // Only a change people can see flashes: 23.21 GiB → 23.24 GiB both read "23.2 GiB".
        if isCard, flashes, target.doubleValue != old, model.display.finalText != oldText {
            trend = Trend(direction: target.doubleValue > old ? 1 : -1, start: time)
        }
        return true
    }

    /// Counts again from the origin to the current target, starting at `time`.
    package mutating func restart(at time: Double) {
        if let timer = state.timer {
            run(timer, from: time)
            return
        }
        let levelBefore = levels.levelShown(at: time, model: model)
        state.restartModel(at: time)
        levels.planCrossings(from: levelBefore, at: time, model: model)
    }

    /// `+`/`-`: adds `seconds` (takes them off when negative) to a running countdown or the
    /// phase shown, at `time`; false (nothing changes) when it is neither (`CounterState.shift`).
    package mutating func shiftCountdown(by seconds: Double, at time: Double) -> Bool {
        let levelBefore = levels.levelShown(at: time, model: model)
        guard state.shift(by: seconds, at: time) else { return false }
        levels.modelReplaced()
        follow(at: time)
        levels.planCrossings(from: levelBefore, at: time, model: model)
        return true
    }

    /// Jumps to the target at `time`; a running total's figures stop there.
    package mutating func finish(at time: Double) {
        if state.timer != nil {
            // A stopwatch has no end: it goes on from where it is.
            guard state.finishTimer(at: time) else { return }
            follow(at: time)
        }
        let levelBefore = levels.levelShown(at: time, model: model)
        state.finishModel(at: time)
        levels.finish(at: time)
        levels.planCrossings(from: levelBefore, at: time, model: model)
    }

    // MARK: - Scheduling

    /// The earliest time after `time` at which the counter may be drawn differently (see
    /// `SceneSchedule.nextChange`): every tick while a flash or a trend colour fades, a running
    /// total's figures move, rolling wheels turn or a gauge's bar moves (by eighths of a cell,
    /// between changes of its text); else when its text next changes, or its
    /// timer moves to its next part.
    package func nextChange(after time: Double, soonest: Double) -> Double {
        if blinks(at: time) || trend?.isShowing(at: time) == true || live.throughput?.isRunning == true {
            return soonest
        }
        if view.style == .rolling && !model.isSettled(at: time) { return soonest }
        var next = model.nextTextChange(after: time, soonest: soonest)
        if let gauge = body as? GaugeBody { next = min(next, gauge.nextBarChange(of: self, after: time, soonest: soonest)) }
        if let part = state.nextTimerChange(after: time) { next = min(next, part) }
        // A value turning stale, or its age ticking over, while other cards move.
        if let resting = health.restingChange(after: time) { next = min(next, resting) }
        return next
    }

    /// True when the value rests, no threshold flash is under way, no trend colour is fading and
    /// no running total is still being counted (its rate and time change as time goes).
    package func isSettled(at time: Double) -> Bool {
        if let ended = state.timerEnded(at: time) { return ended }
        return model.isSettled(at: time) && !blinks(at: time) && trend?.isShowing(at: time) != true
            && live.throughput?.isRunning != true
    }

    /// True while a threshold crossing blinks at `time`.
    func blinks(at time: Double) -> Bool { levels.blinks(at: time, flashes: flashes) }

    /// The live track as it stands at `time`, at the level of the number shown.
    func track(at time: Double) -> LiveTrack { levels.track(at: time, model: model) }

    /// The value's style at `time` in `theme` (see `CounterDrawing.valueStyle`).
    package func valueStyle(at time: Double, theme: Theme) -> CellStyle {
        CounterDrawing.valueStyle(self, at: time, theme: theme)
    }

    /// The threshold level of the number shown at `time` (the live level without thresholds).
    func level(at time: Double) -> ThresholdLevel { levels.level(at: time, model: model) }

    // MARK: - Text

    /// The value at `time` as one plain line (`…` while a rate waits for its second sample),
    /// padded to the width reserved for the range or not. A running total is its fields when not
    /// padded (piped: `lines=134817 rate=64198/s elapsed=2.1s`), and its figures after the value
    /// when padded (`--inline`).
    package func plainText(at time: Double, padded: Bool) -> String {
        if health.awaitsValue { return view.font == .ascii ? "-" : "—" }
        if live.waiting { return "…" }
        // A card's title names the phase; the single counter's line does.
        if let label = phaseLabel, !isCard { return label + " " + plainValue(at: time, padded: padded) }
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
}
