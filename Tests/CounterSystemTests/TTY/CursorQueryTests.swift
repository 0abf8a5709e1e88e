@testable import CounterSystem
import Foundation
import Testing

/// `CursorQuery`: parsing `ESC[row;colR`, and `column()` in a forked child whose controlling pty the test answers (whole, in pieces, never).
@Suite struct CursorQueryTests {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func parsesTheColumn() {
        #expect(CursorQuery.parse(bytes("\u{1B}[12;40R")) == 39)
        #expect(CursorQuery.parse(bytes("\u{1B}[1;1R")) == 0)
        #expect(CursorQuery.parse(bytes("\u{1B}[24;99999R")) == 99_998)
        // Keys typed before the answer, and the last of two answers.
        #expect(CursorQuery.parse(bytes("abc\u{1B}[3;7R")) == 6)
        #expect(CursorQuery.parse(bytes("\u{1B}[3;7R\u{1B}[3;9R")) == 8)
    }

    @Test func noColumnFromAnythingElse() {
        for text in ["", "\u{1B}[12;40", "\u{1B}[40R", "\u{1B}[12;R", "\u{1B}[12;0R", "\u{1B}[12;4x0R",
                     "\u{1B}[12;-4R", "\u{1B}[1;123456R", "\u{1B}[12;40 R"] {
            #expect(CursorQuery.parse(bytes(text)) == nil, "\(text.debugDescription)")
        }
    }

    /// No terminal to ask (CI, cron): nil without waiting.
    @Test func noControllingTerminalNoColumn() {
        let tty = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        if tty >= 0 {
            // A real terminal might answer: nothing to assert about its column here.
            close(tty)
            return
        }
        let started = Date()
        #expect(CursorQuery.column(timeout: 2000) == nil)
        #expect(Date().timeIntervalSince(started) < 1)
    }

    /// A forked child that leads a session with the pseudo-terminal as its controlling terminal
    /// asks for the column; `answer` is what the test writes back once it saw the query (nil:
    /// nothing). The child's exit code: the column + 1, 0 for nil, 100 + n for a setup failure.
    private func askInChild(answer: [String]?, timeout: Int32) throws -> (code: Int32?, query: String) {
        let pty = try TestPseudoTerminal()
        let name = pty.slaveName
        var query = ""
        let status = forkedChildStatus({
            guard setsid() > 0 else { return 101 }
            let tty = open(name, O_RDWR)
            guard tty >= 0 else { return 102 }
            var before = termios()
            tcgetattr(tty, &before)
            let column = CursorQuery.column(timeout: timeout)
            var after = termios()
            tcgetattr(tty, &after)
            guard after.c_lflag == before.c_lflag else { return 103 }
            return column.map { Int32($0) + 1 } ?? 0
        }, whileRunning: { _ in
            guard let answer else { return }
            var seen: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 64)
            let deadline = Date().addingTimeInterval(5)
            while !String(decoding: seen, as: UTF8.self).contains("\u{1B}[6n") && Date() < deadline {
                var probe = pollfd(fd: pty.master, events: Int16(POLLIN), revents: 0)
                guard poll(&probe, 1, 50) > 0 else { continue }
                let n = read(pty.master, &buffer, buffer.count)
                if n > 0 { seen += buffer[0..<n] }
            }
            query = String(decoding: seen, as: UTF8.self)
            for part in answer {
                _ = write(pty.master, part, part.utf8.count)
                usleep(20_000)
            }
        })
        return (status.flatMap { ($0 & 0x7f) == 0 ? ($0 >> 8) & 0xff : nil }, query)
    }

    @Test func asksTheTerminalAndReadsItsAnswer() throws {
        let asked = try askInChild(answer: ["\u{1B}[7;33R"], timeout: 3000)
        #expect(asked.query == "\u{1B}[6n")
        #expect(asked.code == 33)
    }

    /// Keys typed meanwhile and an answer that comes in pieces.
    @Test func anAnswerInPieces() throws {
        let asked = try askInChild(answer: ["xy", "\u{1B}[7;", "12R"], timeout: 3000)
        #expect(asked.code == 12)
    }

    @Test func aTerminalThatDoesNotAnswer() throws {
        let started = Date()
        let asked = try askInChild(answer: nil, timeout: 100)
        #expect(asked.code == 0)
        #expect(Date().timeIntervalSince(started) < 3)
    }

    /// Typed ahead (a whole line, or a line begun): nothing is asked and not a byte is read; the
    /// typing stays for the shell. The child's exit code: 1 when the column is nil and the
    /// typing is still in the input, whole.
    @Test(arguments: ["ls -l\r", "ls -l"])
    func typeaheadIsLeftForTheShell(_ typed: String) throws {
        let pty = try TestPseudoTerminal()
        let name = pty.slaveName
        _ = write(pty.master, typed, typed.utf8.count)
        let expected = Array(typed.replacingOccurrences(of: "\r", with: "\n").utf8)
        var written: [UInt8] = []
        let status = forkedChildStatus({
            guard setsid() > 0 else { return 101 }
            let tty = open(name, O_RDWR)
            guard tty >= 0 else { return 102 }
            guard CursorQuery.column(timeout: 300) == nil else { return 2 }
            var raw = termios()
            tcgetattr(tty, &raw)
            raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
            tcsetattr(tty, TCSANOW, &raw)
            var buffer = [UInt8](repeating: 0, count: 64)
            var probe = pollfd(fd: tty, events: Int16(POLLIN), revents: 0)
            guard poll(&probe, 1, 200) > 0 else { return 3 }
            let count = read(tty, &buffer, buffer.count)
            return count > 0 && Array(buffer[0..<count]) == expected ? 1 : 4
        }, whileRunning: { _ in
            var buffer = [UInt8](repeating: 0, count: 256)
            let deadline = Date().addingTimeInterval(1)
            while Date() < deadline {
                var probe = pollfd(fd: pty.master, events: Int16(POLLIN), revents: 0)
                guard poll(&probe, 1, 50) > 0 else { continue }
                let n = read(pty.master, &buffer, buffer.count)
                if n > 0 { written += buffer[0..<n] }
            }
        })
        #expect(status.flatMap { ($0 & 0x7f) == 0 ? ($0 >> 8) & 0xff : nil } == 1)
        #expect(String(decoding: written, as: UTF8.self).contains("\u{1B}[6n") == false)
    }

    /// Keys typed between the query and its answer are put back for the shell, in order (where
    /// the kernel allows TIOCSTI: `dev.tty.legacy_tiocsti = 1`). Exit code 1: the column read,
    /// and "xy" back in the input.
    @Test func keysTypedBeforeTheAnswerArePutBack() throws {
        let allowed = (try? String(contentsOfFile: "/proc/sys/dev/tty/legacy_tiocsti", encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines) == "1"
        guard allowed else { return }
        let pty = try TestPseudoTerminal()
        let name = pty.slaveName
        let status = forkedChildStatus({
            guard setsid() > 0 else { return 101 }
            let tty = open(name, O_RDWR)
            guard tty >= 0 else { return 102 }
            guard CursorQuery.column(timeout: 3000) == 11 else { return 2 }
            var raw = termios()
            tcgetattr(tty, &raw)
            raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
            tcsetattr(tty, TCSANOW, &raw)
            var buffer = [UInt8](repeating: 0, count: 16)
            var probe = pollfd(fd: tty, events: Int16(POLLIN), revents: 0)
            guard poll(&probe, 1, 500) > 0 else { return 3 }
            let count = read(tty, &buffer, buffer.count)
            return count == 2 && buffer[0] == 0x78 && buffer[1] == 0x79 ? 1 : 4
        }, whileRunning: { _ in
            var seen: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 64)
            let deadline = Date().addingTimeInterval(5)
            while !String(decoding: seen, as: UTF8.self).contains("\u{1B}[6n") && Date() < deadline {
                var probe = pollfd(fd: pty.master, events: Int16(POLLIN), revents: 0)
                guard poll(&probe, 1, 50) > 0 else { continue }
                let n = read(pty.master, &buffer, buffer.count)
                if n > 0 { seen += buffer[0..<n] }
            }
            let answer = "xy\u{1B}[3;12R"
            _ = write(pty.master, answer, answer.utf8.count)
        })
        #expect(status.flatMap { ($0 & 0x7f) == 0 ? ($0 >> 8) & 0xff : nil } == 1)
    }
}
