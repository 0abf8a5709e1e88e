import CounterEngine
import Testing
@testable import CounterTUI

/// `ScreenCounter`: one counter, alone on a screen or a card: new targets, samples through its live
/// track, the trend colour only on cards, when it rests, and its plain text.
@Suite struct ScreenCounterTests {
    func model(to target: String = "100", duration: Double = 1) -> CounterModel {
        CounterModel(from: .zero, to: number(target), duration: duration, easing: .linear, format: .int, start: 0)
    }

    func single(to target: String = "100") -> ScreenCounter {
        let model = model(to: target)
        return ScreenCounter(model: model, view: CounterView(display: model.display, title: "Users"))
    }

    func card(to target: String = "100") -> ScreenCounter {
        let model = model(to: target)
        return ScreenCounter.card(id: "u", title: "Users", model: model, view: CounterView(display: model.display, title: "Users"))
    }

    @Test func aCardCarriesItsTitleInItsBorderNotItsView() {
        let alone = single()
        #expect(alone.title == "Users" && alone.view.title == "Users" && !alone.isCard)
        let board = card()
        #expect(board.title == "Users" && board.view.title == "" && board.isCard)
        #expect(board.view.margin == Size(columns: 0, rows: 0) && board.id == "u")
    }

    @Test func aNewTargetMovesFromTheValueOnScreen() {
        var cell = single()
        let moved = cell.retarget(to: number("200"), at: 0.5)
        #expect(moved)
        #expect(cell.model.value(at: 0.5) == 50)
        #expect(cell.view.display.target == number("200"))
        // The same target again changes nothing.
        let again = cell.retarget(to: number("200"), at: 0.6)
        #expect(!again)
    }

    @Test func onlyCardsShowTheDirectionOfAChange() {
        let theme = Theme.colored()
        var alone = single()
        alone.retarget(to: number("50"), at: 2)
        #expect(alone.valueStyle(at: 2.1, theme: theme) == theme.style(.value))
        var board = card()
        board.retarget(to: number("50"), at: 2)
        #expect(board.valueStyle(at: 2.1, theme: theme) == theme.style(.down))
        board.retarget(to: number("80"), at: 4)
        #expect(board.valueStyle(at: 4.1, theme: theme) == theme.style(.up))
        #expect(board.valueStyle(at: 5.3, theme: theme) == theme.style(.value))
    }

    @Test func aCellRestsWhenItsValueAndColoursDo() {
        var board = card()
        #expect(!board.isSettled(at: 0.5) && board.isSettled(at: 1))
        board.retarget(to: number("90"), at: 1)
        // The value arrives at 2, its trend colour is gone at 2.2.
        #expect(!board.isSettled(at: 2.1))
        #expect(board.isSettled(at: 2.2))
    }

    @Test func samplesGoThroughTheLiveTrack() {
        var cell = single(to: "0")
        cell.track(LiveTrack(rate: .second, thresholds: Thresholds(warn: 10, critical: 20, below: false)))
        #expect(cell.live.waiting)
        #expect(cell.plainText(at: 0, padded: false) == "…")
        // The first total gives no rate yet, but the track changed: something to draw.
        let first = cell.sample(number("100"), clock: 10, at: 0)
        #expect(first)
        let second = cell.sample(number("130"), clock: 11, at: 1)
        #expect(second)
        #expect(cell.model.display.target == number("30"))
        #expect(cell.live.level == .critical)
        let theme = Theme.colored()
        // Past a threshold the level's colour wins over everything, blinking at first.
        #expect(cell.valueStyle(at: 5, theme: theme) == theme.style(.critical))
    }

    @Test func plainTextPaddedToTheReservedWidth() {
        let cell = single(to: "12345")
        #expect(cell.plainText(at: 0, padded: false) == "0")
        #expect(cell.plainText(at: 0, padded: true) == "    0")
        #expect(cell.plainText(at: 1, padded: true) == "12345")
    }

    @Test func restartAndFinish() {
        var cell = single()
        cell.finish(at: 0.2)
        #expect(cell.model.value(at: 0.2) == 100)
        cell.restart(at: 1)
        #expect(cell.model.value(at: 1) == 0 && cell.model.value(at: 2) == 100)
    }
}

/// Thresholds on a fixed target's animation go by the number on screen, not the target: a
/// 2-minute countdown with `--warn 90s --critical 1m --below` is plain until 1:30, yellow to
/// 1:00 and red from the moment it shows 1:00 (it was red from the start, its target being 0).
@Suite struct ShownLevelTests {
    @Test func aCountdownTurnsRedWhenItShowsTheLastMinute() throws {
        let model = CounterModel(from: number("120"), to: .zero, duration: 120, easing: .linear,
                                 format: try NumberFormat.parse("m:ss").get(), start: 0)
        var cell = ScreenCounter(model: model, view: CounterView(display: model.display))
        cell.track(LiveTrack(thresholds: Thresholds(warn: 90, critical: 60, below: true)))
        let theme = Theme.colored()
        let expected: [(Double, String, CellStyle)] = [
            (0, "2:00", theme.style(.value)), (29.5, "1:31", theme.style(.value)), (30, "1:30", theme.style(.warn)),
            (59.5, "1:01", theme.style(.warn)), (60, "1:00", theme.style(.critical)), (120, "0:00", theme.style(.critical)),
        ]
        for (time, text, style) in expected {
            #expect(cell.model.text(at: time) == text)
            #expect(cell.valueStyle(at: time, theme: theme) == style, "at \(time)")
        }
    }

    /// A sample's level shows when the number on screen gets there: on its way down from 100 to
    /// 10 it is red while it shows 80 or more, yellow from 79 to 50, and the value's own colour
    /// below (a number under its critical level is never red).
    @Test func theNumberShownOnItsWayToASampleHasItsOwnLevel() {
        let model = CounterModel(from: .zero, to: number("100"), duration: 1, easing: .linear, format: .int, start: 0)
        var cell = ScreenCounter(model: model, view: CounterView(display: model.display))
        cell.track(LiveTrack(thresholds: Thresholds(warn: 50, critical: 80)))
        let theme = Theme.colored()
        #expect(cell.valueStyle(at: 0.2, theme: theme) == theme.style(.value))
        cell.sample(number("10"), clock: 2, at: 2)
        for (time, text, foreground) in [(2.1, "91", Color.red), (2.2, "82", .red), (2.25, "78", .yellow),
                                         (2.5, "55", .yellow), (2.6, "46", .default), (3, "10", .default)] {
            #expect(cell.model.text(at: time) == text, "at \(time)")
            #expect(cell.valueStyle(at: time, theme: theme).foreground == foreground, "at \(time)")
        }
    }
}
