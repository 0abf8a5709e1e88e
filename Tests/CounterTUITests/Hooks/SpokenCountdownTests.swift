import CounterEngine
import Testing
@testable import CounterTUI

/// `SpokenCountdown` (`--say`): each of the last ten seconds of a countdown once, as shown
/// (rounded up, as a countdown shows them), then the end text; nothing for counts that are not
/// countdowns of time.
@Suite struct SpokenCountdownTests {
    let countdown = CounterModel(from: ExactNumber(15), to: .zero, duration: 15, easing: .linear, format: .time, start: 0)

    @Test func theLastTenSecondsAreSaidOnceEachThenTheEnd() {
        var speech = SpokenCountdown(endText: "")
        var said: [String] = []
        for tenth in 0...150 {
            let time = Double(tenth) / 10
            let events: SceneEvents = tenth == 150 ? .arrived : []
            if let words = speech.utterance(model: countdown, at: time, events: events) { said.append(words) }
        }
        #expect(said == ["10", "9", "8", "7", "6", "5", "4", "3", "2", "1", "time's up"])
        // Started over (`r`): the last seconds are said again.
        var again = SpokenCountdown(endText: "")
        #expect(again.utterance(model: countdown, at: 5.5, events: []) == "10")
        #expect(again.utterance(model: countdown, at: 4, events: []) == nil)
        #expect(again.utterance(model: countdown, at: 5.5, events: []) == "10")
        var named = SpokenCountdown(endText: "Tea's ready")
        #expect(named.utterance(model: countdown, at: 15, events: .arrived) == "Tea's ready")
    }

    @Test func countsThatAreNotCountdownsOfTimeSayNothing() {
        var speech = SpokenCountdown(endText: "")
        let up = CounterModel(from: .zero, to: ExactNumber(15), duration: 15, easing: .linear, format: .time, start: 0)
        let number = CounterModel(from: ExactNumber(10), to: .zero, duration: 10, easing: .linear, format: .int, start: 0)
        #expect(speech.utterance(model: up, at: 14.5, events: []) == nil)
        #expect(speech.utterance(model: number, at: 5, events: []) == nil)
    }
}
