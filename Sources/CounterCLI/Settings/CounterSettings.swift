import ArgumentParser
import CounterEngine
import CounterLive
import CounterLocales
import CounterTUI
import Foundation

/// The single counter's settings: its `CounterSpec` plus how the program shows it.
struct CounterSettings {
    var spec: CounterSpec
    /// New targets come from stdin.
    var stdin: Bool
    /// Lines or bytes on stdin are counted (`--count-lines`, `--count-bytes`).
    var count: CountSource.Unit?
    /// Stdin is copied to stdout; the display goes to the terminal (`--tee`).
    var tee: Bool
    /// `--pid`: the process whose open files are followed (`PidRunner`).
    var pid: Int32?
    /// Where live values come from (stdin, the count of stdin, or the spec's command); nil for
    /// fixed targets.
    var feed: (any LiveFeed)?
    /// A count's figures beside the total (`--rate`, `--rate-window`, `--expect`, with the spec's
    /// thresholds and history), in place of the spec's live track.
    var countTrack: LiveTrack?
    /// The animation keeps to the wall clock from this moment, its time 0 (`--until`,
    /// `--wall-clock`); nil: the monotonic clock, with pauses.
    var wallClockOrigin: Date?
    var fps: Int
    var onDone: String?
    var inline: Bool
    var hold: Bool
    /// `--name`: the meter's name (its title), also before its summary on stderr.
    var name: String?
    var noAnimation: Bool
    var stats: Bool
    var frameAt: Double?
    var size: Size
    /// `--record FILE.cast|FILE.svg`.
    var record: RecordTarget?
    /// `--bell`, `--window-title`: what the terminal is told besides the frames.
    var bell = false
    var windowTitle = false
    /// `--flash-end`: seconds the final value blinks for (0: none).
    var flashEnd = 0.0
    /// `--end-text`: shown under the number once the count ends.
    var endText = ""
    /// `--outfile`, `--exec-cmd`, `--say` (`ScriptOutputs`).
    var outfile: String?
    var execCmd: String?
    var say = false

    /// `--step`: seconds `+` adds and `-` takes.
    var step = TimerControls.defaultStep
    /// `--quit-after`: seconds the full screen stays after the end before the run ends.
    var quitAfter: Double?
    /// The count keeps to the wall clock for a duration (`--wall-clock`, not `--until`): space
    /// may pause it, moving its end.
    var wallClockPauses = false

    /// How long `--flash-end` blinks the final value.
    static let flashEndSeconds = 3.0

    /// The default `--duration` of `--count-lines` and `--count-bytes`: short, so the number
    /// keeps close to the running total.
    static let countDuration = 0.25

    /// - Parameters:
    ///   - now: the moment `--until` counts from (the wall clock, or a fixed one in tests).
    ///   - timeZone: the zone whose clock `--until` reads.
    init(_ c: CounterCommand, now: Date = Date(), timeZone: @autoclosure () -> TimeZone = LocalZoneVariable.zone()) throws {
        var values = c.options
        let feedFlags = CounterSpec.feedOptions.map { ($0.flag ?? "", values.has($0)) }
        count = try PipeKeys.countUnit(c, feedFlags: feedFlags)
        tee = c.pipes.tee
        if let until = c.timers.until, let target = until.value {
            let seconds = try UntilOption.seconds(target, text: until.text, now: now, localZone: timeZone())
            for (flag, given) in [("--from", c.counting.from != nil), ("--to", c.counting.to != nil), ("--stdin", c.live.stdin),
                                  ("--stopwatch", c.timers.stopwatch), ("--phase", !c.timers.phase.isEmpty)] + feedFlags
                + [("--count-lines", c.pipes.countLines), ("--count-bytes", c.pipes.countBytes)]
            where given {
                throw ValidationError("--until: got \(flag) too; expected --until alone (it counts down from now to that time)")
            }
            if let format = values.format, !format.isTime {
                throw ValidationError("--until: got --format \(values.text(.format) ?? ""); expected a time format (time, m:ss, mm:ss, h:mm:ss, hh:mm:ss) or none")
            }
            // A duration from now: a countdown in real time, shown as a time unless a format says otherwise.
            values.set(.from, CountValue(seconds: seconds), text: "\(seconds)s", \.from)
            values.set(.to, CountValue(seconds: 0), text: "0s", \.to)
            if !values.has(.format) { values.set(.format, .time(.automatic), text: "time", \.format) }
            wallClockOrigin = now
        }
        // A count shows its total, its rate beside it: `--rate` names the rate's unit only.
        var countRate = RateUnit.second
        if count != nil {
            if !values.has(.duration) { values.set(.duration, Self.countDuration, text: "\(Self.countDuration)", \.duration) }
            if let rate = values.rate {
                countRate = rate
                values.remove(.rate, \.rate)
            }
        }
        let (window, expected) = try PipeKeys.countFigures(c, counting: count)
        let rateLimit = c.pipes.rateLimit?.value
        let (files, filesBytes) = try PipeFiles.check(c, counting: count)
        if c.timers.stopwatch || !c.timers.phase.isEmpty, let live = Self.liveFlag(c, counting: count) {
            let timer = c.timers.stopwatch ? "--stopwatch" : "--phase"
            throw ValidationError("\(timer): got \(live) too; expected one of them (\(timer) counts time, \(live) counts values that arrive)")
        }
        pid = try PidKeys.pid(c, feedFlags: feedFlags)
        do {
            spec = try CounterSpec(values, live: c.live.stdin || count != nil || pid != nil)
        } catch {
            // The phases of a dashboard file are `--phase` options on the command line.
            // `--name` is the title: an error about it names the option given.
            let key = error.key == "phases" ? "phase" : error.key == "title" && c.display.name != nil ? "name" : error.key
            throw ValidationError("--\(key): \(error.detail)")
        }
        // A count is read as `134,817`: grouped, unless a format says otherwise.
        if count != nil && !values.has(.format) { spec.format.usesGrouping = true }
        stdin = c.live.stdin
        if stdin, let key = spec.feedKey {
            throw ValidationError("--stdin: expected either --stdin or --\(key), not both")
        }
        if stdin {
            feed = StdinSource.Feed()
        } else if let count {
            var counting = CountSource.Feed(unit: count, tee: tee)
            counting.format = spec.format
            counting.rateUnit = countRate
            counting.expected = expected ?? filesBytes
            counting.rateLimit = rateLimit
            counting.files = files
            feed = counting
            countTrack = LiveTrack(history: spec.history, thresholds: spec.thresholds,
                                   throughput: Throughput(noun: count.rawValue, unit: countRate, window: window, expected: expected ?? filesBytes))
        } else {
            feed = spec.feed
        }
        fps = c.display.fps.value ?? 60
        onDone = c.counting.onDone?.value
        inline = c.display.inline
        hold = c.display.hold
        if hold, var count = feed as? CountSource.Feed {
            count.holds = true
            feed = count
        }
        if spec.style == .gauge {
            throw ValidationError("--style: got 'gauge'; expected label, big, rolling or auto (gauge is a style of a board's card)")
        }
        if inline && spec.style != .label {
            throw ValidationError("--inline: got --style \(spec.style.rawValue); expected the label style (big and rolling digits need the full screen)")
        }
        name = try MeterName.checked(c.display, title: spec.title)
        noAnimation = c.presentation.noAnimation
        stats = c.presentation.stats
        frameAt = c.presentation.snapshotTime
        size = c.presentation.snapshotSize
        record = try c.presentation.recordTarget()
        if stats && record != nil && !isLive { throw RecordTarget.statsRefused }
        bell = c.timers.bell
        windowTitle = c.timers.windowTitle
        flashEnd = c.timers.flashEnd ? Self.flashEndSeconds : 0
        if let text = c.timers.endText {
            let clean = TextSanitizer.clean(text).precomposedStringWithCanonicalMapping
            guard !clean.trimmingCharacters(in: .whitespaces).isEmpty, clean.count <= 200 else {
                throw FlagValue.invalid("--end-text", text, "a text of 1 to 200 printable characters, e.g. \"Time's up\"")
            }
            endText = clean
        }
        if inline, let flag = c.timers.flashEnd ? "--flash-end" : (c.timers.endText != nil ? "--end-text" : nil) {
            throw ValidationError("\(flag): expected the full screen, not --inline (the line shows the value alone)")
        }
        try readScripts(c)
        if spec.timer?.isStopwatch == true {
            for (flag, given) in [("--flash-end", c.timers.flashEnd), ("--end-text", c.timers.endText != nil), ("--hold", c.display.hold),
                                  ("--on-done", c.counting.onDone != nil), ("--say", say)] where given {
                throw ValidationError("\(flag): a stopwatch has no end (it counts until q); leave out \(flag) or --stopwatch")
            }
        }
        if c.timers.wallClock {
            if let feed = Self.liveFlag(c, counting: count) {
                throw ValidationError("--wall-clock: got \(feed) too; expected fixed targets (live values have no end to keep)")
            }
            wallClockPauses = wallClockOrigin == nil
            wallClockOrigin = wallClockOrigin ?? now
        }
        try TimerLookFlags.apply(c, to: &self)
        try readTimerKeys(c)
    }

    /// `--step` and `--quit-after`: durations; `--quit-after` needs an end and no `--hold`.
    private mutating func readTimerKeys(_ c: CounterCommand) throws {
        if let seconds = c.timers.step?.value { step = seconds }
        guard let seconds = c.timers.quitAfter?.value else { return }
        quitAfter = seconds
        if hold { throw ValidationError("--quit-after: got --hold too; expected one of them (--hold waits for a key)") }
        if spec.timer?.isStopwatch == true {
            throw ValidationError("--quit-after: a stopwatch has no end (it counts until q); leave out --quit-after or --stopwatch")
        }
        if let count {
            throw ValidationError("--quit-after: a count ends with its input (\(count == .lines ? "--count-lines" : "--count-bytes")); "
                + "leave out --quit-after, or use --hold to keep the screen until a key")
        }
    }

    /// `--outfile`, `--exec-cmd` and `--say`, checked (the file's folder and espeak-ng are
    /// looked at before the display, `CounterRunner`).
    private mutating func readScripts(_ c: CounterCommand) throws {
        outfile = c.scripts.outfile
        execCmd = c.scripts.execCmd?.value
        say = c.scripts.say
        if say, let feed = Self.liveFlag(c, counting: count) {
            throw ValidationError("--say: got \(feed) too; expected a countdown or phases (live values have no last seconds to speak)")
        }
        if say && spec.timer == nil && !(spec.format.isTime && spec.from > spec.to) {
            throw ValidationError("--say: expected a countdown of time to speak (e.g. 10m, --from 1m --to 0, --until 14:30) or --phase")
        }
        if frameAt != nil, let flag = scriptFlag {
            throw ValidationError("\(flag): expected a run on a display, not --frame-at (one frame shows no changes)")
        }
    }

    /// The first of `--outfile`, `--exec-cmd`, `--say` given, as typed; nil: none.
    var scriptFlag: String? {
        outfile != nil ? "--outfile" : execCmd != nil ? "--exec-cmd" : say ? "--say" : nil
    }

    /// A counter another command sets up whole (`clock`): its spec, frame rate, `--frame-at` and
    /// `--size`, and nothing live, piped or timed beyond what the spec says.
    init(spec: CounterSpec, fps: Int, frameAt: Double?, size: Size) {
        self.spec = spec
        self.fps = fps
        self.frameAt = frameAt
        self.size = size
        stdin = false
        count = nil
        tee = false
        feed = nil
        countTrack = nil
        wallClockOrigin = nil
        onDone = nil
        inline = false
        hold = false
        noAnimation = false
        stats = false
        record = nil
    }

    /// The option that makes values live (`--stdin`, `--command`, a count), if one was given.
    private static func liveFlag(_ c: CounterCommand, counting: CountSource.Unit?) -> String? {
        if c.live.stdin { return "--stdin" }
        if c.live.command != nil { return "--command" }
        return counting.map { "--count-\($0.rawValue)" }
    }

    /// Values arrive while it runs (stdin, a command, counted input): a recording is made in
    /// real time beside the display, not rendered ahead.
    var isLive: Bool { feed != nil }
}
