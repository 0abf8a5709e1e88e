import ArgumentParser
import CounterEngine
import CounterTUI

/// How a timer reads: days in countdowns over a day, `--no-wall-clock` and `--no-seconds`,
/// checked against the rest of the command line and applied to the counter's settings (kept
/// out of `CounterSettings`, which is long enough).
enum TimerLookFlags {
    static func apply(_ c: CounterCommand, to settings: inout CounterSettings) throws {
        // A countdown over a day leads with days (`3d 04:05:06`); a stopwatch grows hours.
        // Rolling wheels keep hours (they cannot change their layout as they count).
        if settings.spec.timer == nil, settings.spec.style != .rolling, settings.spec.from > settings.spec.to,
            settings.spec.from.doubleValue >= 86_400,
            case .time(var pattern) = settings.spec.format.notation,
            pattern.hours == .whenNeeded {
            pattern.showsDays = true
            settings.spec.format.notation = .time(pattern)
        }
        if c.timers.noWallClock {
            if c.timers.wallClock {
                throw ValidationError("--no-wall-clock: got --wall-clock too; expected one of them")
            }
            if c.timers.until != nil {
                throw ValidationError("--no-wall-clock: got --until too; a countdown to a time always keeps to the wall clock")
            }
        }
        if c.timers.noSeconds {
            if settings.spec.style == .rolling {
                throw ValidationError("--no-seconds: got --style rolling; expected label or big (rolling wheels always show seconds)")
            }
            guard case .time(var pattern) = settings.spec.format.notation else {
                throw ValidationError("--no-seconds: expected a timer (a countdown like 10m, --until, --stopwatch, --phase or --format time)")
            }
            pattern.hidesSeconds = true
            settings.spec.format.notation = .time(pattern)
            // A stopwatch and phases count in a copy of the format.
            switch settings.spec.timer {
            case .stopwatch(var stopwatch)?:
                stopwatch.format = settings.spec.format
                settings.spec.timer = .stopwatch(stopwatch)
            case .phases(var phases)?:
                phases.format = settings.spec.format
                settings.spec.timer = .phases(phases)
            case .clock?, nil: break
            }
        }
    }
}
