import CounterEngine
import Testing
@testable import CounterTUI

/// `ClockTimer` through a screen counter and a scene, at fixed instants (animation time 0 is
/// 2026-11-27 13:45:30.25 UTC): the text at each time, one change a second (a minute without
/// seconds), 12 hours, a DST change, the date line, rolling digits that roll then rest, and a
/// big frame.
@Suite struct ClockTimerTests {
    /// 2026-11-27 13:45:30.25 UTC.
    let origin = 1_795_787_130.25

    func clock(seconds: Bool = true, twelveHour: Bool = false, zone: any ZoneRules = FixedOffsetZone.utc, date: String? = nil,
               meridiemInText: Bool = true, roll: Double = 0) -> ClockTimer {
        ClockTimer(dial: ClockDial(seconds: seconds, twelveHour: twelveHour), zone: zone, origin: origin,
                   dateLine: date.flatMap { try? ClockDateFormat.parse($0).get() }, meridiemInText: meridiemInText, rollSeconds: roll)
    }

    func cell(_ timer: ClockTimer, style: CounterStyle = .label) -> ScreenCounter {
        let model = CounterModel(from: .zero, to: .zero, duration: 0, easing: .linear, format: timer.format, start: 0)
        var cell = ScreenCounter(model: model, view: CounterView(display: model.display, style: style, theme: .colored()))
        cell.run(.clock(timer), from: 0)
        return cell
    }

    func text(_ cell: inout ScreenCounter, at time: Double) -> String {
        cell.follow(at: time)
        return cell.plainText(at: time, padded: false)
    }

    @Test func theTimeOfDayInUTCOneChangeASecond() {
        var c = cell(clock())
        #expect(text(&c, at: 0) == "13:45:30" && text(&c, at: 0.74) == "13:45:30" && text(&c, at: 0.75) == "13:45:31")
        // Asleep for an hour: the next frame shows the time it is.
        #expect(text(&c, at: 3600.75) == "14:45:31")
        #expect(c.nextChange(after: 3600.8, soonest: 3600.81) == 3601.75)
        #expect(!c.isSettled(at: 1e6) && c.endTime == .infinity)
        // r does not move a clock.
        c.restart(at: 10)
        #expect(text(&c, at: 10) == "13:45:40")
    }

    @Test func withoutSecondsItWakesOnceAMinute() {
        var c = cell(clock(seconds: false))
        #expect(text(&c, at: 0) == "13:45")
        #expect(c.nextChange(after: 0.01, soonest: 0.02) == 29.75)
        #expect(text(&c, at: 29.75) == "13:46")
    }

    /// A date line with seconds (`%T`) makes the parts seconds, `--seconds` or not: the line is
    /// the time it is, not the minute's start (it showed `13:45:00` at 13:45:30, all minute).
    @Test func aSecondsDateLineChangesEachSecondWithoutSeconds() {
        var c = cell(clock(seconds: false, date: "%T"))
        #expect(text(&c, at: 0) == "13:45:30 13:45")
        #expect(c.nextChange(after: 0.01, soonest: 0.02) == 0.75)
        #expect(text(&c, at: 0.75) == "13:45:31 13:45")
        var minutes = cell(clock(seconds: false, date: "%H:%M"))
        #expect(text(&minutes, at: 0) == "13:45 13:45")
        #expect(minutes.nextChange(after: 0.01, soonest: 0.02) == 29.75)
    }

    @Test func twelveHoursWithAMAndPM() {
        var pm = cell(clock(twelveHour: true))
        #expect(text(&pm, at: 0) == "1:45:30 PM")
        var big = cell(clock(twelveHour: true, meridiemInText: false), style: .big)
        #expect(text(&big, at: 0) == "PM 1:45:30" && big.view.title == "PM")
        // 00:30 is 12:30 AM; 12:30 is 12:30 PM.
        #expect(text(&pm, at: 10 * 3600 + 14 * 60 + 29.75 + 30 * 60) == "12:30:00 AM")
        #expect(text(&pm, at: -(1 * 3600 + 15 * 60 + 30.25)) == "12:30:00 PM")
    }

    @Test func aZoneAndItsDSTChange() {
        let berlin = FixedOffsetZone(name: "Test/Berlin", seconds: 3600, abbreviation: "CET",
                                     changes: [(origin + 10 - 0.25, 7200, "CEST")])
        var c = cell(clock(zone: berlin, date: "%Z"))
        #expect(text(&c, at: 9) == "CET 14:45:39")
        #expect(text(&c, at: 9.75) == "CEST 15:45:40")
        let newYork = FixedOffsetZone(name: "Test/New_York", seconds: -18_000, abbreviation: "EST")
        var ny = cell(clock(zone: newYork))
        #expect(text(&ny, at: 0) == "08:45:30")
    }

    @Test func theDateLineTurnsAtMidnight() {
        var c = cell(clock(date: "%F"))
        let midnight = 10 * 3600 + 14 * 60 + 29.75
        #expect(text(&c, at: midnight - 1) == "2026-11-27 23:59:59")
        #expect(text(&c, at: midnight) == "2026-11-28 00:00:00")
    }

    @Test func rollingDigitsRollThenRest() {
        var c = cell(clock(roll: ClockTimer.roll), style: .rolling)
        c.follow(at: 0.75)
        #expect(!c.model.isSettled(at: 0.8) && c.model.value(at: 0.8) > 49_530 && c.model.value(at: 0.8) < 49_531)
        #expect(c.nextChange(after: 0.8, soonest: 0.81) == 0.81)
        #expect(c.model.isSettled(at: 0.75 + ClockTimer.roll))
        // At rest, the next frame is the next second.
        #expect(c.nextChange(after: 1.2, soonest: 1.21) == 1.75)
    }

    @Test func blinkingColonsShowTheFirstHalfOfEachSecond() {
        var timer = clock()
        timer.blink = true
        var c = cell(timer)
        // 13:45:30.25: the first half of the second; blank from .5, shown again at the next second.
        #expect(text(&c, at: 0) == "13:45:30" && text(&c, at: 0.25) == "13 45 30" && text(&c, at: 0.74) == "13 45 30")
        #expect(text(&c, at: 0.75) == "13:45:31")
        #expect(c.nextChange(after: 0.8, soonest: 0.81) == 1.25)
        // Without seconds it blinks too: a part each half second, the time once a minute.
        var minutes = clock(seconds: false)
        minutes.blink = true
        var m = cell(minutes)
        #expect(text(&m, at: 0) == "13:45" && text(&m, at: 0.3) == "13 45" && text(&m, at: 0.8) == "13:45")
    }

    @Test func aBigFrameAtAFixedInstant() {
        let scene = SingleCounterScene(model: CounterModel(from: .zero, to: .zero, duration: 0, easing: .linear,
                                                           format: clock().format, start: 0),
                                       view: CounterView(display: CounterModel(from: .zero, to: .zero, duration: 0, easing: .linear,
                                                                               format: clock().format, start: 0).display,
                                                         style: .big, font: .box, theme: .monochrome))
        scene.counters[0].run(.clock(clock(date: "%a %e %b")), from: 0)
        scene.counters[0].view.titleBelow = true
        _ = scene.advance(to: 0)
        var frame = Buffer(size: Size(columns: 40, rows: 5))
        scene.render(at: 0, into: &frame)
        // 13:45:30 in the box font (its colons sit on the last row), the date line under it.
        let expected = [
            "      ╶┐  ╶─╮   ╷ ╷ ╭─╴   ╶─╮ ╭─╮",
            "       │   ─┤   ╰─┤ ╰─╮    ─┤ │ │",
            "      ╶┴╴ ╶─╯ :   ╵ ╶─╯ : ╶─╯ ╰─╯",
            "              Fri 27 Nov",
            "",
        ]
        #expect(FrameText.rightTrimmed(frame.lines) == expected, "\(frame.lines.joined(separator: "\n"))")
    }
}
