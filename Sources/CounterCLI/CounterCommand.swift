import ArgumentParser
import CounterEngine
import CounterTUI

/// `counter-tui`: animates a number from one value to another in the terminal.
///
/// Options arrive as strings and are parsed by counter-tui's own parsers, because
/// argument-parser alone accepts `nan`, `inf` and `1e309` for a Double.
public struct CounterCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "counter-tui",
        abstract: "Animate a number in the terminal: count from one value to another along an easing curve.",
        discussion: """
            Examples:
              counter-tui --from 0 --to 9999 --duration 10 --ease out
              counter-tui --to 1234567.89 --format ',##0.00' --prefix '$' --style big
              counter-tui --from 0 --to 9999 --duration 10 --style rolling --roll carry
              counter-tui --to 42 --duration 1 | while read v; do echo "now $v"; done
              (echo 1000; sleep 1; echo 250) | counter-tui --stdin --duration 1
              counter-tui --command "cut -d' ' -f1 /proc/loadavg" --every 2s --format 0.00

            Easing names: \(Easing.names.joined(separator: " ")),
              \(Easing.syntaxHelp)

            Keys: q or Esc quit, Ctrl-C interrupts (exit 130), space pauses, r restarts, Ctrl-L repaints.
            Exit status: 0 done, 64 bad usage, 65/66 bad or missing dashboard file,
            74 output not writable, 128+N after signal N (130 SIGINT, 143 SIGTERM).
            Environment: NO_COLOR turns colours off; COUNTER_TUI_ANIMATIONS=none jumps to the end.
            When stdout is not a terminal, one plain line is printed per frame.
            """
    )

    @Option(parsing: .unconditional, help: ArgumentHelp("Start value (default 0), e.g. --from -5.", valueName: "N"))
    var from: String = "0"

    @Option(parsing: .unconditional, help: ArgumentHelp("End value, e.g. --to 9999 or --to 1e6 (with --stdin or --command: optional).", valueName: "N"))
    var to: String?

    @Flag(help: "Read new targets from stdin, one number per line; each animates from the value on screen.")
    var stdin = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Run a shell command every --every and count to the first number it prints, e.g. --command \"cut -d' ' -f1 /proc/loadavg\".", valueName: "CMD"))
    var command: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Interval of --command (default 2s), e.g. --every 500ms.", valueName: "D"))
    var every: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Longest a --command run may take before it is killed (default: the interval).", valueName: "D"))
    var timeout: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("How long to count: 10, 2.5s, 500ms, 1m (default 2s).", valueName: "D"))
    var duration: String = "2"

    @Option(parsing: .unconditional, help: ArgumentHelp("Wait before counting, e.g. --delay 500ms (default 0).", valueName: "D"))
    var delay: String = "0"

    @Option(parsing: .unconditional, help: ArgumentHelp("Easing curve: linear, in, out, in-out, out-back, spring, … (default out).", valueName: "NAME"))
    var ease: String = "out"

    @Option(parsing: .unconditional, help: ArgumentHelp("Exponent of the in/out/in-out power curves (default 3), e.g. --exponent 2.", valueName: "E"))
    var exponent: String = "3"

    @Option(parsing: .unconditional, help: ArgumentHelp("Frames per second, 1 to 240 (default 60; 100 is the seeds' rate).", valueName: "N"))
    var fps: String = "60"

    @Option(parsing: .unconditional, help: ArgumentHelp("int, float, percent, compact or a pattern: ,##0.00  #,##0  0.0  00000.", valueName: "F"))
    var format: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Exactly N decimals, 0 to 20, e.g. --decimals 2.", valueName: "N"))
    var decimals: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Text before the number, after the sign: --prefix '$' gives -$5.", valueName: "TEXT"))
    var prefix: String = ""

    @Option(parsing: .unconditional, help: ArgumentHelp("Text after the number, e.g. --suffix ' pts'.", valueName: "TEXT"))
    var suffix: String = ""

    @Option(parsing: .unconditional, help: ArgumentHelp("Separators of a locale: de_DE gives 1.234.567,89, en_IN 12,34,567.89.", valueName: "ID"))
    var locale: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("label (default), big (big digits) or rolling (odometer wheels), e.g. --style rolling.", valueName: "STYLE"))
    var style: String = "label"

    @Option(parsing: .unconditional, help: ArgumentHelp("How rolling digits move: carry (odometer, default), shortest, up or down.", valueName: "MODE"))
    var roll: String = "carry"

    @Option(parsing: .unconditional, help: ArgumentHelp("Run a shell command once the counter settles, with COUNTER_VALUE set, e.g. --on-done 'notify-send \"$COUNTER_VALUE\"'.", valueName: "CMD"))
    var onDone: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Big-digit font: auto (default), box (Unicode) or ascii.", valueName: "FONT"))
    var font: String = "auto"

    @Option(parsing: .unconditional, help: ArgumentHelp("A title above the number, e.g. --title Revenue.", valueName: "TEXT"))
    var title: String = ""

    @Option(parsing: .unconditional, help: ArgumentHelp("Colour of the number: \(Color.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "NAME"))
    var color: String = "default"

    @Flag(help: "Draw on the current line instead of the full screen; the final value stays there.")
    var inline = false

    @Flag(help: "After the end, keep the screen until a key is pressed.")
    var hold = false

    @OptionGroup var presentation: PresentationOptions

    public init() {}

    /// The validated settings, built in `validate()`.
    var settings: CounterSettings?

    public mutating func validate() throws {
        settings = try CounterSettings(self)
    }

    enum CodingKeys: String, CodingKey {
        case from, to, stdin, command, every, timeout, duration, delay, ease, exponent, fps, format, decimals, prefix, suffix,
            locale, style, roll, onDone, font,
            title, color, inline, hold, presentation
    }
}
