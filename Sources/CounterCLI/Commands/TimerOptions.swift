import ArgumentParser
import CounterEngine
import CounterTUI

/// `count`'s options in the help's "Timers" group: countdowns to a time, stopwatches and phases, and how their end is told.
struct TimerOptions: ParsableArguments {
    /// The group's title in `help count`.
    static let title = "Timers"

    @Option(name: CounterKey.until.argumentName, parsing: .unconditional, help: ArgumentHelp("Count down to a time or a date: HH:MM[:SS] or H:MM AM/PM (today, or tomorrow if it has passed), YYYY-MM-DD (its midnight) or YYYY-MM-DD HH:MM[:SS], each optionally with a zone: UTC, Z, +01:00, Europe/Berlin. A date that has passed is refused.", valueName: "TIME"))
    var until: Parsed<UntilOption>?

    @Flag(name: CounterKey.wallClock.argumentName, help: "Keep the count to the wall clock: it ends at the real time it was due, whatever stops it meanwhile (Ctrl-Z, a suspended machine); space pauses it and moves the end by the pause. Always so with --until (which cannot pause), and with the shorthand (counter-tui 10m) unless --no-wall-clock.")
    var wallClock = false

    @Flag(name: CounterKey.stopwatch.argumentName, help: "An open-ended stopwatch: count up one second a second, from 0 or --from, until q; l records a lap, space pauses.")
    var stopwatch = false

    @Option(name: CounterKey.phases.argumentName, parsing: .unconditionalSingleValue, help: ArgumentHelp("A timed phase NAME=DURATION[:COLOUR]; give one for each phase, run back to back in order, e.g. --phase Work=25m:red --phase Break=5m.", valueName: "PHASE"))
    var phase: [Parsed<PhasesOption>] = []

    @Option(name: CounterKey.`repeat`.argumentName, parsing: .unconditional, help: ArgumentHelp("With --phase: run the phases N times, or forever. (default: 1)", valueName: "N"))
    var `repeat`: Parsed<PhasesOption.Rounds>?

    @Flag(name: CounterKey.bell.argumentName, help: "Ring the terminal's bell at the end, at each threshold crossed and at each new phase.")
    var bell = false

    @Flag(name: CounterKey.flashEnd.argumentName, help: "Blink the final value for a few seconds when the count ends.")
    var flashEnd = false

    @Option(name: CounterKey.endText.argumentName, parsing: .unconditional, help: ArgumentHelp("Text shown under the number once the count ends, e.g. --end-text \"Time's up\".", valueName: "TEXT"))
    var endText: String?

    @Flag(name: CounterKey.windowTitle.argumentName, help: "Show the value (and phase) in the terminal's window or tab title while it runs; the title comes back at the end.")
    var windowTitle = false

    @Option(name: CounterKey.step.argumentName, parsing: .unconditional, help: ArgumentHelp("What + adds to a running countdown or phase and - takes from it. (default: 10s)", valueName: "DURATION"))
    var step: Parsed<DurationOption.Step>?

    @Option(name: CounterKey.quitAfter.argumentName, parsing: .unconditional, help: ArgumentHelp("Keep the full screen this long after the count ends, then end (exit 0; a key ends it sooner), as termdown -q.", valueName: "DURATION"))
    var quitAfter: Parsed<DurationOption>?

    @Flag(name: CounterKey.noWallClock.argumentName, help: "With the shorthand (counter-tui 10m): count on the monotonic clock instead of the wall clock, so Ctrl-Z stops the count.")
    var noWallClock = false

    @Flag(name: CounterKey.noSeconds.argumentName, help: "Hide the seconds until the last minute (as termdown -s): a countdown shows minutes (25m, 1h 05m), rounded up, then m:ss; a stopwatch shows seconds in its first minute only.")
    var noSeconds = false

    init() {}

    /// Each value, as its parser read it: the first refused is the error; then the number of
    /// phases, all `--phase` options together.
    func check() throws {
        _ = try until?.value("--until")
        for given in phase { _ = try given.value("--phase") }
        try FlagValue.checked { () throws(SpecError) in try phases?.list.checkCount(phases?.text ?? "", key: "--phase") }
        _ = try `repeat`?.value("--repeat")
        _ = try step?.value("--step")
        _ = try quitAfter?.value("--quit-after")
    }

    /// Every `--phase` in order, as one list, with the texts joined by `;` (as a board file
    /// writes them); nil without any.
    var phases: (list: PhaseList, text: String)? {
        guard !phase.isEmpty else { return nil }
        return (PhaseList.joined(phase.compactMap(\.value)), phase.map(\.text).joined(separator: ";"))
    }

    /// Gives `options` this group's values.
    func give(to options: inout CounterOptions) {
        if stopwatch { options.set(.stopwatch, true, text: "true", \.stopwatch) }
        if let phases { options.set(.phases, phases.list, text: phases.text, \.phases) }
        options.give(.repeat, `repeat`, \.rounds)
    }
}
