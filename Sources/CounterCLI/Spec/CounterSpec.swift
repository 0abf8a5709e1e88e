import CounterEngine
import CounterLive
import CounterTUI
import Foundation

/// One counter, fully validated: what `--from --to --duration …` on the command line, a
/// `counters:` entry of a dashboard file and a `--counter 'k=v,…'` all describe.
///
/// Built from `CounterOptions` (each value already read by its parser), so the three sources
/// share one set of rules and one set of messages for how the values go together.
package struct CounterSpec {
    /// The option names a counter accepts (flags without `--`, dashboard keys): `CounterKey`'s.
    static let keys = CounterKey.counterKeys.map(\.rawValue)
    /// Every key a card of a dashboard takes: `CounterKey`'s.
    static let cardKeys = CounterKey.cardKeys.map(\.rawValue)

    var id: String?
    package var title: String
    package var from: ExactNumber
    package var to: ExactNumber
    package var duration: Double
    package var delay: Double
    package var easing: Easing
    package var format: NumberFormat
    /// No `format` or `decimals` was given: values (live ones too) show the decimals they were
    /// written with.
    package var decimalsAsTyped: Bool
    var style: CounterStyle
    var roll: RollMode
    /// nil: automatic (box when the locale is UTF-8, ASCII otherwise).
    var font: BigFont?
    /// Rows of big and rolling digits: the largest that fits, or at most N.
    var height: DigitHeight = .auto
    var color: Color
    /// Where live values come from: a shell command whose output's first number is the target
    /// (`command:`), run every `every:` (default 2 s) within `timeout:` (default the interval).
    /// Nil for a counter with fixed targets: a counter is live exactly when it has a feed.
    package var feed: (any LiveFeed)?
    /// The key that made the feed (`command`), for messages.
    var feedKey: String?

    /// The keys that make a live feed: a counter has at most one.
    static let feedOptions = [CounterKey.command]
    /// Their names.
    static let feedKeys = feedOptions.map(\.rawValue)
    /// `from` or `to` was a duration (`10m`): values are seconds shown as a time.
    package var durationValues = false
    /// Live values are growing totals shown as their change per second, minute or hour (`rate:`).
    package var rate: RateUnit?
    /// `warn:`, `critical:` and `below:`.
    package var thresholds: Thresholds?
    /// Samples kept for a sparkline (`history:`).
    package var history: Int?
    /// The counter is a timer whose count is chosen by its time: an open-ended stopwatch
    /// (`stopwatch: true`), phases run back to back (`phases: Work=25m:red; Break=5m`,
    /// `repeat: 4`) or the time of day (`clock: Europe/Berlin`). Nil for a count from one value to another.
    package var timer: CounterTimer?
    /// The card flashes a change of its value and blinks when it crosses a threshold (`flash:
    /// false` turns both off; the threshold colours stay).
    package var flash = true
    /// Live with nothing to start from (no `from` or `to`): until its first value the counter
    /// has none, and says so rather than show a `0` nobody measured.
    package var awaitsValue = false
    /// Fed live values (stdin, a command or a count): its number is a measurement only once one
    /// has arrived.
    package var isFed = false
    /// Seconds after which a live card's last value is stale (`stale:`; default three intervals
    /// of its command, none for stdin); nil: never (`stale: off`).
    package var staleAfter: Double?
    /// Fixed ends of the sparkline's axis (`history_min:`, `history_max:`, `axis: [0, 100]`);
    /// nil: the samples' own min or max.
    package var historyMin: Double?
    package var historyMax: Double?
    /// Grid columns the card takes in its row (`span:`, 1 to 64).
    package var span = 1
    /// The card's share of its row's width (`width:`, a weight above 0 up to 100); nil: its span.
    package var widthWeight: Double?
    /// Commands for crossing the thresholds (`on_warn`, `on_critical`, `on_ok`).
    package var triggers = LevelTriggers()
    /// A gauge card's bar between `min` and `max` (`style: gauge`); nil for other styles.
    package var gauge: GaugeBody?
    /// A chart card's series, axis and height (`style: chart`, `series:`); nil: not a chart.
    package var chart: ChartSpec?

    /// Reads and checks `values` given by name (`["to": "5"]`); see `init(_:live:card:)`.
    init(_ values: [String: String], live: Bool = false, card: Bool = false) throws(SpecError) {
        try self.init(CounterOptions(reading: values), live: live, card: card)
    }

    /// Checks how `options` go together; keys left out take their defaults.
    /// - Parameters:
    ///   - live: values arrive from stdin, so `to` may be left out (it starts at `from`).
    ///   - card: a board's card, whose style left out is `auto` (a count's is `label`).
    init(_ options: CounterOptions, live: Bool = false, card: Bool = false) throws(SpecError) {
        let timerKind = try TimerKeys.read(options, live: live || options.has(.command))
        let clock = try ClockCardKeys.read(options)
        var values = options
        if clock != nil {
            values.set(.from, CountValue.zero, text: "0", \.from)
            values.set(.to, CountValue.zero, text: "0", \.to)
            values.set(.format, ClockCommand.format, text: "hh:mm:ss", \.format)
        }
        if let phases = timerKind?.phases {
            // The first phase is what a count of the spec alone would show.
            let first = phases.phases[0].seconds
            values.set(.from, CountValue(seconds: first), text: "\(first)s", \.from)
            values.set(.to, CountValue(seconds: 0), text: "0s", \.to)
        }
        id = values.id
        title = values.title ?? ""
        if let command = try CommandFeedKeys.read(values) {
            feed = command
            feedKey = "command"
        }
        if let process = try PidKeys.card(values, besides: feedKey) {
            // A card's `pid:` shows its main file's percent.
            feed = process
            feedKey = "pid"
            if !values.has(.format) && !values.has(.suffix) { values.set(.suffix, " %", text: " %", \.suffix) }
        }
        (rate, thresholds, history) = try LiveKeys.read(values, fed: live || feed != nil)
        flash = values.flash ?? true
        let fed = live || feed != nil
        (historyMin, historyMax) = try AxisKeys.read(values, history: history)
        triggers = try CardKeys.triggers(values, thresholds: thresholds, fed: fed)
        span = values.span ?? 1
        widthWeight = values.width
        awaitsValue = fed && !values.has(.from) && !values.has(.to)
        isFed = fed
        staleAfter = try CardKeys.stale(values, fed: fed,
                                        automatic: (feed as? CommandSource.Feed).map { 3 * max($0.interval, CommandFeedKeys.minimumInterval) })
        let start = values.from ?? CountValue.zero
        guard let end = values.to ?? (live || feed != nil || timerKind != nil ? start : nil) else {
            throw SpecError(key: "to", got: "", expected: "the number to count to (or live values from stdin or a command)",
                            missing: true)
        }
        from = start.number
        to = end.number
        if timerKind != nil && timerKind?.phases == nil, abs(start.number.doubleValue) > DurationParser.maximumValue {
            throw SpecError(key: "from", got: values.text(.from) ?? "",
                            expected: "a start within 1e9 s (31 years) of 0 with stopwatch, e.g. 1h or 90")
        }
        // A timer's values are seconds, whether typed as 90 or 1m30s.
        durationValues = start.isDuration || end.isDuration || timerKind != nil
        // A countdown or stopwatch of durations runs in real time: the span, at the clock's pace.
        let natural = durationValues && !values.has(.duration)
        duration = natural ? min(abs(end.number.doubleValue - start.number.doubleValue), DurationParser.maximumValue)
            : values.duration ?? Self.defaultDuration
        delay = values.delay ?? 0
        let curve = values.ease ?? (natural ? .linear : .out)
        easing = EasingOption.withExponent(curve, values.exponent ?? Easing.defaultExponent)
        format = try FormatKeys.read(values, seconds: durationValues ? [start.number, end.number] : nil, rate: rate)
        decimalsAsTyped = !values.has(.format) && !values.has(.decimals) && !durationValues && rate == nil
        if durationValues && !format.isTime {
            let key: CounterKey = start.isDuration ? .from : .to
            throw SpecError(key: key.rawValue, got: values.text(key) ?? "",
                            expected: "a number, or a duration with a time format (format time, mm:ss, …)")
        }
        style = values.style ?? (card ? .auto : .label)
        gauge = try GaugeKeys.read(values, style: style)
        roll = values.roll ?? .carry
        if style == .rolling && format.changesUnits {
            throw SpecError(key: "format", got: values.text(.format) ?? "compact",
                            expected: "a format other than compact with style rolling (units change as it counts)")
        }
        font = values.font
        height = values.height ?? .auto
        color = values.color ?? .default
        if var clock {
            clock.meridiemInText = style == .label
            clock.rollSeconds = style == .rolling ? ClockTimer.roll : 0
            timer = .clock(clock)
            format = clock.format
        }
        if let kind = timerKind {
            if let phases = kind.phases {
                timer = .phases(TimerPhases(plan: phases, colors: kind.colors, format: format))
            } else {
                timer = .stopwatch(Stopwatch(from: start.number.doubleValue, format: format))
            }
        }
    }

    /// A count's duration when none is given (`CounterKey.duration`'s default, 2 s).
    static let defaultDuration = 2.0

    /// What live samples go through before they are shown (nil: they are shown as they are).
    var track: LiveTrack? {
        // `pid:`: the percent's bar, rate and time left under it.
        let figures = feedKey == "pid" ? Throughput(noun: "%", expected: 100) : nil
        guard rate != nil || thresholds != nil || history != nil || figures != nil else { return nil }
        var track = LiveTrack(rate: rate, history: history, thresholds: thresholds, throughput: figures)
        track.history?.lower = historyMin
        track.history?.upper = historyMax
        return track
    }

    /// The same counter with every text in ASCII, for a full screen whose locale is not UTF-8.
    func transliterated() -> CounterSpec {
        var copy = self
        copy.title = Transliteration.ascii(title)
        copy.format = Transliteration.ascii(format)
        copy.chart = chart?.transliterated()
        if case .phases(var phases)? = timer {
            let names = phases.plan.phases.map { PhasePlan.Phase(name: Transliteration.ascii($0.name), seconds: $0.seconds) }
            phases.plan = PhasePlan(phases: names, rounds: phases.plan.rounds)
            phases.format = Transliteration.ascii(phases.format)
            copy.timer = .phases(phases)
        } else if case .stopwatch(var stopwatch)? = timer {
            stopwatch.format = Transliteration.ascii(stopwatch.format)
            copy.timer = .stopwatch(stopwatch)
        }
        return copy
    }

    /// The view of this counter's `model`, in `font` unless the spec names one.
    func makeView(_ model: CounterModel, font automatic: BigFont, theme: Theme) -> CounterView {
        var view = CounterView(display: model.display, title: title, style: style, font: font ?? automatic, theme: theme,
                               roll: roll)
        view.height = height
        return view
    }

    /// The model and view of this counter, starting at animation time `start`.
    func makeModel(start: Double) -> CounterModel {
        CounterModel(from: from, to: to, duration: duration, easing: easing, delay: delay, format: format,
                     decimalsAsTyped: decimalsAsTyped, start: start)
    }
}
