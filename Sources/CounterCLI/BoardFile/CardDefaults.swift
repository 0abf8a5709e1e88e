import CounterEngine
import CounterTUI

/// A board's `defaults:` applied to one card: every default the card does not set itself, except
/// those that make no sense for it, which it leaves out rather than refuse the board (exit 65
/// for `defaults: {duration: 3s}` as soon as one card had `phases:`). A timer (`phases`,
/// `stopwatch`) decides its own end, pace and values: no default `from`, `to`, `duration`,
/// `ease`, `rate` or `history`, and no default `format` that is not a time format. A card fed no
/// live values takes no default that needs them (`rate`, `history`, `stale`, its axis, `on_*`).
/// A clock card (`clock:`) takes none of these, nor a default `format` or `command`; only a
/// clock takes a default `seconds`, `12h` or `date`. A gauge (`style: gauge`) takes no default
/// `history` or axis; only a gauge takes a default `min` or `max`. A card's own key is never left out: it is
/// refused as before when it does not fit.
enum CardDefaults {
    /// What only a timer's time decides.
    static let decidedByTimers: [CounterKey] = [.from, .to, .duration, .ease, .rate, .history, .historyMin, .historyMax, .axis]
    /// What a clock card takes from no default (its own time decides them).
    static let clockLeavesOut: [CounterKey] = [.format, .command, .every, .timeout, .stopwatch, .phases, .repeat, .decimals]
    /// What only a clock card has.
    static let clockOnly: [CounterKey] = [.seconds, .twelveHour, .date]
    /// What only live values have.
    static let liveOnly: [CounterKey] = [.rate, .history, .stale, .historyMin, .historyMax, .axis, .onWarn, .onCritical, .onOk]

    /// `defaults` merged under `own` (both by key name, with what they carry), for a board
    /// whose cards are fed from stdin when `live`.
    static func merge<Carried>(_ defaults: [String: (String, Carried)], under own: [String: (String, Carried)],
                               live: Bool) -> [String: (String, Carried)] {
        var applied = defaults
        let merged = defaults.merging(own) { _, new in new }
        let timer = merged[CounterKey.phases.rawValue] != nil
            || merged[CounterKey.stopwatch.rawValue].map { (try? BoolOption.read($0.0, key: "stopwatch")) == true } == true
        if timer {
            for key in decidedByTimers { applied[key.rawValue] = nil }
            if let text = applied[CounterKey.format.rawValue]?.0, case .success(let format) = NumberFormat.parse(text), !format.isTime {
                applied[CounterKey.format.rawValue] = nil
            }
        }
        // A clock shows the time of day: nothing from a count applies; its keys fit clocks only.
        if merged[CounterKey.clock.rawValue] != nil {
            for key in decidedByTimers + clockLeavesOut { applied[key.rawValue] = nil }
        } else {
            for key in clockOnly { applied[key.rawValue] = nil }
        }
        // A gauge draws a bar between its min and max, no sparkline; only a gauge has min and max.
        if merged[CounterKey.style.rawValue]?.0 == CounterStyle.gauge.rawValue {
            for key in [CounterKey.history, .historyMin, .historyMax, .axis] { applied[key.rawValue] = nil }
        } else {
            for key in [CounterKey.gaugeMin, .gaugeMax] { applied[key.rawValue] = nil }
        }
        if !live && merged[CounterKey.command.rawValue] == nil {
            for key in liveOnly { applied[key.rawValue] = nil }
        }
        // A chart card takes only the defaults a chart has (its series bring their own commands).
        if merged[CounterKey.style.rawValue]?.0 == "chart" { applied = applied.filter { ChartKeys.cardKeys.map(\.rawValue).contains($0.key) } }
        return applied.merging(own) { _, new in new }
    }
}
