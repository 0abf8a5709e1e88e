@testable import CounterSystem
import Foundation
import Testing

/// `TerminalProbe.ask` on a pseudo-terminal in non-canonical mode: the query is written, the
/// answers the test put there (or none) are read, keys typed before them come back, and a
/// terminal that answers nothing costs at most the timeout. The clock is an argument: a
/// scripted one ends the wait without waiting.
@Suite struct TerminalProbeTests {
    /// A pty whose slave side reads bytes as they come, without echo (as ncurses sets it).
    private func rawTerminal() throws -> TestPseudoTerminal {
        let pty = try TestPseudoTerminal()
        var mode = termios()
        tcgetattr(pty.slave, &mode)
        cfmakeraw(&mode)
        tcsetattr(pty.slave, TCSANOW, &mode)
        return pty
    }

    /// What the terminal side (the master) has been sent.
    private func sent(_ pty: TestPseudoTerminal) -> String {
        var bytes = [UInt8](repeating: 0, count: 256)
        var ready = pollfd(fd: pty.master, events: Int16(POLLIN), revents: 0)
        guard poll(&ready, 1, 1000) > 0 else { return "" }
        let n = read(pty.master, &bytes, bytes.count)
        return n > 0 ? String(decoding: bytes[0..<n], as: UTF8.self) : ""
    }

    /// A clock that reads `times` in turn, then stays at the last.
    private func scripted(_ times: [Double]) -> () -> Double {
        var left = times[...]
        return { left.count > 1 ? left.removeFirst() : left.first ?? 0 }
    }

    private func type(_ text: String, into pty: TestPseudoTerminal) {
        _ = text.withCString { write(pty.master, $0, strlen($0)) }
    }

    @Test func asksAndReadsBothAnswers() throws {
        let pty = try rawTerminal()
        type("\u{1b}[?2026;2$y\u{1b}[?62;22c", into: pty)
        let answer = TerminalProbe.ask(input: pty.slave, output: pty.slave, timeout: 5, now: scripted([0]))
        #expect(sent(pty) == "\u{1b}[?2026$p\u{1b}[c")
        #expect(answer.scanner.finished && answer.scanner.synchronizedOutput == true)
        #expect(answer.typed.isEmpty)
    }

    /// tmux 3.3a: DA1 only. The wait ends at once, nothing known, nothing typed.
    @Test func deviceAttributesOnlyEndTheWait() throws {
        let pty = try rawTerminal()
        type("\u{1b}[?1;2c", into: pty)
        let answer = TerminalProbe.ask(input: pty.slave, output: pty.slave, timeout: 5, now: scripted([0]))
        #expect(answer.scanner.finished && answer.scanner.synchronizedOutput == nil)
    }

    /// Keys typed before the query and after the answers are all given back, in order.
    @Test func keysTypedMeanwhileAreKept() throws {
        let pty = try rawTerminal()
        type("q \u{1b}[?2026;4$yr\u{1b}[?1;2cé", into: pty)
        let answer = TerminalProbe.ask(input: pty.slave, output: pty.slave, timeout: 5, now: scripted([0]))
        #expect(String(decoding: answer.typed, as: UTF8.self) == "q ré")
        #expect(answer.scanner.synchronizedOutput == false)
    }

    /// The wait ends (by the clock) with the mode report half-way: held for later, not typed.
    @Test func aPartialAnswerIsHeldForLater() throws {
        let pty = try rawTerminal()
        type("x\u{1b}[?2026;", into: pty)
        let answer = TerminalProbe.ask(input: pty.slave, output: pty.slave, timeout: 0.15, now: scripted([0, 0, 1]))
        #expect(String(decoding: answer.typed, as: UTF8.self) == "x")
        #expect(!answer.scanner.finished)
        var late = answer.scanner
        #expect(late.scan("1$y\u{1b}[?1;2cq".unicodeScalars.map(\.value)) == [0x71])
        #expect(late.synchronizedOutput == true)
    }

    /// A lone Esc when the wait ends is held, not typed: it may be the first byte of an answer
    /// split by a slow link (the screen waits a little for the rest, then takes it as the key).
    @Test func aLoneEscapeAtTheEndIsHeld() throws {
        let pty = try rawTerminal()
        type("\u{1b}", into: pty)
        let answer = TerminalProbe.ask(input: pty.slave, output: pty.slave, timeout: 0.15, now: scripted([0, 0, 1]))
        #expect(answer.typed.isEmpty)
        #expect(answer.scanner.held == [27] && !answer.scanner.finished)
    }

    /// No answer at all: back after the timeout (real time, 50 ms), nothing known.
    @Test func aTerminalThatAnswersNothing() throws {
        let pty = try rawTerminal()
        let started = Date()
        let answer = TerminalProbe.ask(input: pty.slave, output: pty.slave, timeout: 0.05, now: TerminalProbe.monotonicSeconds)
        #expect(Date().timeIntervalSince(started) < 1)
        #expect(!answer.scanner.finished && answer.scanner.synchronizedOutput == nil && answer.typed.isEmpty)
    }

    /// The terminal hangs up mid-answer: what was held comes back, the wait ends.
    @Test func aHangupEndsTheWait() throws {
        let pty = try rawTerminal()
        type("\u{1b}[?20", into: pty)
        pty.closeMaster()
        let answer = TerminalProbe.ask(input: pty.slave, output: pty.slave, timeout: 5, now: scripted([0]))
        #expect(!answer.scanner.finished)
        #expect(answer.scanner.held.isEmpty)
    }
}
