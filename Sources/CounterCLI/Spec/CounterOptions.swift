import CounterEngine
import CounterTUI

/// The one options value of a counter, typed: each key's value read once by its type's parser
/// (`Options/`), where it was given: on the command line (as the option is parsed,
/// `CounterCommand.options`), in `--counter 'k=v,…'` or in a dashboard file (`read(_:_:)`).
/// The text each key was given as is kept beside it, for messages. `CounterSpec` checks how the
/// values go together; a key left out takes its default there.
struct CounterOptions {
    /// The text each given key had; a key is given exactly when it has a text here.
    private(set) var texts: [CounterKey: String] = [:]

    // Each value is set with its text, through `read`, `give` or `set` (never alone: the text
    // says whether the key was given).

    // A counter's keys (`CounterKey.Scope.counter`, `.identity`).
    var id: String?
    var title: String?
    var from: CountValue?
    var to: CountValue?
    var duration: Double?
    var delay: Double?
    /// Power curves with the default exponent: `CounterSpec` gives them `exponent`.
    var ease: Easing?
    var exponent: Double?
    var format: NumberFormat?
    var decimals: Int?
    var prefix: String?
    var suffix: String?
    /// nil also when given as `C`, `POSIX` or an `auto` that finds none: the C conventions.
    var locale: NumberSymbols?
    var style: CounterStyle?
    var roll: RollMode?
    /// nil also when given as `auto`.
    var font: BigFont?
    var height: DigitHeight?
    var color: Color?
    var command: String?
    var every: Double?
    var timeout: Double?
    var rate: RateUnit?
    var warn: Double?
    var critical: Double?
    var below: Bool?
    var history: Int?
    var stopwatch: Bool?
    var phases: PhaseList?
    var rounds: PhaseRounds?
    var pid: Int32?
    // A dashboard card's keys.
    var flash: Bool?
    var stale: Staleness?
    var historyMin: Double?
    var historyMax: Double?
    var axis: AxisEnds?
    var span: Int?
    var width: Double?
    var onWarn: String?
    var onCritical: String?
    var onOk: String?
    var clock: (any ZoneRules)?
    var seconds: Bool?
    var twelveHour: Bool?
    var date: ClockDateFormat?
    var gaugeMin: Double?
    var gaugeMax: Double?

    /// No key given.
    init() {}

    /// The keys named in `texts`, each read by its parser, in `CounterKey`'s order (the first
    /// bad one is the error); a name that is no key is left out (callers check names first, to
    /// say which one is unknown), and so is `series` (a chart reads its list from its node).
    init(reading texts: [String: String]) throws(SpecError) {
        for key in CounterKey.allCases { if let text = texts[key.rawValue] { try read(key, text) } }
    }

    /// Whether `key` was given.
    func has(_ key: CounterKey) -> Bool { texts[key] != nil }

    /// The text `key` was given as, nil when it was left out.
    func text(_ key: CounterKey) -> String? { texts[key] }

    /// Reads `text` as `key`'s value, by the parser of its type. Keys only the command line
    /// has (and `series`) are not a counter's: nothing is read.
    mutating func read(_ key: CounterKey, _ text: String) throws(SpecError) {
        switch key {
        case .id: try take(CardKeys.Id.self, key, text, \.id)
        case .title: try take(TitleOption.self, key, text, \.title)
        case .from: try take(NumberOption.CountEnd.self, key, text, \.from)
        case .to: try take(NumberOption.CountEnd.self, key, text, \.to)
        case .duration: try take(DurationOption.self, key, text, \.duration)
        case .delay: try take(DurationOption.self, key, text, \.delay)
        case .ease: try take(EasingOption.self, key, text, \.ease)
        case .exponent: try take(EasingOption.Exponent.self, key, text, \.exponent)
        case .format: try take(FormatOption.self, key, text, \.format)
        case .decimals: try take(FormatOption.Decimals.self, key, text, \.decimals)
        case .prefix: try take(AffixOption.self, key, text, \.prefix)
        case .suffix: try take(AffixOption.self, key, text, \.suffix)
        case .locale: try take(LocaleOption.self, key, text, \.locale)
        case .style: try take(StyleOption.self, key, text, \.style)
        case .roll: try take(RollOption.self, key, text, \.roll)
        case .font: try take(FontOption.self, key, text, \.font)
        case .height: try take(HeightOption.self, key, text, \.height)
        case .color: try take(ColorOption.self, key, text, \.color)
        case .command: try take(ShellCommandOption.self, key, text, \.command)
        case .every: try take(CommandFeedKeys.Interval.self, key, text, \.every)
        case .timeout: try take(CommandFeedKeys.Timeout.self, key, text, \.timeout)
        case .rate: try take(RateOption.self, key, text, \.rate)
        case .warn: try take(NumberOption.Level.self, key, text, \.warn)
        case .critical: try take(NumberOption.Level.self, key, text, \.critical)
        case .below: try take(BoolOption.self, key, text, \.below)
        case .history: try take(LiveKeys.History.self, key, text, \.history)
        case .stopwatch: try take(BoolOption.self, key, text, \.stopwatch)
        case .phases: try take(PhasesOption.self, key, text, \.phases)
        case .repeat: try take(PhasesOption.Rounds.self, key, text, \.rounds)
        case .pid: try take(PidKeys.ProcessID.self, key, text, \.pid)
        case .flash: try take(BoolOption.self, key, text, \.flash)
        case .stale: try take(CardKeys.Stale.self, key, text, \.stale)
        case .historyMin: try take(AxisKeys.End.self, key, text, \.historyMin)
        case .historyMax: try take(AxisKeys.End.self, key, text, \.historyMax)
        case .axis: try take(AxisKeys.Ends.self, key, text, \.axis)
        case .span: try take(CardKeys.Span.self, key, text, \.span)
        case .width: try take(CardKeys.Width.self, key, text, \.width)
        case .onWarn: try take(ShellCommandOption.self, key, text, \.onWarn)
        case .onCritical: try take(ShellCommandOption.self, key, text, \.onCritical)
        case .onOk: try take(ShellCommandOption.self, key, text, \.onOk)
        case .clock:
            clock = try ClockCardKeys.Zone.read(text, key: key.rawValue)
            texts[key] = text
        case .seconds: try take(BoolOption.self, key, text, \.seconds)
        case .twelveHour: try take(BoolOption.self, key, text, \.twelveHour)
        case .date: try take(ClockCardKeys.DateLine.self, key, text, \.date)
        case .gaugeMin: try take(GaugeKeys.End.self, key, text, \.gaugeMin)
        case .gaugeMax: try take(GaugeKeys.End.self, key, text, \.gaugeMax)
        case .series, .until, .wallClock, .bell, .flashEnd, .endText, .windowTitle, .countLines, .countBytes, .tee,
             .rateWindow, .expect, .expectSize, .stdin, .fps, .onDone, .inline, .hold, .noAnimation, .stats, .frameAt,
             .size, .record, .loop, .step, .quitAfter, .noWallClock, .noSeconds, .outfile, .execCmd, .say, .rateLimit,
             .name:
            break
        }
    }

    /// `key`'s value as the command line's parser read it (nothing when the option was not
    /// given, or was refused: its group's `validate()` said so before this).
    mutating func give<Parser: OptionParser>(_ key: CounterKey, _ parsed: Parsed<Parser>?,
                                             _ field: WritableKeyPath<CounterOptions, Parser.Value?>) {
        guard let parsed, let value = parsed.value else { return }
        set(key, value, text: parsed.text, field)
    }

    /// `key`'s value as the command line's parser read it, for a parser whose value is itself
    /// optional (nil: `auto` or the C conventions).
    mutating func give<Parser: OptionParser, Value>(_ key: CounterKey, _ parsed: Parsed<Parser>?,
                                                    _ field: WritableKeyPath<CounterOptions, Value?>)
        where Parser.Value == Value?
    {
        guard let parsed, let value = parsed.value else { return }
        self[keyPath: field] = value
        texts[key] = parsed.text
    }

    /// `key` given as `value`, written `text` (a flag, a joined list, a value worked out from
    /// another option).
    mutating func set<Value>(_ key: CounterKey, _ value: Value, text: String, _ field: WritableKeyPath<CounterOptions, Value?>) {
        self[keyPath: field] = value
        texts[key] = text
    }

    /// `key` left out again (its value and text).
    mutating func remove<Value>(_ key: CounterKey, _ field: WritableKeyPath<CounterOptions, Value?>) {
        self[keyPath: field] = nil
        texts[key] = nil
    }

    /// Reads `text` by `Parser` into `field`.
    private mutating func take<Parser: OptionParser>(_ parser: Parser.Type, _ key: CounterKey, _ text: String,
                                                     _ field: WritableKeyPath<CounterOptions, Parser.Value?>) throws(SpecError) {
        set(key, try Parser.read(text, key: key.rawValue), text: text, field)
    }

    /// Reads `text` by `Parser`, whose value is itself optional, into `field`.
    private mutating func take<Parser: OptionParser, Value>(_ parser: Parser.Type, _ key: CounterKey, _ text: String,
                                                            _ field: WritableKeyPath<CounterOptions, Value?>) throws(SpecError)
        where Parser.Value == Value?
    {
        self[keyPath: field] = try Parser.read(text, key: key.rawValue)
        texts[key] = text
    }
}

/// `stale`: when a live card's last value goes stale.
enum Staleness: Equatable {
    /// Never (`stale: off`).
    case never
    /// After this many seconds without a new value.
    case after(Double)
}

/// `axis: [0, 100]`: the fixed bottom and top of a sparkline, as given (the bottom below the top
/// is checked with the other keys).
struct AxisEnds: Equatable {
    /// The bottom.
    var low: Double
    /// The top.
    var high: Double
}
