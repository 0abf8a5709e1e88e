import CounterEngine
import CounterSystem
import Testing
@testable import CounterTUI

/// `TerminalAlerts`: the bell rings for what the scene says is due (the end, a threshold, a
/// phase), the title follows the value at most once a second (the last one always), and the
/// terminal's own title is saved at the start and given back at the end.
@MainActor
@Suite struct TerminalAlertsTests {
    final class Written {
        var text = ""
    }

    func countdown(thresholds: Thresholds? = nil) -> SingleCounterScene {
        let model = CounterModel(from: number("5"), to: .zero, duration: 5, easing: .linear, format: .time, start: 0)
        let scene = SingleCounterScene(model: model, view: CounterView(display: model.display, title: "Tea"))
        if let thresholds { scene.track(LiveTrack(thresholds: thresholds)) }
        return scene
    }

    final class NoSession: SessionControl {
        func holdOpen() {}
        func release() {}
        func die(by signal: Int32) {}
        func fail(_ message: String, status: CounterSystem.ExitStatus) {}
    }

    @Test func theBellRingsAtEachCrossingAndAtTheEndOnly() {
        let written = Written()
        let alerts = TerminalAlerts(bell: true, title: false) { written.text += $0 }
        let scene = countdown(thresholds: Thresholds(warn: 3, critical: 1, below: true))
        alerts.start(in: NoSession())
        var bells: [Double] = []
        for tick in 0...60 {
            let time = Double(tick) / 10
            let before = written.text.count
            alerts.frameDrawn(scene, events: scene.advance(to: time), at: time, now: time)
            if written.text.count > before { bells.append(time) }
        }
        // 3:00 left (warn), 1:00 left (critical) and the end, once each.
        #expect(bells == [2.0, 4.0, 5.0])
        #expect(written.text == "\u{07}\u{07}\u{07}")
        #expect(alerts.finish())
    }

    @Test func theTitleFollowsTheValueAtMostOnceASecondAndComesBack() {
        let written = Written()
        let alerts = TerminalAlerts(bell: false, title: true) { written.text += $0 }
        let scene = countdown()
        alerts.start(in: NoSession())
        #expect(written.text == "\u{1b}[22;0t")
        written.text = ""
        for tick in 0...300 { alerts.frameDrawn(scene, events: scene.advance(to: Double(tick) / 60), at: Double(tick) / 60, now: Double(tick) / 60) }
        // One title a second shown, each when its second first shows.
        #expect(written.text == ["0:05", "0:04", "0:03", "0:02", "0:01", "0:00"].map { "\u{1b}]2;\($0) · Tea\u{07}" }.joined())
        written.text = ""
        #expect(alerts.finish())
        #expect(written.text == "\u{1b}[23;0t")
    }

    @Test func aValueThatChangesEveryFrameIsWrittenOnceASecondAndLastExactly() {
        let written = Written()
        let alerts = TerminalAlerts(bell: false, title: true) { written.text += $0 }
        let model = CounterModel(from: .zero, to: number("9999"), duration: 2.5, easing: .linear, format: .int, start: 0)
        let scene = SingleCounterScene(model: model, view: CounterView(display: model.display))
        alerts.start(in: NoSession())
        for tick in 0...150 { alerts.frameDrawn(scene, events: scene.advance(to: Double(tick) / 60), at: Double(tick) / 60, now: Double(tick) / 60) }
        let titles = written.text.components(separatedBy: "\u{1b}]2;").dropFirst().map { $0.dropLast() }
        #expect(titles.count == 4)
        #expect(titles.last == "9999")
    }

    /// Ctrl-Z gives the terminal its own title back while the shell has it; `fg` saves it again
    /// and writes the value with the next frame, even if unchanged.
    @Test func ctrlZGivesTheTitleBackAndFgTakesItAgain() {
        let written = Written()
        let alerts = TerminalAlerts(bell: false, title: true, ascii: true) { written.text += $0 }
        let scene = countdown()
        alerts.start(in: NoSession())
        alerts.frameDrawn(scene, events: scene.advance(to: 0.5), at: 0.5, now: 0.5)
        written.text = ""
        alerts.handedBack()
        #expect(written.text == "\u{1b}[23;0t")
        alerts.takenBack()
        alerts.frameDrawn(scene, events: scene.advance(to: 0.6), at: 0.6, now: 0.6)
        // ASCII without a UTF-8 locale: the separator is spelled.
        #expect(written.text == "\u{1b}[23;0t\u{1b}[22;0t\u{1b}]2;0:05 . Tea\u{07}")
    }

    @Test func controlCharactersNeverEndTheTitleEarly() {
        #expect(TerminalAlerts.titleSequence("a\u{07}b\u{1b}]2;c") == "\u{1b}]2;ab]2;c\u{07}")
    }
}
