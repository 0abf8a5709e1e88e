import CounterEngine

/// Draws a `ScreenCounter` where its scene puts it: the value in the style of its threshold
/// level or trend, its placeholder or threshold mark, a running total's figures and its
/// sparkline. Reads the counter and changes nothing.
enum CounterDrawing {
    /// Draws `counter`'s value at `time` where `placement` says, in `theme` (the value style
    /// changed by the threshold level or the trend), its placeholder or threshold mark, and its
    /// sparkline in `sparkline`'s glyphs. Returns the label drawn when the counter is a plain
    /// label (no rate, history or thresholds): an update in place can then redraw that row alone.
    static func render(_ counter: ScreenCounter, at time: Double, _ placement: CounterPlacement, theme: Theme,
                       sparkline: SparklineRow, into buffer: inout Buffer) -> DrawnLabel? {
        let area = placement.area
        let face = placement.face
        let live = counter.live
        let model = counter.model
        // The track at `time` (its level from the number on screen before any sample), once.
        let track = counter.track(at: time)
        var style = valueStyle(counter, track, at: time, theme: theme)
        if placement.dimmed || counter.health.isStale(at: time) {
            style.dim = true
            style.bold = false
        }
        var view = counter.view
        view.theme = theme.replacing(.value, with: style)
        let end = view.numberEnd(in: area, face: face)
        let value = model.value(at: time)
        let settled = model.isSettled(at: time)
        view.showing(value, velocity: model.animation.velocity(at: time), time: time, settled: settled, face: face)
            .render(in: area, into: &buffer)
        if let border = counter.border { ValueBox.draw(border, around: view, in: area, face: face, theme: theme, into: &buffer) }
        if counter.health.awaitsValue {
            placeholder(sparkline.isASCII ? "-" : "—", end: end, rows: face.rows, in: area, style: style, into: &buffer)
        } else if live.waiting {
            placeholder(sparkline.isASCII ? "..." : "…", end: end, rows: face.rows, in: area, style: style, into: &buffer)
        } else if theme.marksLevels && !counter.health.levelUnknown {
            let mark = textMark(counter, track, at: time, ascii: sparkline.isASCII)
            // A value wider than the reserve so far starts at the area's left edge and ends past
            // `end`: the mark goes after the widest the value can be, never over its digits.
            let after = Point(x: min(max(end.x, area.x + view.numberColumns(face, of: view.display)), area.maxX), y: end.y)
            if !mark.isEmpty { buffer.put(mark, at: after, style: style, clip: placement.markClip) }
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
           let row = CounterPlacement.row(of: place, end: Point(x: end.x, y: end.y + figureRows), face: face,
                                            rows: placement.sparklineRows) {
            sparkline.showing(history, style: theme.style(.value), ends: axisEnds(of: history, format: model.display.format))
                .render(in: row, into: &buffer)
        }
        // A direction mark (no colours) must go with its flash: such frames are drawn whole.
        guard case .label = face, !area.size.isEmpty, live.drawsOnlyTheValue, !counter.health.awaitsValue,
              counter.health.staleAfter == nil,
              !(theme.marksLevels && counter.trend?.isShowing(at: time) == true) else { return nil }
        let place = view.placement(in: area, face: face)
        // A plain label has no threshold level: only the trend (fixed until the next change of
        // target, which makes the next frame whole) changes its style.
        return DrawnLabel(area: area, row: place.row, right: place.right, style: style,
                          text: view.display.text(for: value, settled: settled), model: model,
                          ellipsis: view.font.ellipsis, trend: counter.trend, theme: theme)
    }

    /// The value's style at `time` in `theme`. One colour, one meaning: with thresholds, the
    /// level's colour (a card's ok green, warn yellow, critical red; blinking bold and dim for a
    /// moment after a crossing), never replaced by the change flash, which only makes it bold;
    /// without, the change flash's own colour (cyan up, magenta down), fading, then the value
    /// style.
    static func valueStyle(_ counter: ScreenCounter, at time: Double, theme: Theme) -> CellStyle {
        valueStyle(counter, counter.track(at: time), at: time, theme: theme)
    }

    /// The value's style at `time` with `track` as the track stands then.
    private static func valueStyle(_ counter: ScreenCounter, _ track: LiveTrack, at time: Double, theme: Theme) -> CellStyle {
        // No value measured (nothing yet, a start nobody measured, a rate's first sample): no
        // level either (a 0 nobody measured is neither ok nor critical).
        if counter.health.levelUnknown || counter.live.waiting { return theme.style(.value) }
        let flash = counter.trend?.style(at: time, theme: theme)
        // The counter alone keeps its own colour at the normal level; a card shows ok.
        guard var level = track.levelStyle(at: time, theme: theme, flashes: counter.flashes),
              counter.isCard || track.level != .normal
        else { return flash ?? theme.style(.value) }
        if flash?.bold == true, !(counter.flashes && track.isFlashing(at: time)) { level.bold = true }
        return level
    }

    /// The text mark of the value at `time` where colours cannot show it: the level's (` !`,
    /// ` !!`), else the direction of a change while its flash shows (` ▲`, ` ▼`; ASCII ` ^`, ` v`).
    static func textMark(_ counter: ScreenCounter, _ track: LiveTrack, at time: Double, ascii: Bool) -> String {
        if track.level != .normal { return track.mark }
        guard let trend = counter.trend, trend.style(at: time, theme: .monochrome) != nil else { return "" }
        return trend.direction > 0 ? (ascii ? " ^" : " ▲") : (ascii ? " v" : " ▼")
    }

    /// A fixed axis's ends in the counter's own `format`, unpadded (`0%` and `100%`; the lowest
    /// and highest sample shown stand for an end left free); nil without a fixed axis.
    static func axisEnds(of history: SampleHistory, format: NumberFormat) -> (low: String, high: String)? {
        guard history.hasFixedAxis else { return nil }
        func text(_ value: Double?) -> String {
            guard let value, value.isFinite else { return "" }
            let text = format.unpadded(format.format(ExactNumber(value)))
            return String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        }
        return (text(history.lower ?? history.values.min()), text(history.upper ?? history.values.max()))
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
