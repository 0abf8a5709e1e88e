import CounterEngine

/// The count behind a host's counting widget: a `CounterModel` that `set` moves (a counting
/// label's `setData(value:animated:)`), and the view that draws it at a time.
///
/// The view is made from the display as it stands at each render, so the width it reserves
/// covers the start, the target and every value between of every count so far: the number is
/// centred on that width and never grows sideways from where its first range put it.
struct WidgetCount: Sendable {
    private(set) var model: CounterModel

    init(from: ExactNumber, to: ExactNumber, duration: Double, easing: Easing, format: NumberFormat,
         startingAt time: Double) {
        let seconds = duration.isFinite ? max(duration, 0) : 0
        model = CounterModel(from: from, to: to, duration: seconds, easing: easing, format: format,
                             start: time.isFinite ? time : 0)
    }

    /// Counts from the value shown at `time` to `value` (`animated`), or shows `value` at once.
    mutating func set(_ value: ExactNumber, animated: Bool, at time: Double) {
        model.retarget(to: value, at: time)
        if !animated { model.finish(at: time) }
    }

    /// The count has reached its target at `time` (the exact target is shown).
    func isFinished(at time: Double) -> Bool { model.isSettled(at: time) }

    /// The text shown at `time`: the exact target's text once finished.
    func text(at time: Double) -> String { model.text(at: time) }

    /// The value at `time`, eased.
    func value(at time: Double) -> Double { model.value(at: time) }

    /// A view of the count as it stands, in `style` with `title`, themed with `styles`.
    func view(style: CounterStyle, title: String, styles: WidgetStyles) -> CounterView {
        var view = CounterView(display: model.display, title: title, style: style, font: styles.ascii ? .ascii : .box,
                               theme: styles.theme, roll: .shortest)
        view.margin = .zero
        return view
    }

    /// Draws the count at `time` with `view` in `area`.
    /// Only the part of `area` inside `buffer` counts: layout is relative to the visible part.
    func render(_ view: CounterView, at time: Double, in area: Rect, into buffer: inout Buffer) {
        let area = area.clipped(to: buffer.bounds)
        view.showing(model.value(at: time), velocity: model.animation.velocity(at: time), time: time,
                     settled: model.isSettled(at: time))
            .render(in: area, into: &buffer)
    }
}
