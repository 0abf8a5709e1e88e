import ArgumentParser
import CounterEngine
import CounterTUI

/// `counter-tui count` (the default subcommand): animates a number from one value to another.
///
/// Options arrive as strings and are parsed by counter-tui's own parsers, because
/// argument-parser alone accepts `nan`, `inf` and `1e309` for a Double.
public struct CounterCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
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
              counter-tui 10m                               (as termdown 10m: --from 10m --to 0; 14:30 is --until 14:30)
              counter-tui --stopwatch --style big           (counts up until q; l records a lap)
              counter-tui --phase Work=25m:red --phase Break=5m --repeat 4 --bell
              counter-tui 25m --end-text "Time's up" --flash-end --bell --window-title
              find / | counter-tui --count-lines --tee --title Files | gzip > list.gz
              pg_dump shop | counter-tui --count-bytes --tee --format bytes | gzip > shop.sql.gz
              counter-tui --count-bytes --tee --expect-size dump.sql < dump.sql | psql shop
              counter-tui --to 9999 --duration 10 --style rolling --record count.svg   (an animated SVG)
              counter-tui --to 9999 --duration 10 --record count.cast    (for asciinema play)

            Easing names: \(Easing.names.joined(separator: " ")),
              \(Easing.syntaxHelp)
            Locales: de_DE, en_IN, de_DE.UTF-8, de_DE@euro, C, POSIX, or auto
              (LC_ALL, then LC_NUMERIC, then LANG); a locale brings its grouping.

            Keys: q or Esc quit, Ctrl-C interrupts (exit 130), space pauses, r restarts, l records a lap
              (--stopwatch), Ctrl-L repaints.
            Exit status: 0 done, 64 bad usage, 65/66 bad or missing dashboard file,
            71 a machine limit (descriptors, processes, memory), 74 output not writable,
            128+N after signal N (130 SIGINT, 143 SIGTERM).
            Environment: NO_COLOR turns colours off; COUNTER_TUI_ANIMATIONS=none jumps to the end.
            When stdout is not a terminal, one plain line is printed per frame.
            """
    )

    @Option(parsing: .unconditional, help: ArgumentHelp("Start value, e.g. --from -5 or 10m. (default: 0)", valueName: "N"))
    var from: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("End value, e.g. --to 9999, --to 1e6 or --to 25m; optional with --stdin or --command.", valueName: "N"))
    var to: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Count down to a time of day, HH:MM or HH:MM:SS (today, or tomorrow if it has passed).", valueName: "HH:MM"))
    var until: String?

    @Flag(help: "Keep the count to the wall clock: it ends at the real time it was due, whatever stops it meanwhile (Ctrl-Z, a suspended machine); space does not pause it. Always so with --until.")
    var wallClock = false

    @Flag(help: "An open-ended stopwatch: count up one second a second, from 0 or --from, until q; l records a lap, space pauses.")
    var stopwatch = false

    @Option(parsing: .unconditionalSingleValue, help: ArgumentHelp("A timed phase NAME=DURATION[:COLOUR]; give one for each phase, run back to back in order, e.g. --phase Work=25m:red --phase Break=5m.", valueName: "PHASE"))
    var phase: [String] = []

    @Option(parsing: .unconditional, help: ArgumentHelp("With --phase: run the phases N times, or forever. (default: 1)", valueName: "N"))
    var `repeat`: String?

    @Flag(help: "Ring the terminal's bell at the end, at each threshold crossed and at each new phase.")
    var bell = false

    @Flag(help: "Blink the final value for a few seconds when the count ends.")
    var flashEnd = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Text shown under the number once the count ends, e.g. --end-text \"Time's up\".", valueName: "TEXT"))
    var endText: String?

    @Flag(help: "Show the value (and phase) in the terminal's window or tab title while it runs; the title comes back at the end.")
    var windowTitle = false

    @Flag(help: "Count the lines on stdin as they arrive (like pv -l).")
    var countLines = false

    @Flag(help: "Count the bytes on stdin as they arrive.")
    var countBytes = false

    @Flag(help: "With --count-lines or --count-bytes: copy stdin to stdout unchanged; the display goes to the terminal.")
    var tee = false

    @Option(parsing: .unconditional, help: ArgumentHelp("With --count-lines or --count-bytes: the rate beside the total is over the last D, e.g. --rate-window 10s. (default: 5s)", valueName: "D"))
    var rateWindow: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("With --count-lines or --count-bytes: the total expected, for the percent, a progress bar and the time left (as pv -s), e.g. --expect 1000000.", valueName: "N"))
    var expect: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("With --count-bytes: expect as many bytes as FILE holds, e.g. --expect-size dump.sql.", valueName: "FILE"),
            completion: .file())
    var expectSize: String?

    @Flag(help: "Read new targets from stdin, one number per line; each animates from the value on screen.")
    var stdin = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Run a shell command every --every and count to the first number it prints, e.g. --command \"cut -d' ' -f1 /proc/loadavg\".", valueName: "CMD"))
    var command: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Interval of --command, e.g. --every 500ms. (default: 2s)", valueName: "D"))
    var every: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Longest a --command run may take before it is killed. (default: the interval)", valueName: "D"))
    var timeout: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Show live values (growing totals) as their change per second, minute or hour, from the real time between samples, e.g. --rate second.", valueName: "UNIT"),
            completion: .list(RateUnit.allCases.map(\.rawValue)))
    var rate: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Colour the value yellow at or above N (with --below: at or below), e.g. --warn 80.", valueName: "N"))
    var warn: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Colour the value red at or above N (with --below: at or below), e.g. --critical 95.", valueName: "N"))
    var critical: String?

    @Flag(help: "With --warn and --critical: low values are bad (the value is past a limit at or below it).")
    var below = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Keep the last N live samples and draw them as a sparkline under the value, e.g. --history 60.", valueName: "N"))
    var history: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("How long to count: 10, 2.5s, 500ms, 1m or 1h30m. (default: 2s; the span itself for durations like --from 10m; 0.25s with --count-lines)", valueName: "D"))
    var duration: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Wait before counting, e.g. --delay 500ms.", valueName: "D"))
    var delay: String = "0"

    @Option(parsing: .unconditional, help: ArgumentHelp("Easing curve: linear, in, out, in-out, out-back, spring, … (every name below). (default: out; linear for durations like --from 10m)", valueName: "NAME"),
            completion: .list(CompletionValues.easings))
    var ease: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Exponent of the in, out and in-out power curves, e.g. --exponent 2.", valueName: "E"))
    var exponent: String = "3"

    @Option(parsing: .unconditional, help: ArgumentHelp("Frames per second, 1 to 240.", valueName: "N"))
    var fps: String = "60"

    @Option(parsing: .unconditional, help: ArgumentHelp("int, float, percent, compact, bytes (KiB MiB GiB), bytes-si (kB MB GB), si (k M G), time (m:ss, h:mm:ss), mm:ss, hh:mm:ss, mm:ss.s, mm:ss.ss or a pattern: ,##0.00  #,##0  0.0  00000. (default: the decimals as typed; time for durations)", valueName: "F"),
            completion: .list(CompletionValues.formats))
    var format: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Exactly N decimals, 0 to 20, e.g. --decimals 2.", valueName: "N"))
    var decimals: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Text before the number, after the sign: --prefix '$' gives -$5.", valueName: "TEXT"))
    var prefix: String = ""

    @Option(parsing: .unconditional, help: ArgumentHelp("Text after the number, e.g. --suffix ' pts'.", valueName: "TEXT"))
    var suffix: String = ""

    @Option(parsing: .unconditional, help: ArgumentHelp("Separators and grouping of a locale: de_DE gives 1.234.567,89, en_IN 12,34,567.89; auto reads LC_ALL, LC_NUMERIC, LANG. (default: C, 1234567.89)", valueName: "ID"),
            completion: .list(CompletionValues.locales))
    var locale: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("label, big (big digits) or rolling (odometer wheels).", valueName: "STYLE"),
            completion: .list(CompletionValues.styles))
    var style: String = "label"

    @Option(parsing: .unconditional, help: ArgumentHelp("How rolling digits move: carry (an odometer), shortest, up or down.", valueName: "MODE"),
            completion: .list(CompletionValues.rollModes))
    var roll: String = "carry"

    @Option(parsing: .unconditional, help: ArgumentHelp("Run a shell command once the counter settles, with COUNTER_VALUE set, e.g. --on-done 'notify-send \"$COUNTER_VALUE\"'.", valueName: "CMD"))
    var onDone: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Big-digit font: auto (box when the locale is UTF-8), box (Unicode) or ascii.", valueName: "FONT"),
            completion: .list(CompletionValues.fonts))
    var font: String = "auto"

    @Option(parsing: .unconditional, help: ArgumentHelp("Rows of big and rolling digits: auto (the largest that fits the screen, again on resize) or a number, 3 (box-drawing) or from 4 (solid pixels: 4, 7, 11, 14, …). (default: auto)", valueName: "N"))
    var height: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("A title above the number (Title: value with --inline), e.g. --title Revenue.", valueName: "TEXT"))
    var title: String = ""

    @Option(parsing: .unconditional, help: ArgumentHelp("Colour of the number: \(CompletionValues.colors.joined(separator: ", ")).", valueName: "NAME"),
            completion: .list(CompletionValues.colors))
    var color: String = "default"

    @Flag(help: "Draw on the current line from the cursor, instead of the full screen; the final value stays there.")
    var inline = false

    @Flag(help: "After the end, keep the screen until a key is pressed.")
    var hold = false

    @OptionGroup var presentation: PresentationOptions

    public init() {}

    /// The counter's options by key (the names a dashboard file uses), as typed: what
    /// `CounterSpec` validates. Options with a default are always in it (with the default, the
    /// same as `CounterSpec`'s own); others only when given.
    var counterValues: [String: String] {
        var values: [String: String] = [
            "delay": delay, "exponent": exponent, "prefix": prefix, "suffix": suffix, "style": style,
            "roll": roll, "font": font, "title": title, "color": color,
        ]
        values["from"] = from
        values["to"] = to
        values["duration"] = duration
        values["ease"] = ease
        values["command"] = command
        values["every"] = every
        values["timeout"] = timeout
        values["format"] = format
        values["decimals"] = decimals
        values["locale"] = locale
        values["height"] = height
        values["rate"] = rate
        values["warn"] = warn
        values["critical"] = critical
        values["below"] = below ? "true" : nil
        values["history"] = history
        values["stopwatch"] = stopwatch ? "true" : nil
        // Phases go to the counter as one value, `;` between them (as in a dashboard file).
        values["phases"] = phase.isEmpty ? nil : phase.joined(separator: ";")
        values["repeat"] = `repeat`
        return values
    }

    enum CodingKeys: String, CodingKey {
        case from, to, until, wallClock, stopwatch, phase, `repeat`, bell, flashEnd, endText, windowTitle, countLines, countBytes, tee, rateWindow, expect, expectSize, stdin, command, every, timeout, rate, warn, critical, below, history,
            duration, delay, ease, exponent, fps, format, decimals, prefix, suffix,
            locale, style, roll, onDone, font, height,
            title, color, inline, hold, presentation
    }
}
