#if canImport(Glibc)
import CounterLive
import Glibc
#endif
import CounterEngine
import CounterSystem
import Dispatch

/// A number that counts with easing in one line of a command-line tool's output while the tool
/// works: `set` it from any thread, `finish` it at the end for the exact value and a newline.
///
/// On a terminal the line is redrawn in place (at most 30 times a second, cut to the terminal's
/// width); on a pipe or a file it writes plain lines, at most one a second. It reads no input,
/// changes no terminal mode, hides no cursor and installs no signal handler: the host's Ctrl-C
/// ends the host as before. Frames come from a timer on a queue of its own (the host may block
/// the main thread with its work), which stops once the count has settled.
///
///     let line = CountingLine("Processed")
///     for item in 1...items {
///         process(item)
///         line.set(item)
///     }
///     line.finish()                      // "Processed: 120" and a newline
///
/// or, finished however the body ends: `try CountingLine.run("Hashed", format: .bytes) { line in … }`.
public final class CountingLine: Sendable {
    private let output: Int32
    private let clock = SystemFrameClock()
    private let queue = DispatchQueue(label: "counter-tui.counting-line")
    /// Fires each frame on `queue`; scheduled only while the value moves or a line is due.
    private nonisolated(unsafe) let timer: DispatchSourceTimer
    private let lock = Lock()
    /// The frames, and whether no frame is scheduled: guarded by `lock`.
    private nonisolated(unsafe) var frames: CountingLineFrames
    private nonisolated(unsafe) var idle = true
    /// Frames made so far (guarded by `lock`): none while the value rests.
    private nonisolated(unsafe) var frameCount = 0
    /// A write failed (the pipe closed, the disk is full): nothing more is written. On `queue`.
    private nonisolated(unsafe) var failed = false

    /// A line showing `from` (after `title` and `: `), counting with `easing` over `duration`
    /// seconds to each value set, written as `format` to the descriptor `output` (stdout).
    public init(_ title: String = "", from start: ExactNumber = 0, format: NumberFormat = .int,
                easing: Easing = .out, duration: Double = 0.5, output: Int32 = 1) {
        self.output = output
        let mode: CountingLineFrames.Mode = TerminalDevice.isTerminal(output)
            ? .terminal(eraseToEnd: !CountingLine.terminalIsDumb) : .plain
        frames = CountingLineFrames(title: title, start: start, format: format, easing: easing, duration: duration,
                                    mode: mode, at: clock.now)
        timer = DispatchSource.makeTimerSource(queue: queue)
        timer.setEventHandler { [weak self] in self?.tick() }
        timer.resume()
        // On a terminal the start shows at once; a log gets its first line at the first value.
        if mode != .plain { lock.withLock { scheduleIfIdle() } }
    }

    deinit {
        // Forgotten by the host: the line still ends with its exact value (nothing else holds
        // this object, so no frame runs beside this).
        finishNow()
    }

    /// Counts to `value` from the value shown now (`animated`), or shows it at once.
    public func set(_ value: ExactNumber, animated: Bool = true) {
        lock.withLock {
            frames.request(value, animated: animated)
            if !frames.isFinished { scheduleIfIdle() }
        }
    }

    /// Counts to the whole number `value` of any integer type (`line.set(item)`, a `UInt64`
    /// byte count), or shows it at once.
    public func set<Integer: BinaryInteger>(_ value: Integer, animated: Bool = true) {
        set(ExactNumber(exactly: value), animated: animated)
    }

    /// Counts to `value` (by its exact decimal: `0.42` in `.percent` ends on `42%`), or shows it
    /// at once; NaN counts as 0.
    public func set(_ value: Double, animated: Bool = true) {
        set(ExactNumber(value), animated: animated)
    }

    /// Writes the host's own line `text` above the counting line (which goes on below it): a
    /// tool's messages while it works. Plain `print` would land in the middle of the line.
    public func print(_ text: String) {
        queue.sync {
            let now = clock.now
            let width = columns
            write(lock.withLock { frames.interleave(text, at: now, columns: width) })
        }
    }

    /// Ends the line: the exact last value set and a newline, at once (no count is waited for);
    /// the timer stops. Later calls (and `set`) do nothing.
    public func finish() {
        queue.sync { finishNow() }
    }

    /// Ends the line on `value`, exactly, at once.
    public func finish(_ value: ExactNumber) {
        set(value, animated: false)
        finish()
    }

    /// Frames made so far (a timer that stops makes none while the value rests).
    package var framesMade: Int { lock.withLock { frameCount } }

    private var columns: Int? { TerminalDevice.size(of: output)?.columns }

    /// A frame soon, unless one is scheduled. Holding `lock`.
    private func scheduleIfIdle() {
        guard idle else { return }
        idle = false
        timer.schedule(deadline: .now())
    }

    /// A frame, on `queue`: the bytes written, the next frame scheduled (or none: idle).
    private func tick() {
        let now = clock.now
        let width = columns
        let bytes = lock.withLock { () -> String in
            let frame = frames.frame(at: now, columns: width)
            frameCount += 1
            if let next = frame.next {
                timer.schedule(deadline: .now() + max(next - now, 0))
            } else {
                idle = true
            }
            return frame.bytes
        }
        write(bytes)
    }

    /// On `queue`, or from `deinit`.
    private func finishNow() {
        let bytes = lock.withLock { () -> String in
            let bytes = frames.finish(at: clock.now)
            timer.cancel()
            return bytes
        }
        // The final exact value is tried even after a write failed (a reader that stalled
        // for long may read again): it is the one line that must not be lost.
        write(bytes, evenAfterFailure: true)
    }

    private func write(_ bytes: String, evenAfterFailure: Bool = false) {
        guard !bytes.isEmpty, !failed || evenAfterFailure else { return }
        // The host's own buffered output (`print`) first, so the lines keep their order in a pipe.
        fflush(nil)
        if !StandardStream.write(bytes, to: output) { failed = true }
    }

    /// TERM=dumb: a terminal that knows `\r` but no escape sequence.
    private static var terminalIsDumb: Bool {
        getenv("TERM").map { String(cString: $0) } == "dumb"
    }
}
