#if canImport(Glibc)
import Glibc
#endif

/// Asks the terminal, once at start, whether it has synchronized output: DECRQM for mode 2026
/// followed by DA1 (`CSI c`), which every terminal answers, so the wait ends as soon as the
/// answers are in, and after `timeout` at the latest for one that answers nothing.
package enum TerminalProbe {
    /// How long after a query its answer is owed (as vim takes its own requests): a terminal
    /// slower than this answers nothing, and what comes later is typing.
    package static let answerWindow = 2.0

    /// DECRQM for mode 2026, then the primary device attributes request.
    package static let query = "\u{1b}[?2026$p\u{1b}[c"

    /// What the wait brought: the scanner (with the answer, or still waiting for one that comes
    /// late) and the keys typed meanwhile, as bytes in the order they were typed.
    package struct Answer: Sendable, Equatable {
        package var scanner: TerminalReplyScanner
        package var typed: [UInt8]
    }

    /// Writes the query to `output` and reads `input` (a terminal in non-canonical mode, without
    /// echo) until the device attributes arrive or `timeout` seconds have passed by `now`, a
    /// monotonic clock in seconds. Never reads past the answers' end by more than one read.
    package static func ask(input: Int32, output: Int32, timeout: Double, now: () -> Double) -> Answer {
        var scanner = TerminalReplyScanner()
        var typed: [UInt8] = []
        guard StandardStream.write(query, to: output) else { return Answer(scanner: scanner, typed: typed) }
        let deadline = now() + timeout
        var buffer = [UInt8](repeating: 0, count: 256)
        while !scanner.finished {
            let left = deadline - now()
            if left <= 0 { break }
            var ready = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            let polled = poll(&ready, 1, Int32(min((left * 1000).rounded(.up), 60_000)))
            if polled < 0 && errno == EINTR { continue }
            guard polled > 0 else { break }
            // Never a read that could wait: another reader of the terminal may have taken what
            // the poll saw (then the poll waits again, until the deadline).
            let count = ForegroundTerminal.readWaiting(input, into: &buffer, count: buffer.count)
            if count < 0 && (errno == EINTR || errno == EAGAIN) {
                usleep(1_000)
                continue
            }
            guard count > 0 else {
                // The terminal hung up: what was held is all there is.
                typed += scanner.releaseAll().map { UInt8(truncatingIfNeeded: $0) }
                break
            }
            typed += scanner.scan(buffer[0..<count].map { UInt32($0) }).map { UInt8(truncatingIfNeeded: $0) }
        }
        // Whatever has begun stays held for the rest to come, a lone Esc too: it may be the first
        // byte of an answer split by a slow link (the screen decides, once it has waited).
        return Answer(scanner: scanner, typed: typed)
    }

    /// Seconds on the monotonic clock, for `ask`'s `now`.
    package static func monotonicSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
