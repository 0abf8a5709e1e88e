/// Every option of a counter, declared once: its name in a dashboard file and `--counter`, its
/// `--flag` on the command line, where it may be given and its default. The dashboard's card
/// keys, `CounterSpec.keys` and the count's options are all this list, filtered by `scope`
/// (a test checks `help count` against it).
enum CounterKey: String, CaseIterable {
    // A counter anywhere (the order is the one messages list them in).
    case id, title, from, to, duration, delay, ease, exponent, format, decimals, prefix, suffix, locale, style, roll,
         font, height, color, command, every, timeout, rate, warn, critical, below, history, stopwatch, phases, `repeat`
    // A dashboard's card only.
    case flash, stale, historyMin = "history_min", historyMax = "history_max", axis, span, width,
         onWarn = "on_warn", onCritical = "on_critical", onOk = "on_ok", clock, seconds, twelveHour = "12h", date,
         gaugeMin = "min", gaugeMax = "max", series
    // `--pid` on the command line, `pid:` on a card.
    case pid
    // The command line only (the count's, some shared with the dashboard).
    case until, wallClock = "wall-clock", bell, flashEnd = "flash-end", endText = "end-text",
         windowTitle = "window-title", countLines = "count-lines", countBytes = "count-bytes", tee,
         rateWindow = "rate-window", expect, expectSize = "expect-size", stdin, fps, onDone = "on-done", inline, hold,
         noAnimation = "no-animation", stats, frameAt = "frame-at", size, record, loop, step, quitAfter = "quit-after",
         noWallClock = "no-wall-clock", noSeconds = "no-seconds", outfile, execCmd = "exec-cmd", say,
         rateLimit = "rate-limit", name

    /// Where a key may be given.
    enum Scope {
        /// A counter's own option: on the command line (`--from`) and as a card's key (`from:`).
        case counter
        /// A card's name for itself (`id:`): a key of every counter, but one counter needs none.
        case identity
        /// A dashboard card's key only (`span:`, `on_warn:`).
        case card
        /// The command line only, never a card's key (`--fps`, `--inline`, `--record`).
        case commandLine
    }

    /// Where this key may be given.
    var scope: Scope {
        switch self {
        case .id: .identity
        case .flash, .stale, .historyMin, .historyMax, .axis, .span, .width, .onWarn, .onCritical, .onOk, .clock, .seconds,
             .twelveHour, .date, .gaugeMin, .gaugeMax, .series:
            .card
        case .until, .wallClock, .bell, .flashEnd, .endText, .windowTitle, .countLines, .countBytes, .tee, .rateWindow,
             .expect, .expectSize, .stdin, .fps, .onDone, .inline, .hold, .noAnimation, .stats, .frameAt, .size,
             .record, .loop, .step, .quitAfter, .noWallClock, .noSeconds, .outfile, .execCmd, .say, .rateLimit, .name:
            .commandLine
        default: .counter
        }
    }

    /// The option on the count's command line (`--phase` gives one of the `phases`), nil for a
    /// key only a card takes.
    var flag: String? {
        switch scope {
        case .counter, .commandLine: "--" + optionName
        case .identity, .card: nil
        }
    }

    /// The option's name without its dashes (`phase` for `phases`).
    var optionName: String { self == .phases ? "phase" : rawValue }

    /// The value a key left out takes, where it is a text (the one place it is written; nil:
    /// none, or one that depends on the other keys).
    var defaultText: String? {
        switch self {
        case .from, .delay: "0"
        case .duration, .every: "2s"
        case .rateWindow: "5s"
        case .exponent: "3"
        case .style: "label"
        case .roll: "carry"
        case .font: "auto"
        case .color: "default"
        case .title, .prefix, .suffix: ""
        case .fps: "60"
        case .size: "80x24"
        default: nil
        }
    }

    /// The key's default, for a property wrapper's initial value.
    var defaultValue: String { defaultText ?? "" }

    /// The keys a counter takes (`CounterSpec.keys`), in order.
    static let counterKeys = allCases.filter { $0.scope == .identity || $0.scope == .counter }
    /// The keys only a dashboard's card takes, beside `counterKeys`.
    static let boardKeys = allCases.filter { $0.scope == .card }
    /// Every key a card of a dashboard takes, in its file and in `--counter`.
    static let cardKeys = allCases.filter { $0.scope != .commandLine }
    /// The options of `counter-tui count`, in order.
    static let commandLineFlags = allCases.compactMap(\.flag)
}
