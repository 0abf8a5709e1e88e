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
    var command: Parsed<ShellCommandOption>?

    @Option(name: CounterKey.every.argumentName, parsing: .unconditional, help: ArgumentHelp("Interval of --command, e.g. --every 500ms. (default: \(CounterKey.every.defaultValue))", valueName: "D"))
    var every: Parsed<CommandFeedKeys.Interval>?

    @Option(name: CounterKey.timeout.argumentName, parsing: .unconditional, help: ArgumentHelp("Longest a --command run may take before it is killed. (default: the interval)", valueName: "D"))
    var timeout: Parsed<CommandFeedKeys.Timeout>?

    @Option(name: CounterKey.rate.argumentName, parsing: .unconditional, help: ArgumentHelp("Show live values (growing totals) as their change per second, minute or hour, from the real time between samples, e.g. --rate second.", valueName: "UNIT"))
    var rate: Parsed<RateOption>?

    @Option(name: CounterKey.warn.argumentName, parsing: .unconditional, help: ArgumentHelp("Colour the value yellow at or above N (with --below: at or below), e.g. --warn 80.", valueName: "N"))
    var warn: Parsed<NumberOption.Level>?

    @Option(name: CounterKey.critical.argumentName, parsing: .unconditional, help: ArgumentHelp("Colour the value red at or above N (with --below: at or below), e.g. --critical 95.", valueName: "N"))
    var critical: Parsed<NumberOption.Level>?

    @Flag(name: CounterKey.below.argumentName, help: "With --warn and --critical: low values are bad (the value is past a limit at or below it).")
    var below = false

    @Option(name: CounterKey.history.argumentName, parsing: .unconditional, help: ArgumentHelp("Keep the last N live samples and draw them as a sparkline under the value, e.g. --history 60.", valueName: "N"))
    var history: Parsed<LiveKeys.History>?

    init() {}

    /// Each value, as its parser read it: the first refused is the error.
    func check() throws {
        _ = try command?.value("--command")
        _ = try every?.value("--every")
        _ = try timeout?.value("--timeout")
        _ = try rate?.value("--rate")
        _ = try warn?.value("--warn")
        _ = try critical?.value("--critical")
        _ = try history?.value("--history")
    }

    /// Gives `options` this group's values.
    func give(to options: inout CounterOptions) {
        options.give(.command, command, \.command)
        options.give(.every, every, \.every)
        options.give(.timeout, timeout, \.timeout)
        options.give(.rate, rate, \.rate)
        options.give(.warn, warn, \.warn)
        options.give(.critical, critical, \.critical)
        if below { options.set(.below, true, text: "true", \.below) }
        options.give(.history, history, \.history)
    }
}
