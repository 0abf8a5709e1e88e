import ArgumentParser
import CounterEngine
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

    /// How long `--flash-end` blinks the final value.
    static let flashEndSeconds = 3.0

    /// The default `--duration` of `--count-lines` and `--count-bytes`: short, so the number
    /// keeps close to the running total.
    static let countDuration = "0.25"

    /// - Parameters:
    ///   - now: the moment `--until` counts from (the wall clock, or a fixed one in tests).
    ///   - timeZone: the zone whose clock `--until` reads.
    init(_ c: CounterCommand, now: Date = Date(), timeZone: @autoclosure () -> TimeZone = .current) throws {
        var values = c.counterValues
        let feedFlags = CounterSpec.feedKeys.map { ("--\($0)", values[$0] != nil) }
        count = try Self.countUnit(c, feedFlags: feedFlags)
        tee = c.tee
        if let text = c.until {
            guard let time = TimeOfDay(text) else {
                throw Self.invalid("--until", text, "a time of day HH:MM or HH:MM:SS, e.g. 14:30 or 07:05:30")
            }
            for (flag, given) in [("--from", c.from != nil), ("--to", c.to != nil), ("--stdin", c.stdin),
                                  ("--stopwatch", c.stopwatch), ("--phase", !c.phase.isEmpty)] + feedFlags
                + [("--count-lines", c.countLines), ("--count-bytes", c.countBytes)]
            where given {
                throw ValidationError("--until: got \(flag) too; expected --until alone (it counts down from now to that time)")
            }
            if let pattern = values["format"], case .success(let format) = NumberFormat.parse(pattern), !format.isTime {
                throw ValidationError("--until: got --format \(pattern); expected a time format (time, m:ss, mm:ss, h:mm:ss, hh:mm:ss) or none")
            }
            // A duration from now: a countdown in real time, shown as a time unless a format says otherwise.
            values["from"] = "\(time.seconds(from: now, in: timeZone()))s"
            values["to"] = "0s"
            values["format"] = values["format"] ?? "time"
            wallClockOrigin = now
        }
        // A count shows its total, its rate beside it: `--rate` names the rate's unit only.
        var countRate = RateUnit.second
        if count != nil {
            values["duration"] = values["duration"] ?? Self.countDuration
            if let text = values.removeValue(forKey: "rate") {
                guard let unit = RateUnit(rawValue: text) else { throw Self.invalid("--rate", text, "second, minute or hour") }
                countRate = unit
            }
        }
        let (window, expected) = try Self.countFigures(c, counting: count)
        if c.stopwatch || !c.phase.isEmpty, let live = Self.liveFlag(c, counting: count) {
            let timer = c.stopwatch ? "--stopwatch" : "--phase"
            throw ValidationError("\(timer): got \(live) too; expected one of them (\(timer) counts time, \(live) counts values that arrive)")
        }
        do {
            spec = try CounterSpec(values, live: c.stdin || count != nil)
        } catch {
            // The phases of a dashboard file are `--phase` options on the command line.
            throw ValidationError("--\(error.key == "phases" ? "phase" : error.key): \(error.detail)")
        }
        // A count is read as `134,817`: grouped, unless a format says otherwise.
        if count != nil && values["format"] == nil { spec.format.usesGrouping = true }
        stdin = c.stdin
        if stdin, let key = spec.feedKey {
            throw ValidationError("--stdin: expected either --stdin or --\(key), not both")
        }
        if stdin {
            feed = StdinSource.Feed()
        } else if let count {
            var counting = CountSource.Feed(unit: count, tee: tee)
            counting.format = spec.format
            counting.rateUnit = countRate
            feed = counting
            countTrack = LiveTrack(history: spec.history, thresholds: spec.thresholds,
                                   throughput: Throughput(noun: count.rawValue, unit: countRate, window: window, expected: expected))
        } else {
            feed = spec.feed
        }
        fps = try Self.fps(c.fps, flag: "--fps")
        if let command = c.onDone {
            guard !command.allSatisfy({ $0 == " " || $0 == "\t" }), command.utf8.count <= 4096,
                !command.unicodeScalars.contains("\0")
            else { throw Self.invalid("--on-done", command, "a shell command of at most 4096 bytes") }
        }
        onDone = c.onDone
        inline = c.inline
        hold = c.hold
        if hold, var count = feed as? CountSource.Feed {
            count.holds = true
            feed = count
        }
        if inline && spec.style != .label {
            throw ValidationError("--inline: got --style \(spec.style.rawValue); expected the label style (big and rolling digits need the full screen)")
        }
        if inline && hold {
            throw ValidationError("--inline: got --hold too; expected one of them (--hold keeps a full screen until a key)")
        }
        noAnimation = c.presentation.noAnimation
        stats = c.presentation.stats
        frameAt = try c.presentation.snapshotTime()
        size = try c.presentation.snapshotSize()
        record = try c.presentation.recordTarget()
        if stats && record != nil && !isLive { throw RecordTarget.statsRefused }
        bell = c.bell
        windowTitle = c.windowTitle
        flashEnd = c.flashEnd ? Self.flashEndSeconds : 0
        if let text = c.endText {
            let clean = TextSanitizer.clean(text).precomposedStringWithCanonicalMapping
            guard !clean.trimmingCharacters(in: .whitespaces).isEmpty, clean.count <= 200 else {
                throw Self.invalid("--end-text", text, "a text of 1 to 200 printable characters, e.g. \"Time's up\"")
            }
            endText = clean
        }
        if inline, let flag = c.flashEnd ? "--flash-end" : (c.endText != nil ? "--end-text" : nil) {
            throw ValidationError("\(flag): expected the full screen, not --inline (the line shows the value alone)")
        }
        if spec.timer?.isStopwatch == true {
            for (flag, given) in [("--flash-end", c.flashEnd), ("--end-text", c.endText != nil), ("--hold", c.hold),
                                  ("--on-done", c.onDone != nil)] where given {
                throw ValidationError("\(flag): a stopwatch has no end (it counts until q); leave out \(flag) or --stopwatch")
            }
        }
        if c.wallClock {
            if let feed = Self.liveFlag(c, counting: count) {
                throw ValidationError("--wall-clock: got \(feed) too; expected fixed targets (live values have no end to keep)")
            }
            wallClockOrigin = wallClockOrigin ?? now
        }
    }

    /// The option that makes values live (`--stdin`, `--command`, a count), if one was given.
    private static func liveFlag(_ c: CounterCommand, counting: CountSource.Unit?) -> String? {
        if c.stdin { return "--stdin" }
        if c.command != nil { return "--command" }
        return counting.map { "--count-\($0.rawValue)" }
    }

    /// Values arrive while it runs (stdin, a command, counted input): a recording is made in
    /// real time beside the display, not rendered ahead.
    var isLive: Bool { feed != nil }

    /// `--count-lines` or `--count-bytes`, checked against what they cannot go with (`feedFlags`:
    /// the options of the other live feeds, and whether each was given).
    private static func countUnit(_ c: CounterCommand, feedFlags: [(String, Bool)]) throws -> CountSource.Unit? {
        if c.countLines && c.countBytes {
            throw ValidationError("--count-bytes: expected either --count-lines or --count-bytes, not both")
        }
        guard c.countLines || c.countBytes else {
            if c.tee { throw ValidationError("--tee: expected it with --count-lines or --count-bytes (it copies what they count)") }
            return nil
        }
        let flag = c.countLines ? "--count-lines" : "--count-bytes"
        for (other, given) in [("--stdin", c.stdin)] + feedFlags + [("--to", c.to != nil)] where given {
            throw ValidationError("\(flag): got \(other) too; expected one of them (\(flag) counts stdin, the total is the target)")
        }
        return c.countLines ? .lines : .bytes
    }

    /// `--rate-window`, and `--expect` or `--expect-size`: the figures of a count, refused
    /// without one. A file whose size cannot be read is a missing file (66).
    private static func countFigures(_ c: CounterCommand, counting unit: CountSource.Unit?) throws -> (Double, Double?) {
        for (flag, given) in [("--rate-window", c.rateWindow != nil), ("--expect", c.expect != nil),
                              ("--expect-size", c.expectSize != nil)]
        where given && unit == nil {
            throw ValidationError("\(flag): expected it with --count-lines or --count-bytes (it is a figure of the count)")
        }
        var window = 5.0
        if let text = c.rateWindow {
            window = try duration(text, flag: "--rate-window")
            guard window >= Throughput.minimumWindow else {
                throw invalid("--rate-window", text, "a duration of at least 0.5s, e.g. 10s")
            }
        }
        if c.expect != nil && c.expectSize != nil {
            throw ValidationError("--expect-size: got --expect too; expected one of them")
        }
        if let text = c.expect {
            guard let n = amount(text), n >= 1, n < 1e30 else {
                throw invalid("--expect", text, "a number of lines or bytes, at least 1: 1000000, 250k, 1.5G or 100MiB")
            }
            return (window, n.rounded(.up))
        }
        if let path = c.expectSize {
            guard unit == .bytes else {
                throw ValidationError("--expect-size: expected it with --count-bytes (a file's size is bytes; --expect N counts lines)")
            }
            do {
                // The file a link leads to (a dangling link stays a link: no such file).
                let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
                let attributes = try FileManager.default.attributesOfItem(atPath: target)
                switch attributes[.type] as? FileAttributeType {
                case .typeDirectory?:
                    throw ConfigError(path: "--expect-size", line: nil, column: nil,
                                      message: "'\(TextSanitizer.escaped(path))' is a directory; expected a file", status: ConfigError.missingFile)
                case .typeSymbolicLink?:
                    throw ConfigError(path: "--expect-size", line: nil, column: nil,
                                      message: "'\(TextSanitizer.escaped(path))': no such file (a link to nothing)", status: ConfigError.missingFile)
                default: break
                }
                let size = attributes[.size] as? NSNumber
                guard let size, size.doubleValue > 0 else {
                    throw ValidationError("--expect-size: '\(TextSanitizer.escaped(path))' is empty; expected a file with bytes in it")
                }
                return (window, size.doubleValue)
            } catch let error as ValidationError {
                throw error
            } catch let error as ConfigError {
                throw error
            } catch {
                let why = FileManager.default.fileExists(atPath: path) ? "cannot read it" : "no such file"
                throw ConfigError(path: "--expect-size", line: nil, column: nil,
                                  message: "'\(TextSanitizer.escaped(path))': \(why)", status: ConfigError.missingFile)
            }
        }
        return (window, nil)
    }

    /// A number with an SI suffix (`250k`, `1.5G`: powers of 1000) or a binary one (`100Ki`,
    /// `100MiB`: powers of 1024), a `B` allowed after either; nil when it is not one.
    static func amount(_ text: String) -> Double? {
        var rest = Substring(text.trimmingCharacters(in: .whitespaces))
        if rest.hasSuffix("B") { rest = rest.dropLast() }
        var base = 1000.0
        if rest.hasSuffix("i") {
            base = 1024
            rest = rest.dropLast()
        }
        var scale = 1.0
        if let last = rest.last, let power = ["k": 1, "K": 1, "M": 2, "G": 3, "T": 4, "P": 5][last] {
            scale = pow(base, Double(power))
            rest = rest.dropLast()
        } else if base == 1024 {
            return nil
        }
        guard !rest.isEmpty, case .success(let n) = NumberParser.parse(String(rest)) else { return nil }
        let value = n.doubleValue * scale
        return value.isFinite ? value : nil
    }

    static func fps(_ text: String, flag: String) throws -> Int {
        guard let f = Int(text), (1...240).contains(f) else {
            throw invalid(flag, text, "a whole number from 1 to 240")
        }
        return f
    }

    static func duration(_ text: String, flag: String) throws -> Double {
        do {
            return try CounterSpec.duration(text, key: flag)
        } catch {
            throw ValidationError("\(flag): \(error.detail)")
        }
    }

    static func size(_ text: String) throws -> Size {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let cols = Int(parts[0]), let rows = Int(parts[1]),
            (1...1000).contains(cols), (1...1000).contains(rows)
        else { throw invalid("--size", text, "COLSxROWS with each from 1 to 1000, e.g. 80x24") }
        return Size(columns: cols, rows: rows)
    }

    /// A usage error naming the flag, what it got (made inert) and what it expects.
    static func invalid(_ flag: String, _ got: String, _ expected: String) -> ValidationError {
        ValidationError("\(flag): \(SpecError(key: flag, got: got, expected: expected).detail)")
    }
}
