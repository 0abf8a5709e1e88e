import ArgumentParser
import CounterEngine
import CounterTUI

/// `count`'s options in the help's "Live values" group: values that arrive while it runs (stdin, a command) and what they go through.
struct LiveOptions: ParsableArguments {
    /// The group's title in `help count`.
    static let title = "Live values"

    @Flag(name: CounterKey.stdin.argumentName, help: "Read new targets from stdin, one number per line; each animates from the value on screen.")
    var stdin = false

    @Option(name: CounterKey.command.argumentName, parsing: .unconditional, help: ArgumentHelp("Run a shell command every --every and count to the first number it prints, e.g. --command \"cut -d' ' -f1 /proc/loadavg\".", valueName: "CMD"))
    var command: String?

    @Option(name: CounterKey.every.argumentName, parsing: .unconditional, help: ArgumentHelp("Interval of --command, e.g. --every 500ms. (default: \(CounterKey.every.defaultValue))", valueName: "D"))
    var every: String?

    @Option(name: CounterKey.timeout.argumentName, parsing: .unconditional, help: ArgumentHelp("Longest a --command run may take before it is killed. (default: the interval)", valueName: "D"))
    var timeout: String?

    @Option(name: CounterKey.rate.argumentName, parsing: .unconditional, help: ArgumentHelp("Show live values (growing totals) as their change per second, minute or hour, from the real time between samples, e.g. --rate second.", valueName: "UNIT"))
    var rate: OptionText<RateOption>?

    @Option(name: CounterKey.warn.argumentName, parsing: .unconditional, help: ArgumentHelp("Colour the value yellow at or above N (with --below: at or below), e.g. --warn 80.", valueName: "N"))
    var warn: String?

    @Option(name: CounterKey.critical.argumentName, parsing: .unconditional, help: ArgumentHelp("Colour the value red at or above N (with --below: at or below), e.g. --critical 95.", valueName: "N"))
    var critical: String?

    @Flag(name: CounterKey.below.argumentName, help: "With --warn and --critical: low values are bad (the value is past a limit at or below it).")
    var below = false

    @Option(name: CounterKey.history.argumentName, parsing: .unconditional, help: ArgumentHelp("Keep the last N live samples and draw them as a sparkline under the value, e.g. --history 60.", valueName: "N"))
    var history: String?

    init() {}

    /// The counter's options of this group, by key, as typed (nil: not given).
    var counterTexts: [CounterKey: String?] {
        [
            .command: command, .every: every, .timeout: timeout, .rate: rate?.text, .warn: warn, .critical: critical,
            .below: below ? "true" : nil, .history: history,
        ]
    }
}
