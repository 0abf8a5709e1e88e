/// What a live counter does with each sample before it is shown: a rate from a growing total
/// (`rate:`), the samples kept for a sparkline (`history:`), and the threshold level with the
/// time it last changed (for the flash). Times are arguments: `clock` is the monotonic time the
/// sample arrived (for rates), `time` the animation time (for the flash).
package struct LiveTrack: Sendable, Equatable {
    package var meter: RateMeter?
    /// A running total's figures (`--count-lines`): the total is shown, its rate beside it.
    package private(set) var throughput: Throughput?
    package var history: SampleHistory?
    package var thresholds: Thresholds?
    /// The level of the last value.
    package private(set) var level: ThresholdLevel = .normal
    /// Animation time at which the level last changed (nil: never).
    package private(set) var levelChange: Double?
    /// A rate counter without a rate yet: it shows a placeholder.
    package private(set) var waiting: Bool

    package init(rate: RateUnit? = nil, history: Int? = nil, thresholds: Thresholds? = nil, throughput: Throughput? = nil) {
        meter = rate.map { RateMeter(unit: $0) }
        self.throughput = throughput
        self.history = history.map { SampleHistory(capacity: $0) }
        self.thresholds = thresholds
        waiting = rate != nil
    }

    /// This track with `level` as its level, changed at `change` (the flash's start; nil: no
    /// flash): the level of the number on screen rather than of the last sample (a fixed
    /// target's animation, or a card still counting toward its sample).
    package func showing(level: ThresholdLevel, changedAt change: Double? = nil) -> LiveTrack {
        var track = self
        track.level = level
        track.levelChange = change
        return track
    }

    /// Sets the level for the value a counter starts with, without a flash.
    package mutating func settle(on value: Double) {
        level = thresholds?.level(of: value) ?? .normal
    }

    /// Takes a sample: the value to show, or nil when there is none (the first total of a rate,
    /// a total that went down, two samples at one instant).
    package mutating func take(_ sample: ExactNumber, clock: Double, at time: Double) -> ExactNumber? {
        var value = sample
        throughput?.add(sample.doubleValue, at: time)
        if var meter {
            let reading = meter.add(sample.doubleValue, at: clock)
            self.meter = meter
            guard case .rate(let rate) = reading else { return nil }
            value = ExactNumber(rate)
            waiting = false
        }
        let number = value.doubleValue
        history?.append(number)
        if let thresholds {
            let new = thresholds.level(of: number)
            if new != level {
                level = new
                levelChange = time
            }
        }
        return value
    }

    /// The input of a running total ended at `time`: its figures stop there.
    package mutating func finish(at time: Double) {
        throughput?.finish(at: time)
    }

    /// How long a value flashes after it crosses a threshold, in seconds.
    package static let flashDuration = 0.9
    /// One on-off cycle of the flash, in seconds.
    package static let flashPeriod = 0.3

    /// Whether the flash is lit at animation time `time` (on for the first half of each cycle).
    package func flashLit(at time: Double) -> Bool {
        guard let start = levelChange else { return false }
        let age = time - start
        guard age >= 0, age < LiveTrack.flashDuration else { return false }
        return age.truncatingRemainder(dividingBy: LiveTrack.flashPeriod) < LiveTrack.flashPeriod / 2
    }

    /// True while a flash is under way at `time`.
    package func isFlashing(at time: Double) -> Bool { Self.flashes(since: levelChange, at: time) }

    /// True while the flash of a crossing at `start` (nil: none) is under way at `time`.
    package static func flashes(since start: Double?, at time: Double) -> Bool {
        guard let start else { return false }
        let age = time - start
        return age >= 0 && age < flashDuration
    }
}
