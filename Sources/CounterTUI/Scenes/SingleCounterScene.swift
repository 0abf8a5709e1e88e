import CounterEngine

/// The scene of `counter-tui --to N`: one counter centred on the screen, in the largest face
/// that fits, its sparkline under it and the status line at the bottom.
package final class SingleCounterScene: CounterScene {
    /// The one counter. Every change makes the next frame a whole one (see `update`).
    package var counters: [ScreenCounter] { didSet { version &+= 1 } }
    /// The status line and the pause (`SceneMessage.status`, `.paused`).
    package private(set) var statusState = StatusState()
    package var status: String { statusState.text }
    package var paused: Bool { statusState.paused }
    package let statusNamesCounters = false
    /// Draws the sparkline when the counter keeps a history.
    package let sparkline: SparklineRow
    /// Shown under the number once the counter has arrived (`--end-text "Time's up"`).
    package let endText: String
    /// Seconds the arrived value blinks for before the counter comes to rest (`--flash-end`).
    package let flashEnd: Double
    /// The end's time of day under the count (`E`); nil: not shown.
    package private(set) var endClock: EndClock? { didSet { version &+= 1 } }
    /// A stopwatch's laps (`l`); nil: the counter keeps none.
    package private(set) var laps: LapList? { didSet { version &+= 1 } }
    /// What the last `advance` saw: the threshold level, the phase and whether the counter had arrived.
    private var seen: (level: ThresholdLevel, position: PhasePlan.Position?, phase: String?, ended: Bool)?
    /// A cache, not state: the face last chosen and what for (choosing measures the number in
    /// every face; the same face comes out of the same key either way).
    private var chosen: (key: FaceChoiceKey, face: CounterView.Face)?
    /// Counts changes to the counter (retarget, restart, finish, a sample, a timer's new part):
    /// a frame drawn before one cannot be updated in place.
    private var version = 0

    /// The scene of `counter`, built whole (its timer, health and look set up): the sparkline
    /// drawn with `sparkline`'s blocks, a stopwatch's `laps`, `endText` shown once it has arrived
    /// and `flashEnd` seconds of blinking then.
    package init(counter: ScreenCounter, sparkline: SparklineRow = SparklineRow(levels: CounterEngine.Sparkline.blocks),
                 laps: LapList? = nil, endText: String = "", flashEnd: Double = 0) {
        counters = [counter]
        self.sparkline = sparkline
        self.laps = laps
        self.endText = endText
        self.flashEnd = flashEnd
    }

    /// The scene of one counter of `model` drawn by `view`, and nothing more.
    package convenience init(model: CounterModel, view: CounterView) {
        self.init(counter: ScreenCounter(model: model, view: view))
    }

    /// Takes the status line, the pause, the end clock (`E`) and what every scene of counters takes.
    @discardableResult
    package func update(_ message: SceneMessage) -> Bool {
        if let changed = statusState.take(message) { return changed }
        switch message {
        case .toggleEndClock(let clock):
            guard endTime.isFinite || counter.phaseLabel != nil else { return false }
            endClock = endClock == nil ? clock : nil
            return true
        case .moveEndClock(let offset):
            guard endClock != nil else { return false }
            endClock?.offset = offset
            return true
        default:
            return updateCounters(message)
        }
    }

    /// The counter.
    package var counter: ScreenCounter { counters[0] }
    package var model: CounterModel { counters[0].model }
    package var view: CounterView { counters[0].view }
    /// Rates, history and thresholds of live samples.
    package var live: LiveTrack { counters[0].live }

    /// Gives the counter rates, history and thresholds (before any sample).
    package func track(_ track: LiveTrack) { self.track(track, index: 0) }

    /// Takes a live sample that arrived at monotonic time `clock` (animation time `time`); false
    /// when nothing on screen changes.
    @discardableResult
    package func sample(_ value: ExactNumber, clock: Double, at time: Double) -> Bool {
        sample(index: 0, value, clock: clock, at: time)
    }

    /// Heads for a new target from the value shown at `time`; false when it already was the
    /// target (nothing changes, nothing needs drawing).
    @discardableResult
    package func retarget(to target: ExactNumber, at time: Double) -> Bool { retarget(index: 0, to: target, at: time) }

    /// Laps shown under a stopwatch's time at most.
    static let lapsShown = 8
    /// How long a blink of `--flash-end` lasts, on or off.
    static let blink = 0.5

    /// The counter has arrived at `time` (not before the end of its animation or phases).
    package func hasEnded(at time: Double) -> Bool {
        // Through the buffer: no counter copied (asked as the scene advances, every tick).
        time >= endTime && counters.withUnsafeBufferPointer { $0[0].isSettled(at: time) }
    }

    /// The value is blanked at `time`: an off half of a blink of `--flash-end`.
    private func blinkedOff(at time: Double) -> Bool {
        guard flashEnd > 0, hasEnded(at: time), time - endTime < flashEnd else { return false }
        return Int(((time - endTime) / Self.blink).rounded(.down)) % 2 == 1
    }

    /// Follows the timer to `time`; what happened since the last advance: a new phase, a
    /// threshold level crossed by the number shown, the arrival (`--bell` rings for each). The
    /// first advance only looks.
    package func advance(to time: Double) -> SceneEvents {
        followTimers(at: time)
        let end = endTime
        let (level, position, ended) = counters.withUnsafeBufferPointer { counters in
            (Self.level(of: counters[0], at: time), counters[0].state.timerShown,
             time >= end && counters[0].isSettled(at: time))
        }
        // The phase's name is made only when the part changes (no string a frame).
        let phase = position == seen?.position ? seen?.phase : counters[0].phaseLabel
        defer { seen = (level, position, phase, ended) }
        guard let before = seen else { return [] }
        var events: SceneEvents = []
        if level != before.level { events.insert(.levelCrossed) }
        if phase != before.phase { events.insert(.phaseChanged) }
        if ended && !before.ended { events.insert(.arrived) }
        return events
    }

    /// The threshold level of the number `counter` shows at `time`, read field by field: a method
    /// of the counter called on an array element copies the whole counter (asked every tick).
    private static func level(of counter: borrowing ScreenCounter, at time: Double) -> ThresholdLevel {
        guard counter.levels.live.thresholds != nil else { return counter.levels.live.level }
        let levels = counter.levels
        return levels.level(at: time, model: counter.state.model)
    }

    /// The counter's next change, and the blinks of `--flash-end` (the end text comes with the
    /// final value, itself a change).
    package func nextChange(after time: Double, soonest: Double) -> Double {
        var next = counters.withUnsafeBufferPointer { $0[0].nextChange(after: time, soonest: soonest) }
        if flashEnd > 0 && time < endTime + flashEnd && endTime.isFinite {
            if time < endTime {
                next = min(next, endTime)
            } else {
                let blinks = ((time - endTime) / Self.blink).rounded(.down) + 1
                next = min(next, min(endTime + blinks * Self.blink, endTime + flashEnd))
            }
        }
        return next
    }

    package func isSettled(at time: Double) -> Bool {
        guard counters[0].isSettled(at: time) else { return false }
        return flashEnd <= 0 || time >= endTime + flashEnd
    }

    /// The layout on `screen` (`SingleCounterLayout`): the largest face that fits the area left,
    /// chosen again when the screen or the range changes.
    func layout(on screen: Rect) -> SingleCounterLayout {
        let counter = counters[0]
        let lapsWanted = laps?.rowsWanted(showing: Self.lapsShown) ?? 0
        let wants = SingleCounterLayout.Wanted(history: counter.live.history != nil, throughput: counter.live.throughput,
                                               endText: !endText.isEmpty, endClock: endClock != nil, lapRows: lapsWanted)
        return SingleCounterLayout(on: screen, wants: wants) { size in
            let key = FaceChoiceKey(size: size, view: counter.view)
            if let c = chosen, c.key == key { return c.face }
            let face = counter.view.fittingFace(in: size)
            chosen = (key, face)
            return face
        }
    }

    /// The first row under the number (and its sparkline and figures) in `layout`.
    private func below(_ layout: SingleCounterLayout) -> Int {
        let end = counters[0].view.numberEnd(in: layout.area, face: layout.face)
        return min(end.y + layout.face.rows + layout.sparkRows + layout.figureRows + 1,
                   layout.screen.maxY - layout.endRows - layout.lapRows)
    }

    package func render(at time: Double, into buffer: inout Buffer, labels: inout DrawnLabels) {
        if labels.kept { labels.begin(self) }
        let counter = counters[0]
        let theme = counter.view.theme
        let status = statusLine(ascii: sparkline.isASCII)
        let layout = layout(on: StatusLine.draw(status, theme: theme, into: &buffer))
        let screen = layout.screen
        let placement = CounterPlacement(
            area: layout.area, face: layout.face, markClip: layout.area,
            sparkline: layout.sparkRows > 0 ? .belowNumber(within: screen) : nil,
            figures: layout.figureRows > 0 ? CounterPlacement.FiguresPlace(gap: 1, within: screen, ascii: sparkline.isASCII) : nil,
            dimmed: paused)
        var label: DrawnLabel?
        if !blinkedOff(at: time) {
            label = CounterDrawing.render(counter, at: time, placement, theme: theme, sparkline: sparkline, into: &buffer)
        }
        // Arriving changes what is drawn under the number: no frame before it is updated in place.
        if layout.endRows > 0 && hasEnded(at: time) { label = nil }
        if labels.kept, let label {
            labels.labels.append(label)
            labels.frame = DrawnLabel.Frame(size: buffer.size, status: status, version: version)
        }
        // The end text and the laps go under the number (and its sparkline).
        guard layout.endRows + layout.lapRows > 0 else { return }
        var y = below(layout)
        if layout.endRows > 0 {
            if !endText.isEmpty {
                if hasEnded(at: time) { Self.centre(TextSanitizer.clean(endText), y: y, screen, theme.style(.title), &buffer) }
                y += 1
            }
            if let endClock {
                let text = endClock.text(end: endTime, phaseEnd: counter.state.shownPartEnd, ascii: sparkline.isASCII)
                Self.centre(text, y: y, screen, theme.style(.status), &buffer)
                y += 1
            }
            y += 1
        }
        if let laps, let rows = lapRows(from: y, layout) {
            laps.render(in: rows, style: theme.style(.status), into: &buffer)
        }
    }

    /// Puts `text` centred on row `y` of `screen`.
    private static func centre(_ text: String, y: Int, _ screen: Rect, _ style: CellStyle, _ buffer: inout Buffer) {
        let x = screen.x + max((screen.columns - TextWidth.cells(text)) / 2, 0)
        buffer.put(text, at: Point(x: x, y: y), style: style, clip: screen)
    }

    /// The rows the laps take in `layout`, from row `y` (nil: none drawn).
    private func lapRows(from y: Int, _ layout: SingleCounterLayout) -> Rect? {
        guard laps != nil, layout.lapRows > 1 else { return nil }
        return Rect(x: layout.screen.x, y: y, columns: layout.screen.columns,
                    rows: min(layout.lapRows - 1, layout.screen.maxY - y))
    }

    package func windowTitle(at time: Double) -> String {
        let counter = counters[0]
        // The value, then the title (which names a phase and its round), then the end text.
        var parts = [counter.phaseLabel == nil ? counter.plainText(at: time, padded: false) : counter.plainValue(at: time, padded: false)]
        if !counter.view.title.isEmpty { parts.append(counter.view.title) }
        if !endText.isEmpty && hasEnded(at: time) { parts.append(endText) }
        return TextSanitizer.clean(parts.joined(separator: counter.view.font == .ascii ? " - " : " · "), maximumLength: 200)
    }

    /// `r`: counts again from the start; a stopwatch starts its laps over too.
    package func restart(at time: Double) {
        counters[0].restart(at: time)
        if let laps { self.laps = LapList(origin: laps.origin, format: laps.format) }
    }

    package func lap(at time: Double) -> Bool {
        guard laps != nil, !paused, !hasEnded(at: time) else { return laps != nil }
        laps?.record(counters[0].model.value(at: time))
        return true
    }

    /// One line, not the frame: the title and the value at `time` (`Users: 1,234`, and the end
    /// text) when the run ended well; then every lap, whatever ended it.
    package func closingLines(_ lines: [String], at time: Double, whole: Bool) -> [String] {
        let counter = counters[0]
        let value = counter.phaseLabel == nil ? counter.plainText(at: time, padded: false) : counter.plainValue(at: time, padded: false)
        let line = ClosingLine.text(title: counter.view.title, value: value, endText: hasEnded(at: time) ? endText : "",
                                    ascii: counter.view.font == .ascii)
        guard let laps, !laps.isEmpty else { return whole ? [line] : [] }
        return [line, ""] + laps.table
    }

    /// Redraws the label's row when its text changed; false (nothing drawn) unless `labels`
    /// hold a plain label drawn by this scene for this size, status line and counter.
    package func update(at time: Double, into buffer: inout Buffer, damage: inout Damage, labels: inout DrawnLabels) -> Bool {
        // A new part of a timer (its title), a blink and the end text are drawn by a whole frame.
        guard !counters.withUnsafeBufferPointer({ $0[0].timerMoves(at: time) }), !blinkedOff(at: time),
              endText.isEmpty || !hasEnded(at: time),
              labels.match(self, DrawnLabel.Frame(size: buffer.size, status: statusLine(ascii: sparkline.isASCII), version: version))
        else { return false }
        labels.labels[0].update(at: time, into: &buffer, damage: &damage)
        return true
    }

    /// Piped (not padded), nothing until a value is measured: a program downstream reads only
    /// values that were read (`—` is for people: `--inline` and the screen show it).
    package func plainText(at time: Double, padded: Bool) -> String {
        if !padded && counters[0].health.awaitsValue { return "" }
        return counters[0].plainText(at: time, padded: padded)
    }
}
