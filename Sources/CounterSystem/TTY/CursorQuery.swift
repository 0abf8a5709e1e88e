#if canImport(Glibc)
import Glibc
#endif

/// Asks the terminal which column the cursor is in (DSR: `Esc [ 6 n`, answered `Esc [ row ; col R`),
/// for `--inline` to draw from there.
public enum CursorQuery {
    /// The cursor's 0-based column, or nil when the terminal does not answer within `timeout` ms.
    public static func column(timeout: Int32 = 300) -> Int? {
        let tty = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard tty >= 0 else { return nil }
        defer { close(tty) }
        var saved = termios()
        guard tcgetattr(tty, &saved) == 0 else { return nil }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        guard tcsetattr(tty, TCSANOW, &raw) == 0 else { return nil }
        defer { tcsetattr(tty, TCSANOW, &saved) }
        let query: [UInt8] = [27, 0x5B, 0x36, 0x6E]
        guard write(tty, query, query.count) == query.count else { return nil }
        var answer: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 32)
        while answer.count < 64 {
            var ready = pollfd(fd: tty, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, timeout) > 0 else { return nil }
            let count = read(tty, &buffer, buffer.count)
            guard count > 0 else { return nil }
            answer += buffer[0..<count]
            if let column = parse(answer) { return column }
        }
        return nil
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
