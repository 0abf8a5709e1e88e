import ArgumentParser
import CounterEngine
import CounterSystem
import CounterTUI

/// `counter-tui count` (the default subcommand): animates a number from one value to another.
///
/// Each option is read by its value type's one parser as the command line is parsed (`Parsed`,
/// the same parsers as `--counter` and dashboard files use: argument-parser alone accepts
/// `nan`, `inf` and `1e309` for a Double), and each option group checks its values and its own
/// combinations in `validate()`; `CounterSettings` checks how the groups go together. Their
/// names are `CounterKey`'s.
package struct CounterCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "count",
        abstract: "Count from one value to another along an easing curve.",
        discussion: """
            Examples:
              counter-tui --from 0 --to 9999 --duration 10 --ease out
              counter-tui --to 1234567.89 --format ',##0.00' --prefix '$' --style big
              counter-tui --from 0 --to 9999 --duration 10 --style rolling --roll carry
              counter-tui --to 1000000 --format '#,##0' --style big --height 7
              counter-tui --to 42 --duration 1 | while read v; do echo "now $v"; done
              (echo 1000; sleep 1; echo 250) | counter-tui --stdin --duration 1
              counter-tui --command "cut -d' ' -f1 /proc/loadavg" --every 2s --format 0.00
              counter-tui --rate second --format bytes --history 60 \\
                --command 'cat /sys/class/net/lo/statistics/rx_bytes'
              counter-tui --from 10m --to 0                 (a countdown in real time, m:ss)
              counter-tui --from 0 --to 25m --format time   (a stopwatch)
              counter-tui --until 14:30                     (counts down to 14:30, today or tomorrow)
              counter-tui 10m                               (as termdown 10m: big digits on the wall clock)
              counter-tui '1h 5m 30s'                       (a spaced duration, as termdown takes it)
              counter-tui '2026-12-31 23:59 UTC'            (down to a date and time, in a zone)
              counter-tui 25m --no-seconds                  (25m … 2m, then m:ss, as termdown -s)
              counter-tui --stopwatch --style big           (counts up until q; l records a lap)
              counter-tui --phase Work=25m:red --phase Break=5m --repeat 4 --bell
              counter-tui 25m --end-text "Time's up" --flash-end --bell --window-title
              counter-tui 5m --step 1m --quit-after 10s    (+/- add or take a minute; ends 10 s after 0:00)
              counter-tui 10m --outfile left.txt --say      (for OBS; speaks the last 10 s)
              find / | counter-tui --count-lines --tee --title Files | gzip > list.gz
              pg_dump shop | counter-tui --count-bytes --tee --format bytes | gzip > shop.sql.gz
              counter-tui --count-bytes --tee --expect-size dump.sql < dump.sql | psql shop
              counter-tui --pid $(pgrep -n gzip)            (how far a running gzip has read, as pv -d)
              counter-tui --to 9999 --duration 10 --style rolling --record count.svg   (an animated SVG)
              counter-tui --to 9999 --duration 10 --record count.cast    (for asciinema play)

            Easing names: \(Easing.names.joined(separator: " ")),
              \(Easing.syntaxHelp)
            Locales: de_DE, en_IN, de_DE.UTF-8, de_DE@euro, C, POSIX, or auto
              (LC_ALL, then LC_NUMERIC, then LANG); a locale brings its grouping.

            \(KeyMap.helpText())
            \(ExitStatus.helpText())
            Environment: NO_COLOR turns colours off; COUNTER_TUI_ANIMATIONS=none jumps to the end.
            When stdout is not a terminal, one plain line is printed per frame.
            """
    )

    @OptionGroup(title: CountingOptions.title) var counting: CountingOptions
    @OptionGroup(title: DisplayOptions.title) var display: DisplayOptions
    @OptionGroup(title: TimerOptions.title) var timers: TimerOptions
    @OptionGroup(title: LiveOptions.title) var live: LiveOptions
    @OptionGroup(title: PipeOptions.title) var pipes: PipeOptions
    @OptionGroup(title: PresentationOptions.title) var presentation: PresentationOptions
    @OptionGroup(title: ScriptOptions.title) var scripts: ScriptOptions

    package init() {}

    /// Each group's values and the combinations within it, group by group in the help's order.
    /// Called once the command line is parsed, not as argument-parser's `validate()`, which it
    /// calls before it looks for unknown options: a mistyped option is named before a bad value.
    func check() throws {
        try counting.check()
        try display.check()
        try timers.check()
        try live.check()
        try pipes.check()
        try presentation.check()
        try scripts.check()
    }

    /// The counter's options by the names a dashboard file uses, as given (`options`' texts).
    var counterValues: [String: String] {
        Dictionary(uniqueKeysWithValues: options.texts.map { ($0.key.rawValue, $0.value) })
    }

    /// The counter's options, as the parsers of its options read them: what `CounterSpec`
    /// checks. Options with a default are always in it; others only when given.
    var options: CounterOptions {
        var options = CounterOptions()
        counting.give(to: &options)
        display.give(to: &options)
        live.give(to: &options)
        timers.give(to: &options)
        pipes.give(to: &options)
        return options
    }
}
