import CounterEngine
import CounterLive

/// A scene made of counters: the single counter (one) and the dashboard (one a card). Live
/// values reach a counter by its index or by the id a line names; advancing, starting over,
/// finishing and coming to rest happen counter by counter, the same way in both.
package protocol CounterScene: Scene {
    /// The counters, in order (the single counter has exactly one). Every change makes the next
    /// frame a whole one.
    var counters: [ScreenCounter] { get set }
    /// Whether the status line names the counter a message is about (a board of several), or
    /// speaks of the one counter there is.
    var statusNamesCounters: Bool { get }
}

extension CounterScene {
    /// Takes the messages every scene of counters takes alike: live values and their sources'
    /// events, countdowns shifted, a threshold command's start, failure and level; whether
    /// anything changed (false for another message: the status line and the pause are each
    /// scene's own).
    package func updateCounters(_ message: SceneMessage) -> Bool {
        switch message {
        case .sample(let card, let series?, let value, let clock, let time):
            return sample(index: card, series: series, value, clock: clock, at: time)
        case .sample(let card, nil, let value, let clock, let time):
            return sample(index: card, value, clock: clock, at: time)
        case .sourceEvent(let event, let card, let series?):
            return take(event, index: card, series: series)
        case .sourceEvent(let event, let card, nil):
            return take(event, index: card)
        case .shiftCountdowns(let seconds, let time):
            return shiftCountdowns(by: seconds, at: time)
        case .triggerStarted(let card):
            guard counters.indices.contains(card) else { return false }
            return counters[card].health.triggerStarted()
        case .triggerFailed(let card, let reason):
            guard counters.indices.contains(card) else { return false }
            return counters[card].health.triggerFailed(reason)
        case .triggerAsked(let card, let level):
            guard counters.indices.contains(card), counters[card].triggers.lastLevel != level else { return false }
            counters[card].triggers.lastLevel = level
            return true
        default:
            return false
        }
    }

    /// The index of the counter with `id`, or nil when no counter has it.
    package func index(ofID id: String) -> Int? { counters.firstIndex { $0.id == id } }

    /// Takes a live sample for counter `index` (a total, for a rate), arrived at monotonic time
    /// `clock`, animation time `time`; false when nothing on screen changes (`.sample`).
    @discardableResult
    func sample(index: Int, _ value: ExactNumber, clock: Double, at time: Double) -> Bool {
        guard counters.indices.contains(index) else { return false }
        return counters[index].sample(value, clock: clock, at: time)
    }

    /// Sends a new target to counter `index`; false when nothing changed (it already was the target).
    @discardableResult
    package func retarget(index: Int, to target: ExactNumber, at time: Double) -> Bool {
        guard counters.indices.contains(index) else { return false }
        return counters[index].retarget(to: target, at: time)
    }

    /// Gives counter `index` its rates, history and thresholds.
    package func track(_ track: LiveTrack, index: Int) {
        guard counters.indices.contains(index) else { return }
        counters[index].track(track)
    }

    /// Gives counter `index`'s health an event of its source (a failure, a slow run, a
    /// recovery); false when nothing changed (`.sourceEvent`).
    @discardableResult
    func take(_ event: LiveEvent, index: Int) -> Bool {
        guard counters.indices.contains(index) else { return false }
        var health = counters[index].health
        guard health.take(event) else { return false }
        counters[index].health = health
        return true
    }

    /// Brings every timer (phases, a stopwatch) to its part at `time`; whether any moved. Asks
    /// through the buffer (no counter copied) and writes only a counter that moves.
    @discardableResult
    package func followTimers(at time: Double) -> Bool {
        let moving = counters.withUnsafeBufferPointer { counters in
            counters.indices.contains { counters[$0].timerMoves(at: time) }
        }
        guard moving else { return false }
        for i in counters.indices where counters[i].timerMoves(at: time) { counters[i].follow(at: time) }
        return true
    }

    package func restingChange(after time: Double) -> Double? {
        var next: Double?
        for counter in counters {
            if let t = counter.health.restingChange(after: time), t < next ?? .infinity { next = t }
        }
        return next
    }

    package func restart(at time: Double) {
        for i in counters.indices { counters[i].restart(at: time) }
    }

    /// `+`/`-`: adds `seconds` (takes them off when negative) to every running countdown and
    /// phase at `time`; false when none runs (a stopwatch, numbers, a countdown that has ended).
    package func shiftCountdowns(by seconds: Double, at time: Double) -> Bool {
        var shifted = false
        for i in counters.indices {
            var counter = counters[i]
            guard counter.shiftCountdown(by: seconds, at: time) else { continue }
            counters[i] = counter
            shifted = true
        }
        return shifted
    }

    package func finish(at time: Double) {
        for i in counters.indices { counters[i].finish(at: time) }
    }

    /// The first change of any counter (the loop asks on every tick: through the buffer, no copy).
    package func nextChange(after time: Double, soonest: Double) -> Double {
        counters.withUnsafeBufferPointer { counters in
            var next = Double.infinity
            for i in counters.indices {
                next = min(next, counters[i].nextChange(after: time, soonest: soonest))
                if next <= soonest { return next }
            }
            return next
        }
    }

    package func isSettled(at time: Double) -> Bool {
        // Through the buffer, so that no counter is copied to ask it: the render loop asks on every tick.
        counters.withUnsafeBufferPointer { counters in
            for i in counters.indices where !counters[i].isSettled(at: time) { return false }
            return true
        }
    }

    package var endTime: Double {
        // A loop through the buffer, not map + max (no array made, no counter copied): the render
        // loop asks on every tick.
        counters.withUnsafeBufferPointer { counters in
            var end = 0.0
            for i in counters.indices { end = i == 0 ? counters[i].endTime : max(end, counters[i].endTime) }
            return end
        }
    }
}
