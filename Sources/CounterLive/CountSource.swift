import CounterEngine
import CounterSystem

#if canImport(Glibc)
import Glibc
#endif

/// Counts what arrives on standard input, lines or bytes, as it arrives (`--count-lines`,
/// `--count-bytes`), and with `--tee` copies every byte on to stdout, unchanged.
///
/// The reading (and copying) is a `StreamCopier`'s, on a thread of its own with blocking reads
/// and writes, so the copy goes at the pace of the slower end of the pipe as `tee` does, and
/// the display never holds it up; the main queue only hears the running total, one delivery at
/// a time.
@MainActor
package final class CountSource: LiveSource {
    /// What is counted.
    package enum Unit: String, Sendable {
        case lines, bytes
    }

    /// `--count-lines` or `--count-bytes`, with `--tee` copying stdin on to stdout.
    package struct Feed: LiveFeed, Equatable {
        package var unit: Unit
        package var tee: Bool

        /// The screen is held after the end (`--hold`): the copy lets go of stdout at the end of
        /// the input rather than at the end of the run.
        package var holds = false
        /// The counter's format and the rate's unit, for the summary at the end.
        package var format = NumberFormat.int
        package var rateUnit = RateUnit.second
        /// The total expected (`--expect`, `--expect-size`): the summary says how much of it came.
        package var expected: Double?
        /// `--rate-limit`: the most bytes a second copied (or read, without `--tee`).
        package var rateLimit: Double?
        /// `counter-tui --count-bytes FILE...`: the files read in order instead of stdin.
        package var files: [String] = []

        package init(unit: Unit, tee: Bool) {
            self.unit = unit
            self.tee = tee
        }

        package func makeSource() -> any LiveSource {
            let feed = files.isEmpty ? nil : FileFeed(paths: files)
            let source = CountSource(unit: unit, copyingTo: tee ? 1 : nil, releasesAtEnd: holds, rateLimit: rateLimit, files: feed)
            source.format = format
            source.rateUnit = rateUnit
            source.expected = expected
            return source
        }
    }

    private let unit: Unit
    private let copier: StreamCopier
    /// SIGPIPE was ignored when the source was made (before any handler): a reader that went
    /// away is then an error to report, as other programs do, not a death by SIGPIPE.
    package let pipeSignalIgnored: Bool
    /// What the copier last reported.
    private var progress = StreamCopier.Progress()
    private var ended = false
    /// How the count ended, for the summary's words (`the reader downstream went away at 15 %`).
    private var ending = CountEnding.running
    /// The run is ending (`stop()`): what the copy could not pass on is for `finishPassingOn()`.
    private var stopped = false
    /// When counting began and when the input ended (monotonic seconds), for the summary.
    private var began: Double?
    private var finished: Double?
    /// The run's lowest and highest rate by whole seconds, kept by the copier's thread.
    private let statistics: CopyStatistics
    /// The copy's clock: its counts, its pace (`--rate-limit`) and the summary's times.
    private let clock: SystemFrameClock
    /// How long the reader downstream may take nothing of what was read before the run ended
    /// (Ctrl-C, SIGTERM) before that is dropped: a reader that never reads cannot hold the
    /// program for ever, a slow one gets everything.
    package static let stalledOutputLimit = 10.0
    /// Bytes read and never passed on: dropped at the end (a second signal, a reader that took
    /// nothing for `stalledOutputLimit` seconds).
    package private(set) var dropped: UInt64 = 0

    /// `.values`: the running total grew (once per turn of the main queue at most); at the end of
    /// input the exact total (a last line without a newline counts), then `.ended`;
    /// `.copyFailed`: the copy to stdout failed (SIGPIPE semantics: `bySignal` unless SIGPIPE was
    /// ignored); `.cannotStart`: no thread could be started for the copy.
    package var onEvent: (LiveEvent) -> Void = { _ in }

    /// Counts `unit` on `descriptor`, copying every byte read to `output` (nil: no copy).
    /// - Parameter releasesAtEnd: let go of the output at the end of the input, before the run
    ///   ends (a held screen); else it closes with the process, once the terminal is handed
    ///   back, so the next program's last words are not drawn over by the display.
    package init(unit: Unit, descriptor: Int32 = 0, copyingTo output: Int32? = nil, releasesAtEnd: Bool = false,
                 rateLimit: Double? = nil, files: FileFeed? = nil) {
        self.unit = unit
        fileFeed = files
        let fed = files?.start()
        feedError = fed.map { $0 < 0 ? -$0 : 0 } ?? 0
        copies = output != nil
        let statistics = CopyStatistics()
        self.statistics = statistics
        let clock = SystemFrameClock()
        self.clock = clock
        let pace = rateLimit.map { CopyPace(bytesPerSecond: $0, clock: { clock.now }) }
        // Inside the kernel where the ends allow it (stdin a pipe): pv's speed, nothing held between a read and a write.
        copier = StreamCopier(input: fed.map { max($0, 0) } ?? descriptor, output: output, releasesAtEnd: releasesAtEnd, inKernel: true,
                              countsLines: unit == .lines, pace: pace, clock: { clock.now },
                              onCount: { [statistics] bytes, newlines, time in
            statistics.add(unit == .bytes ? bytes : newlines, at: time)
        })
        pipeSignalIgnored = SignalDisposition.of(SIGPIPE) == .ignored
    }

    /// The counter's format and the rate's unit, for the summary.
    package var format = NumberFormat.int
    package var rateUnit = RateUnit.second
    /// The total expected, for the summary's share of it.
    package var expected: Double?
    /// Whether the input is copied on to an output.
    private let copies: Bool
    /// The files read instead of stdin, if any, and the error of a feed that could not start (0: none).
    private let fileFeed: FileFeed?
    private let feedError: Int32

    package var goesOnWithoutDisplay: String? {
        guard copies, !ended else { return nil }
        return "q: the display is closed; the copy goes on to the end of the input (Ctrl-C stops it)"
    }

    /// The count so far: newlines (plus a last unterminated line once input has ended), or bytes.
    package var total: UInt64 { Self.total(of: progress, unit: unit) }

    private static func total(of progress: StreamCopier.Progress, unit: Unit) -> UInt64 {
        unit == .bytes ? progress.bytes : progress.lines
    }

    package func start() {
        began = clock.now
        statistics.begin(at: began ?? clock.now)
        let failure = feedError != 0 ? feedError : copier.start { [weak self] progress in self?.take(progress) }
        if let failure {
            onEvent(.cannotStart("cannot start a thread to copy stdin: \(String(cString: strerror(failure)))"))
        }
    }

    /// Reads no more; the chunk being copied goes on to stdout (`finishPassingOn()`).
    package func stop() {
        stopped = true
        if !ended { ending = .stopped }
        copier.stopReading()
        // Ended by a signal, the count delivered may be a frame (or a Ctrl-S pause) behind the
        // copy: the last value shown is the one the summary gives.
        guard !ended, passedOn != total else { return }
        report(passedOn)
    }

    /// Passes on what was read before the run ended, once the terminal is handed back: waits
    /// for the reader downstream, saying so on stderr, until it has taken everything, took
    /// nothing for `stalledOutputLimit` seconds, or a second terminating signal (Ctrl-C again)
    /// comes; then what was dropped is said. False when something was dropped.
    package func finishPassingOn() -> Bool {
        guard copies else { return true }
        if copier.current.failure != nil { return passedOnBeforeFailure() }
        guard copier.current.unwritten > 0 else { return true }
        StandardStream.notice("passing on \(Self.bytes(copier.current.unwritten)) read before the end "
            + "(the reader downstream is slow); Ctrl-C again to drop it")
        var moved = (bytes: copier.current.bytes, at: clock.now)
        var reason = ""
        let finished = copier.waitForOutput { [clock] now in
            if SignalPolicy.terminating.contains(where: SignalSource.isPending) {
                reason = "a second signal"
                return true
            }
            if now.bytes != moved.bytes { moved = (now.bytes, clock.now) }
            guard clock.now - moved.at >= Self.stalledOutputLimit else { return false }
            reason = "the reader downstream took nothing for \(Int(Self.stalledOutputLimit)) s"
            return true
        }
        if finished { return passedOnBeforeFailure() }
        dropped = copier.current.unwritten
        StandardStream.notice("dropped \(Self.bytes(dropped)) read but not passed on (\(reason))")
        return false
    }

    /// False when the reader went away before taking what was read (EPIPE): said here when the
    /// run was ending for another reason (Ctrl-C reaches the reader too), else the failure's own
    /// line (`cannot write to standard output`) has said it.
    private func passedOnBeforeFailure() -> Bool {
        let now = copier.current
        guard let failure = now.failure, now.unwritten > 0 else { return true }
        dropped = now.unwritten
        if ended { return false }
        StandardStream.notice("dropped \(Self.bytes(dropped)) read but not passed on (the reader downstream went away: "
            + "\(String(cString: strerror(failure))))")
        return false
    }

    /// `n` bytes, grouped: `65,536 bytes`.
    private static func bytes(_ n: UInt64) -> String {
        var grouped = NumberFormat.int
        grouped.usesGrouping = true
        return grouped.format(ExactNumber(whole: n)) + (n == 1 ? " byte" : " bytes")
    }

    private func take(_ now: StreamCopier.Progress) {
        guard !ended else { return }
        let before = total
        progress = now
        if let failure = now.failure {
            // Ctrl-C reaches the reader downstream too, which may go away before the signal's
            // turn on the main queue: a signal that came first ends the run (the status says
            // it), and `finishPassingOn()` says what the reader never took.
            if !stopped { SignalSource.shared.deliverPending() }
            ended = true
            if stopped { return }
            ending = failure == EPIPE ? .readerWentAway : .outputFailed
            if total != before { report(total) }
            onEvent(.copyFailed(failure, bySignal: failure == EPIPE && !pipeSignalIgnored))
            return
        }
        if now.ended, let (path, code) = fileFeed?.failure ?? now.readFailure.map({ ("standard input", $0) }) {
            ended = true
            began = nil
            let name = fileFeed?.failure == nil ? path : "'\(TextSanitizer.escaped(path))'"
            onEvent(.inputFailed("cannot read \(name): \(String(cString: strerror(code)))"))
            return
        }
        if now.ended {
            ended = true
            ending = .inputEnded
            // When the copier saw it: the main queue hears of it late after a Ctrl-S pause.
            finished = now.endedAt ?? clock.now
            // The exact total, reported once more at the end whether it grew or not.
            report(total)
            onEvent(.ended)
        } else if total != before {
            report(total)
        }
    }

    /// The total, as a value for the counter.
    private func report(_ total: UInt64) {
        onEvent(.values([LiveLine(id: nil, value: ExactNumber(whole: total))]))
    }

    /// What was counted, in how long and how fast: `134,817 lines in 2.10 s, 64,198 lines/s`
    /// (until now when the run ends before the input does).
    /// The count is the copier's own, not the last one delivered to the main queue: a run ended
    /// by a reader going away counts what was passed on before it went.
    package var summary: String? {
        // None when the input could not be read (its error says so instead).
        guard let began else { return nil }
        let end = finished ?? clock.now
        return CountSummary.line(total: passedOn, seconds: max(end - began, 0), noun: unit.rawValue, unit: rateUnit, format: format,
                                  expected: expected, ending: ending, extremes: statistics.extremes(at: end))
    }

    /// The total at the end of the input is final: shown at once, and the run ends there.
    package var endIsFinal: Bool { true }

    package func statsFigure(skipped: Int, failed: Int) -> (name: String, count: UInt64)? {
        ("\(unit.rawValue) counted", passedOn)
    }

    /// What the copier has passed on (read, without an output) by now, delivered or not.
    private var passedOn: UInt64 { Self.total(of: copier.current, unit: unit) }
}
