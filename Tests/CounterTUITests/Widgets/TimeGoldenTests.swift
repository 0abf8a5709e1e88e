import CounterEngine
import CounterTestSupport
import Testing
@testable import CounterTUI

/// Frames of a view at several moments of `model`, stacked, each in an `x`-filled buffer with
/// a 1-cell margin, so stray writes show up.
private func frames(_ view: CounterView, _ model: CounterModel, times: [Double], columns: Int, rows: Int) -> [String] {
    var lines: [String] = []
    for time in times {
        var buffer = Buffer(size: Size(columns: columns + 2, rows: rows + 2), filling: "x")
        let area = Rect(x: 1, y: 1, columns: columns, rows: rows)
        buffer.fill(area)
        view.render(value: model.value(at: time), settled: model.isSettled(at: time), in: area, into: &buffer)
        lines.append("t=\(time)")
        lines += buffer.lines
    }
    return lines
}

private func seconds(_ text: String) -> ExactNumber {
    guard case .success(let n)? = DurationParser.parseValue(text) else { fatalError("bad test duration \(text)") }
    return n
}

/// Golden frames of time formats: a real-time countdown as a label, fixed patterns, negative
/// times, and rolling wheels per field (the tens of seconds roll 5 → 0).
@Suite struct TimeGoldenTests {
    /// `--from 10m --to 0`: ten minutes, linear, in m:ss.
    let countdown = CounterModel(from: seconds("10m"), to: .zero, duration: 600, easing: .linear, format: .time, start: 0)

    @Test func countdownLabel() {
        let view = CounterView(display: countdown.display, title: "Tea")
        // Starts on 10:00, shows 9:59 only once a whole second has gone, 5:00 at five minutes,
        // 0:01 until the very end and 0:00 exactly at it.
        expectGolden(frames(view, countdown, times: [0, 0.5, 1, 300, 599.5, 600], columns: 12, rows: 2),
                     named: "time-countdown-label")
    }

    @Test func fixedPatternsAndNegativeTimes() throws {
        var lines: [String] = []
        for (pattern, from, to) in [("mm:ss.ss", "-1m", "1m"), ("hh:mm:ss", "0s", "25h"), ("time", "-1h30m", "0s")] {
            let format = try NumberFormat.parse(pattern).get()
            let model = CounterModel(from: seconds(from), to: seconds(to), duration: 10, easing: .linear, format: format, start: 0)
            lines.append(pattern)
            lines += frames(CounterView(display: model.display), model, times: [0, 2.5, 5, 10], columns: 14, rows: 1)
        }
        expectGolden(lines, named: "time-patterns-label")
    }

    @Test(arguments: ["box", "ascii"])
    func rollingWheelsRollPerField(fontName: String) {
        let font = fontName == "box" ? BigFont.box : BigFont.ascii
        // A countdown through 1:00 → 0:59 at quarter seconds: the seconds' tens roll 0 → 5 (down
        // through no 6–9) while the minutes roll 1 → 0.
        let model = CounterModel(from: seconds("1m1s"), to: seconds("58s"), duration: 3, easing: .linear, format: .time, start: 0)
        let view = CounterView(display: model.display, style: .rolling, font: font)
        expectGolden(frames(view, model, times: [1, 1.25, 1.5, 1.75, 2], columns: 20, rows: 3),
                     named: "time-rolling-\(fontName)")
    }

    @Test func rollingHoursCarryThroughTheHour() {
        // 59:59 → 1:00:01: at 59:59.5 every wheel is half-way; the hour wheel rolls in from blank.
        let model = CounterModel(from: seconds("59m59s"), to: seconds("1h1s"), duration: 2, easing: .linear, format: .time, start: 0)
        let view = CounterView(display: model.display, style: .rolling, font: .box)
        expectGolden(frames(view, model, times: [0, 0.5, 1, 2], columns: 28, rows: 3), named: "time-rolling-hours")
    }
}
