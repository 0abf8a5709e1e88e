#if canImport(Glibc)
import Glibc
#endif

/// Asks the terminal which column the cursor is in (DSR: `Esc [ 6 n`, answered `Esc [ row ; col R`),
/// for `--inline` to draw from there. Only in the foreground, and only when nothing typed waits
/// in the terminal's input: what the user typed ahead is the shell's, and is never read.
package enum CursorQuery {
    /// The cursor's 0-based column, or nil when the terminal does not answer within `timeout` ms,
    /// when it is not ours (the background), or when typed keys wait in its input. The answer is
    /// read a byte at a time, so nothing after it is taken; keys typed between the query and
    /// the answer are put back (when the kernel allows it: TIOCSTI). `now` is a monotonic clock
    /// in seconds.
    package static func column(timeout: Int32 = 300, now: () -> Double = TerminalProbe.monotonicSeconds) -> Int? {
        ask(timeout: timeout, now: now).column
    }

    /// What the query brought: the column, or the time it was asked when the answer is still
    /// owed (it timed out: `drainLateAnswer` reads it out of the input at the end).
    package struct Reply: Sendable, Equatable {
        /// The cursor's 0-based column; nil when it is not known.
        package var column: Int?
        /// When the unanswered query was written (monotonic seconds); nil when none is owed.
        package var owedSince: Double?
    }

    /// As `column(timeout:now:)`, saying too whether an answer is still owed.
    package static func ask(timeout: Int32 = 300, now: () -> Double = TerminalProbe.monotonicSeconds) -> Reply {
        let tty = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard tty >= 0 else { return Reply() }
        defer { close(tty) }
        return ForegroundTerminal.step(on: tty) { ask(tty, timeout: timeout, now: now) } ?? Reply()
    }

    /// At the end of a run whose query went unanswered (asked at `owedSince`): an answer that
    /// came late is read out of the terminal's input (waiting `limit` seconds at most, within
    /// the answer window), a byte at a time, so the shell never reads it; other bytes are put
    /// back. Only in the foreground.
    package static func drainLateAnswer(owedSince: Double, limit: Double = 0.2,
                                       now: () -> Double = TerminalProbe.monotonicSeconds) {
        let tty = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard tty >= 0 else { return }
        defer { close(tty) }
        let deadline = max(min(now() + limit, owedSince + TerminalProbe.answerWindow), now())
        _ = ForegroundTerminal.step(on: tty) { () -> Int? in
            var saved = termios()
            guard tcgetattr(tty, &saved) == 0 else { return nil }
            var raw = saved
            raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
            guard tcsetattr(tty, TCSANOW, &raw) == 0 else { return nil }
            defer { tcsetattr(tty, TCSANOW, &saved) }
            return readAnswer(tty, until: deadline, now: now)
        }
    }

    /// The query on `tty`, our process group's terminal.
    private static func ask(_ tty: Int32, timeout: Int32, now: () -> Double) -> Reply {
        // Whole lines typed ahead (a command typed while the one before ran) are counted here.
        guard !ForegroundTerminal.hasTypeahead(tty) else { return Reply() }
        var saved = termios()
        guard tcgetattr(tty, &saved) == 0 else { return Reply() }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        // TCSANOW: nothing waiting is thrown away.
        guard tcsetattr(tty, TCSANOW, &raw) == 0 else { return Reply() }
        defer { tcsetattr(tty, TCSANOW, &saved) }
        // A line begun but not ended counts only once canonical mode is off.
        guard !ForegroundTerminal.hasTypeahead(tty) else { return Reply() }
        let query: [UInt8] = [27, 0x5B, 0x36, 0x6E]
        let asked = now()
        guard write(tty, query, query.count) == query.count else { return Reply() }
        let column = readAnswer(tty, until: asked + Double(timeout) / 1000, now: now)
        return Reply(column: column, owedSince: column == nil ? asked : nil)
    }

    /// Reads the answer from `tty` (non-canonical) a byte at a time until it is whole or
    /// `deadline` has passed; its column. Bytes that are not the answer are put back.
    private static func readAnswer(_ tty: Int32, until deadline: Double, now: () -> Double) -> Int? {
        var held: [UInt8] = []
        var typed: [UInt8] = []
        // Keys go back to the shell; the beginning of an answer whose rest did not come does not.
        defer { ForegroundTerminal.putBack(typed, on: tty) }
        while typed.count < 256 {
            guard let byte = ForegroundTerminal.readByte(tty, until: deadline, now: now) else { return nil }
            if couldBeAnswer(held + [byte]) {
                held.append(byte)
                if byte == 0x52, let column = parse(held) {
                    held = []
                    return column
                }
            } else {
                typed += held
                held = []
                if couldBeAnswer([byte]) { held = [byte] } else { typed.append(byte) }
            }
        }
        return nil
    }

    /// Whether `bytes` are the beginning of an answer `Esc [ digits ; digits R` (or all of one).
    static func couldBeAnswer(_ bytes: [UInt8]) -> Bool {
        var fields = 0
        var digits = 0
        for (index, byte) in bytes.enumerated() {
            switch index {
            case 0: guard byte == 27 else { return false }
            case 1: guard byte == 0x5B else { return false }
            default:
                if (0x30...0x39).contains(byte) {
                    digits += 1
                    guard digits <= 5 else { return false }
                } else if byte == 0x3B, fields == 0, digits > 0 {
                    fields = 1
                    digits = 0
                } else if byte == 0x52, fields == 1, digits > 0, index == bytes.count - 1 {
                    return true
                } else {
                    return false
                }
            }
        }
        return true
    }

    /// The column in an answer `Esc [ row ; col R` (0-based), if `bytes` holds one.
    static func parse(_ bytes: [UInt8]) -> Int? {
        guard let end = bytes.lastIndex(of: 0x52), let semicolon = bytes[..<end].lastIndex(of: 0x3B) else { return nil }
        let digits = bytes[(semicolon + 1)..<end]
        guard !digits.isEmpty, digits.count <= 5, digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        let column = digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
        return column >= 1 ? column - 1 : nil
    }
}
