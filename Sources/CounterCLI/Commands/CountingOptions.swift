import ArgumentParser
import CounterEngine
import CounterTUI

/// `count`'s options in the help's "Counting" group: the count itself: from where to where, how long and along which curve, and what runs at its end.
struct CountingOptions: ParsableArguments {
    /// The group's title in `help count`.
    static let title = "Counting"

    @Option(name: CounterKey.from.argumentName, parsing: .unconditional, help: ArgumentHelp("Start value, e.g. --from -5 or 10m. (default: \(CounterKey.from.defaultValue))", valueName: "N"))
    var from: Parsed<NumberOption.CountEnd>?

    @Option(name: CounterKey.to.argumentName, parsing: .unconditional, help: ArgumentHelp("End value, e.g. --to 9999, --to 1e6 or --to 25m; optional with --stdin or --command.", valueName: "N"))
    var to: Parsed<NumberOption.CountEnd>?

    @Option(name: CounterKey.duration.argumentName, parsing: .unconditional, help: ArgumentHelp("How long to count: 10, 2.5s, 500ms, 1m or 1h30m. (default: \(CounterKey.duration.defaultValue); the span itself for durations like --from 10m; \(CounterSettings.countDuration)s with --count-lines)", valueName: "D"))
    var duration: Parsed<DurationOption>?

    @Option(name: CounterKey.delay.argumentName, parsing: .unconditional, help: ArgumentHelp("Wait before counting, e.g. --delay 500ms.", valueName: "D"))
    var delay = Parsed<DurationOption>(CounterKey.delay.defaultValue)

    @Option(name: CounterKey.ease.argumentName, parsing: .unconditional, help: ArgumentHelp("Easing curve: linear, in, out, in-out, out-back, spring, … (every name below). (default: out; linear for durations like --from 10m)", valueName: "NAME"))
    var ease: Parsed<EasingOption>?

    @Option(name: CounterKey.exponent.argumentName, parsing: .unconditional, help: ArgumentHelp("Exponent of the in, out and in-out power curves, e.g. --exponent 2.", valueName: "E"))
    var exponent = Parsed<EasingOption.Exponent>(CounterKey.exponent.defaultValue)

    @Option(name: CounterKey.onDone.argumentName, parsing: .unconditional, help: ArgumentHelp("Run a shell command once the counter settles, with COUNTER_VALUE set, e.g. --on-done 'notify-send \"$COUNTER_VALUE\"'.", valueName: "CMD"))
    var onDone: Parsed<ShellCommandOption>?

    init() {}

    /// Each value, as its parser read it: the first refused is the error.
    func check() throws {
        _ = try from?.value("--from")
        _ = try to?.value("--to")
        _ = try duration?.value("--duration")
        _ = try delay.value("--delay")
        _ = try ease?.value("--ease")
        _ = try exponent.value("--exponent")
        _ = try onDone?.value("--on-done")
    }

    /// Gives `options` this group's values.
    func give(to options: inout CounterOptions) {
        options.give(.from, from, \.from)
        options.give(.to, to, \.to)
        options.give(.duration, duration, \.duration)
        options.give(.delay, delay, \.delay)
        options.give(.ease, ease, \.ease)
        options.give(.exponent, exponent, \.exponent)
    }
}
