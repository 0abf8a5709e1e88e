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
    var font = "auto"

    @Option(name: .customLong("height"), parsing: .unconditional, help: ArgumentHelp("Rows of big and rolling digits: auto or a number (3, or 4, 7, 11, …). (default: auto)", valueName: "N"))
    var height: String?

    @Option(name: .customLong("color"), parsing: .unconditional, help: ArgumentHelp("Colour of the time: \(CompletionValues.colors.joined(separator: ", ")).", valueName: "NAME"))
    var color = "default"

    @Option(name: .customLong("title"), parsing: .unconditional, help: ArgumentHelp("A title in the line under the time, before the date (Home · 2026-11-27), inside --box.", valueName: "TEXT"))
    var title = ""

    @Option(name: .customLong("fps"), parsing: .unconditional, help: ArgumentHelp("Frames per second at most, 1 to 240 (rolling digits).", valueName: "N"))
    var fps = "60"

    @Option(name: .customLong("frame-at"), parsing: .unconditional, help: ArgumentHelp("Print the frame T after now as text and exit.", valueName: "T"))
    var frameAt: String?

    @Option(name: .customLong("size"), parsing: .unconditional, help: ArgumentHelp("Frame size for --frame-at, COLSxROWS.", valueName: "SIZE"))
    var size = "80x24"

    package init() {}

    /// The counter this clock is, as `count` runs it: its settings with the clock as its timer.
    func settings(now: Date) throws -> CounterSettings {
        // The counter's own options, as `count` would take them from its command line, without
        // parsing one (a second parse of count's options cost more than the first frame).
        var values: CounterOptions = ["from": "0", "to": "0", "format": "hh:mm:ss", "style": clock.style, "font": font,
                                      "color": color, "title": title, "roll": CounterKey.roll.defaultValue]
        if let height { values[.height] = height }
        let spec: CounterSpec
        do {
            spec = try CounterSpec(values, live: false)
        } catch {
            throw ValidationError("--\(error.key): \(error.detail)")
        }
        if spec.style == .gauge {
            throw ValidationError("--style: got 'gauge'; expected big, label or rolling (the time of day has no range)")
        }
        var settings = CounterSettings(spec: spec, fps: try FlagValue.fps(fps, flag: "--fps"),
                                       frameAt: try frameAt.map { try FlagValue.duration($0, flag: "--frame-at") },
                                       size: try FlagValue.size(size))
        let zone = try Self.zone(utc: clock.utc, name: clock.zone)
        var dateLine: ClockDateFormat?
        if let text = clock.date {
            let clean = TextSanitizer.clean(text)
            if clean.count > 200 {
                throw ValidationError("--date: got a format of \(clean.count) characters; expected at most 200")
            }
            guard !clean.isEmpty, case .success(let format) = ClockDateFormat.parse(clean) else {
                throw FlagValue.invalid("--date", text, "a date format of %Y %y %m %d %e %H %I %M %S %p %a %A %b %B %j %Z %z %F %T %%, e.g. '%a %e %b %Y'")
            }
            dateLine = format
        }
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

    /// The zone of `--utc` or `--tz NAME`; the local zone without either.
    static func zone(utc: Bool, name: String?) throws -> any ZoneRules {
        if utc && name != nil { throw ValidationError("--utc: got --tz too; expected one of them") }
        if utc { return FixedOffsetZone.utc }
        guard let name else { return FoundationZone.local }
        switch FoundationZone.named(name) {
        case .success(let zone): return zone
        case .failure(let error): throw ValidationError("--tz: \(error.description)")
        }
    }
}
