import ArgumentParser
import CounterEngine
import CounterLocales
import CounterSystem
import CounterTUI
import Foundation

/// `counter-tui clock`: the time of day, big, all day (as `tty-clock -c`), in a zone, with a
/// date line. It is a counter whose timer is the wall clock (`ClockTimer`), so every style,
/// colour, plain lines and the frame pipeline are the counter's.
package struct ClockCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "clock",
        abstract: "Show the time of day: big digits, a label or rolling digits, in any zone.",
        discussion: """
            Examples:
              counter-tui clock                      (the local time, big, HH:MM)
              counter-tui clock --seconds --date     (13:45:30, 2026-11-27 under it)
              counter-tui clock --12h --tz America/New_York --style rolling
              counter-tui clock --utc --style label --seconds | while read t; …
              counter-tui dashboard boards/world-clock.yaml   (a world clock)

            The time is read from the real-time clock at every change, in the
            zone's rules at that instant: DST changes, midnight and a suspended
            machine show the right time at once. A frame is drawn only when the
            time shown changes (once a minute; once a second with --seconds);
            rolling digits turn for 0.3 s at each change.
            Keys: q or Esc quit, Ctrl-C interrupts (exit 130), Ctrl-L repaints;
              space and r do nothing on a clock (a note says so).
            \(ExitStatus.helpText())
            Piped, one plain line is printed per change (13:45:30).
            """
    )

    @OptionGroup(title: ClockOptions.title) var clock: ClockOptions

    @Option(name: .customLong("font"), parsing: .unconditional, help: ArgumentHelp("Big-digit font: auto, box or ascii.", valueName: "FONT"))
    var font = Parsed<FontOption>("auto")

    @Option(name: .customLong("height"), parsing: .unconditional, help: ArgumentHelp("Rows of big and rolling digits: auto or a number (3, or 4, 7, 11, …). (default: auto)", valueName: "N"))
    var height: Parsed<HeightOption>?

    @Option(name: .customLong("color"), parsing: .unconditional, help: ArgumentHelp("Colour of the time: \(CompletionValues.colors.joined(separator: ", ")).", valueName: "NAME"))
    var color = Parsed<ColorOption>("default")

    @Option(name: .customLong("title"), parsing: .unconditional, help: ArgumentHelp("A title in the line under the time, before the date (Home · 2026-11-27), inside --box.", valueName: "TEXT"))
    var title = Parsed<TitleOption>("")

    @Option(name: .customLong("fps"), parsing: .unconditional, help: ArgumentHelp("Frames per second at most, 1 to 240 (rolling digits).", valueName: "N"))
    var fps = Parsed<FrameRateOption>("60")

    @Option(name: .customLong("frame-at"), parsing: .unconditional, help: ArgumentHelp("Print the frame T after now as text and exit.", valueName: "T"))
    var frameAt: Parsed<DurationOption>?

    @Option(name: .customLong("size"), parsing: .unconditional, help: ArgumentHelp("Frame size for --frame-at, COLSxROWS.", valueName: "SIZE"))
    var size = Parsed<FrameSizeOption>("80x24")

    package init() {}

    /// Each value, as its parser read it: the first refused is the error. (Not `validate()`,
    /// which argument-parser calls before it looks for unknown options: those come first.)
    private func checkValues() throws {
        _ = try clock.style.value("--style")
        _ = try font.value("--font")
        _ = try height?.value("--height")
        _ = try color.value("--color")
        _ = try title.value("--title")
        _ = try fps.value("--fps")
        _ = try frameAt?.value("--frame-at")
        _ = try size.value("--size")
        _ = try clock.zone?.value("--tz")
        _ = try clock.date?.value("--date")
    }

    /// The counter this clock is, as `count` runs it: its settings with the clock as its timer.
    func settings(now: Date) throws -> CounterSettings {
        try checkValues()
        // The counter's own options, as `count` would take them from its command line, without
        // parsing one (a second parse of count's options cost more than the first frame).
        var values = CounterOptions()
        values.set(.from, .zero, text: "0", \.from)
        values.set(.to, .zero, text: "0", \.to)
        values.set(.format, ClockCommand.format, text: "hh:mm:ss", \.format)
        values.give(.style, clock.style, \.style)
        values.give(.font, font, \.font)
        values.give(.color, color, \.color)
        values.give(.title, title, \.title)
        values.give(.height, height, \.height)
        let spec: CounterSpec
        do {
            spec = try CounterSpec(values, live: false)
        } catch {
            throw ValidationError("--\(error.key): \(error.detail)")
        }
        if spec.style == .gauge {
            throw ValidationError("--style: got 'gauge'; expected big, label or rolling (the time of day has no range)")
        }
        var settings = CounterSettings(spec: spec, fps: fps.value ?? 60, frameAt: frameAt?.value,
                                       size: size.value ?? Size(columns: 80, rows: 24))
        let zone = try Self.zone(utc: clock.utc, named: clock.zone?.value)
        let dateLine = clock.date?.value
        let style = settings.spec.style
        var timer = ClockTimer(dial: ClockDial(seconds: clock.seconds, twelveHour: clock.twelveHour), zone: zone,
                               origin: now.timeIntervalSince1970, dateLine: dateLine, meridiemInText: style == .label,
                               rollSeconds: style == .rolling ? ClockTimer.roll : 0)
        timer.boxed = clock.box
        timer.blink = clock.blink
        settings.spec.timer = .clock(timer)
        settings.spec.format = timer.format
        settings.wallClockOrigin = now
        return settings
    }

    /// A clock's format before its dial decides it: hh:mm:ss.
    static let format = NumberFormat.time(TimePattern(hours: .always, hourDigits: 2))

    /// The zone of `--utc` or `--tz` (`named`); the local zone without either.
    static func zone(utc: Bool, named zone: FoundationZone?) throws -> any ZoneRules {
        if utc && zone != nil { throw ValidationError("--utc: got --tz too; expected one of them") }
        if utc { return FixedOffsetZone.utc }
        return zone ?? FoundationZone.local
    }
}
