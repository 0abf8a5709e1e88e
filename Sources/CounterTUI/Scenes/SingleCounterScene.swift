import CounterEngine

/// The scene of `counter-tui --to N`: one counter cell centred on the screen, in the largest
/// face that fits, its sparkline under it and the status line at the bottom.
public final class SingleCounterScene: CounterScene {
    /// The one counter. Every change makes the next frame a whole one (see `update`).
    public var cells: [CounterCell] { didSet { version &+= 1 } }
    public var status = ""
    public var paused = false
    public let statusNamesCells = false
    public private(set) var framesDrawn = 0
    /// Draws the sparkline when the counter keeps a history.
    public var sparkline = SparklineRow(levels: Sparkline.blocks)
    /// Shown under the number once the counter has arrived (`--end-text "Time's up"`).
    public var endText = "" { didSet { version &+= 1 } }
    /// Seconds the arrived value blinks for before the counter comes to rest (`--flash-end`).
    public var flashEnd = 0.0
    /// A stopwatch's laps (`l`); nil: the counter keeps none.
    public var laps: LapList? { didSet { version &+= 1 } }
    /// What `alertDue` last saw: the threshold level, the phase and whether the counter had arrived.
    private var alertSeen: (level: ThresholdLevel, phase: String?, ended: Bool)?
    /// The rows the last frame drew laps on (left out of the frame left on the terminal).
    private var lapRowsDrawn: Range<Int>?
    /// The face last chosen and what for: choosing measures the number in every face.
    private var chosen: (size: Size, display: CounterDisplay, face: CounterView.Face)?
    /// Counts changes to the cell (retarget, restart, finish, a sample): a frame drawn before one
    /// cannot be updated in place.
    private var version = 0
    /// The label the last frame shows and what it was drawn for, when it shows one: `update`
    /// redraws only that.
    private var drawnLabel: (label: DrawnLabel, frame: DrawnLabel.Frame)?

    public init(model: CounterModel, view: CounterView) {
        cells = [CounterCell(model: model, view: view)]
    }

    /// The counter.
    public var cell: CounterCell { cells[0] }
    public var model: CounterModel { cells[0].model }
    public var view: CounterView { cells[0].view }
    /// Rates, history and thresholds of live samples.
    public var live: LiveTrack { cells[0].live }

    /// Gives the counter rates, history and thresholds (before any sample).
    public func track(_ track: LiveTrack) { self.track(track, index: 0) }

    /// Takes a live sample that arrived at monotonic time `clock` (animation time `time`); false
    /// when nothing on screen changes.
    @discardableResult
    public func sample(_ value: ExactNumber, clock: Double, at time: Double) -> Bool {
        sample(index: 0, value, clock: clock, at: time)
    }

    /// Heads for a new target from the value shown at `time`; false when it already was the
    /// target (nothing changes, nothing needs drawing).
    @discardableResult
    public func retarget(to target: ExactNumber, at time: Double) -> Bool { retarget(index: 0, to: target, at: time) }

    /// Laps shown under a stopwatch's time at most.
    static let lapsShown = 8
    /// How long a blink of `--flash-end` lasts, on or off.
    static let blink = 0.5

    /// The counter has arrived at `time` (not before the end of its animation or phases).
    private func hasEnded(at time: Double) -> Bool {
        time >= endTime && cells[0].isSettled(at: time)
    }

    /// The value is blanked at `time`: an off half of a blink of `--flash-end`.
    private func blinkedOff(at time: Double) -> Bool {
        guard flashEnd > 0, hasEnded(at: time), time - endTime < flashEnd else { return false }
        return Int(((time - endTime) / Self.blink).rounded(.down)) % 2 == 1
    }

    /// The cell's next change, and the blinks of `--flash-end` (the end text comes with the
    /// final value, itself a change).
    public func nextChange(after time: Double, soonest: Double) -> Double {
        var next = cells.withUnsafeBufferPointer { $0[0].nextChange(after: time, soonest: soonest) }
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

    public func isSettled(at time: Double) -> Bool {
        guard cells[0].isSettled(at: time) else { return false }
        return flashEnd <= 0 || time >= endTime + flashEnd
    }

    public func render(at time: Double, into buffer: inout Buffer) {
        framesDrawn += 1
        followTimers(at: time)
        let cell = cells[0]
        let theme = cell.view.theme
        let screen = StatusLine.draw(statusLine(ascii: sparkline.isASCII), theme: theme, into: &buffer)
        // A history keeps two rows for its sparkline (and a gap) below the value; a running
        // total's figures their rows and a gap; the end text and the laps theirs, when the
        // screen has room for them and the value.
        let sparkRows = cell.live.history == nil ? 0 : min(2, max(screen.rows - 1, 0))
        let wanted = cell.live.throughput.map { PipeFigures.rows(for: $0) + 1 } ?? 0
        let figureRows = screen.rows - sparkRows - wanted >= 1 ? wanted : 0
        let endRows = !endText.isEmpty && screen.rows - sparkRows - figureRows >= 3 ? 2 : 0
        let lapsWanted = laps.map { $0.isEmpty ? 0 : min($0.count, Self.lapsShown) + 1 } ?? 0
        let lapRows = max(min(lapsWanted, screen.rows - sparkRows - figureRows - endRows - 1), 0)
        let area = Rect(x: screen.x, y: screen.y, columns: screen.columns,
                        rows: screen.rows - sparkRows - figureRows - endRows - lapRows)
        // The largest face that fits, chosen again when the screen or the range changes.
        let face: CounterView.Face
        if let c = chosen, c.size == area.size, c.display == cell.view.display {
            face = c.face
        } else {
            face = cell.view.fittingFace(in: area.size)
            chosen = (area.size, cell.view.display, face)
        }
        let placement = CounterCell.Placement(
            area: area, face: face, markClip: area, sparkline: sparkRows > 0 ? .belowNumber(within: screen) : nil,
            figures: figureRows > 0 ? CounterCell.FiguresPlace(gap: 1, within: screen, ascii: sparkline.isASCII) : nil,
            dimmed: paused)
        if blinkedOff(at: time) {
            drawnLabel = nil
        } else {
            drawnLabel = cell.render(at: time, placement, theme: theme, sparkline: sparkline, into: &buffer).map {
                ($0, DrawnLabel.Frame(size: buffer.size, status: statusLine(ascii: sparkline.isASCII), version: version))
            }
        }
        // The end text and the laps go under the number (and its sparkline).
        lapRowsDrawn = nil
        guard endRows + lapRows > 0 else { return }
        // Arriving changes what is drawn under the number: no frame before it is updated in place.
        if endRows > 0 && hasEnded(at: time) { drawnLabel = nil }
        let below = cell.view.numberEnd(in: area, face: face).y + face.rows + sparkRows + figureRows
        var y = min(below + 1, screen.maxY - endRows - lapRows)
        if endRows > 0 {
            if hasEnded(at: time) {
                let text = TextSanitizer.clean(endText)
                let x = screen.x + max((screen.columns - TextWidth.cells(text)) / 2, 0)
                buffer.put(text, at: Point(x: x, y: y), style: theme.style(.title), clip: screen)
            }
            y += endRows
        }
        if let laps, lapRows > 1 {
            let rows = Rect(x: screen.x, y: y, columns: screen.columns, rows: min(lapRows - 1, screen.maxY - y))
            laps.render(in: rows, style: theme.style(.status), into: &buffer)
            lapRowsDrawn = rows.y..<rows.maxY
        }
    }

    public func alertDue(at time: Double) -> Bool {
        followTimers(at: time)
        let cell = cells[0]
        let now = (level: cell.track(at: time).level, phase: cell.phaseLabel, ended: hasEnded(at: time))
        defer { alertSeen = now }
        guard let before = alertSeen else { return false }
        return now.level != before.level || now.phase != before.phase || (now.ended && !before.ended)
    }

    public func windowTitle(at time: Double) -> String {
        followTimers(at: time)
        let cell = cells[0]
        // The value, then the title (which names a phase and its round), then the end text.
        var parts = [cell.phaseLabel == nil ? cell.plainText(at: time, padded: false) : cell.plainValue(at: time, padded: false)]
        if !cell.view.title.isEmpty { parts.append(cell.view.title) }
        if !endText.isEmpty && hasEnded(at: time) { parts.append(endText) }
        return TextSanitizer.clean(parts.joined(separator: cell.view.font == .ascii ? " - " : " · "), maximumLength: 200)
    }

    /// `r`: counts again from the start; a stopwatch starts its laps over too.
    public func restart(at time: Double) {
        cells[0].restart(at: time)
        if let laps { self.laps = LapList(origin: laps.origin, format: laps.format) }
    }

    public func lap(at time: Double) -> Bool {
        guard laps != nil, !paused, !hasEnded(at: time) else { return laps != nil }
        laps?.record(cells[0].model.value(at: time))
        return true
    }

    /// The last frame without the laps under the time, then every lap (the screen shows only
    /// the newest).
    public func closingLines(_ lines: [String]) -> [String] {
        guard let laps, !laps.isEmpty else { return lines }
        var kept = lines
        if let rows = lapRowsDrawn, rows.upperBound <= kept.count { kept.removeSubrange(rows) }
        return FrameText.trimmed(kept) + [""] + laps.table
    }

    /// Redraws the label's row when its text changed; false (nothing drawn) unless the last
    /// frame was a plain label drawn for this size, status line and cell.
    public func update(at time: Double, into buffer: inout Buffer, damage: inout Damage) -> Bool {
        // A new part of a timer (its title), a blink and the end text are drawn by a whole frame.
        guard !cells[0].timerMoves(at: time), !blinkedOff(at: time), endText.isEmpty || !hasEnded(at: time),
              let drawn = drawnLabel,
              drawn.frame == DrawnLabel.Frame(size: buffer.size, status: statusLine(ascii: sparkline.isASCII), version: version)
        else { return false }
        framesDrawn += 1
        drawnLabel!.label.update(at: time, into: &buffer, damage: &damage)
        return true
    }

    public func plainText(at time: Double, padded: Bool) -> String {
        followTimers(at: time)
        return cells[0].plainText(at: time, padded: padded)
    }
}
