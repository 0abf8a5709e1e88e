import CounterEngine

/// The threshold level of a counter's number as shown: the live track (rates, history,
/// thresholds), when the number on screen crosses a line on its way to a sample, and the blink
/// that follows a crossing. Asked with the counter's model, which it does not keep.
package struct LevelTracker: Sendable {
    /// Rates, history and thresholds of live samples.
    package private(set) var live = LiveTrack()
    /// No live sample has come: the level is that of the number on screen (a countdown with
    /// `--critical 1m --below` turns red when it shows 1:00, not from the start because its
    /// target is 0).
    private(set) var unsampled = true
    /// When the number shown crossed, or will cross, a threshold on its way to the samples.
    private var crossings = LevelCrossings()
    /// The level of the number the model ends on (nil when the model has changed since): a card
    /// at rest needs no number formatted to know its colour.
    private var settledLevel: ThresholdLevel?

    /// No track yet: no thresholds, no rate, no history.
    package init() {}

    /// Takes `track` (before any sample), settled on the level of `origin` without a flash: the
    /// first sample flashes only if it crosses a line from there.
    mutating func track(_ track: LiveTrack, origin: Double) {
        live = track
        settledLevel = nil
        live.settle(on: origin)
    }

    /// The model was replaced (a timer's new part): its settled level is not known.
    mutating func modelReplaced() { settledLevel = nil }

    /// Takes a sample into the live track; the value to show, if any (see `LiveTrack.take`).
    mutating func take(_ value: ExactNumber, clock: Double, at time: Double) -> ExactNumber? {
        unsampled = false
        return live.take(value, clock: clock, at: time)
    }

    /// A first value, shown at once: no crossing from a number nobody measured.
    mutating func forgetCrossings() { crossings = LevelCrossings() }

    /// A running total's figures stop at `time`.
    mutating func finish(at time: Double) { live.finish(at: time) }

    /// The live track as it stands at `time`, at the level of the number `model` shows: before
    /// any sample with no flash; after, flashing from the moment the number shown crossed (a
    /// number under its critical level is never red, even on its way to a sample past it).
    func track(at time: Double, model: CounterModel) -> LiveTrack {
        guard let level = levelShown(at: time, model: model) else { return live }
        return live.showing(level: level, changedAt: unsampled ? nil : crossings.lastChange(atOrBefore: time))
    }

    /// The level at `time` as the track would show it (`track(at:model:).level`, no copy made).
    func level(at time: Double, model: CounterModel) -> ThresholdLevel {
        levelShown(at: time, model: model) ?? live.level
    }

    /// True while a threshold crossing blinks at `time` (known without formatting the number:
    /// the frame loop asks every frame); never with `flashes` off.
    func blinks(at time: Double, flashes: Bool) -> Bool {
        guard flashes, !unsampled, live.thresholds != nil else { return false }
        return LiveTrack.flashes(since: crossings.lastChange(atOrBefore: time), at: time)
    }

    /// The threshold level of the number `model` shows at `time`; nil without thresholds.
    func levelShown(at time: Double, model: CounterModel) -> ThresholdLevel? {
        guard let thresholds = live.thresholds else { return nil }
        if let settledLevel {
            if model.isSettled(at: time) { return settledLevel }
            if let known = crossings.level(at: time) { return known }
        }
        return Self.level(of: model, at: time, by: thresholds)
    }

    private static func level(of model: CounterModel, at time: Double, by thresholds: Thresholds) -> ThresholdLevel {
        let shown = model.display.number(for: model.value(at: time), settled: model.isSettled(at: time))
        return thresholds.level(of: shown.doubleValue)
    }

    /// A move of `model` began at `time` from a number at `before`: finds when the number shown
    /// crosses on its way (the flash of a sample starts then).
    mutating func planCrossings(from before: ThresholdLevel?, at time: Double, model: CounterModel) {
        guard let before, let thresholds = live.thresholds, !unsampled else { return }
        crossings.move(at: time, from: before, until: model.animation.endTime, oneWay: model.animation.movesOneWay) {
            Self.level(of: model, at: $0, by: thresholds)
        }
        settledLevel = thresholds.level(of: model.display.number(for: model.display.target.doubleValue, settled: true).doubleValue)
    }
}
