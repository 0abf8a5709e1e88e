@testable import CounterSystem
import Foundation
import Testing

/// `ForegroundTerminal`: steps run only on a terminal our process group owns; typeahead is seen
/// without being read; a reply is read a byte at a time, leaving what follows it.
@Suite struct ForegroundTerminalTests {
    private func rawTerminal() throws -> TestPseudoTerminal {
        let pty = try TestPseudoTerminal()
        var mode = termios()
        tcgetattr(pty.slave, &mode)
        cfmakeraw(&mode)
        tcsetattr(pty.slave, TCSANOW, &mode)
        return pty
    }

    private func waiting(_ descriptor: Int32) -> Int32 {
        var count: Int32 = 0
        _ = ioctl(descriptor, UInt(FIONREAD), &count)
        return count
    }

    /// Not a terminal, or not ours (no controlling terminal of this process): nothing is run.
    @Test func aTerminalThatIsNotOursIsNotTouched() throws {
        let pty = try rawTerminal()
        var ran = false
        #expect(ForegroundTerminal.step(on: pty.slave) { ran = true } == nil)
        #expect(!ran)
        var fds: [Int32] = [0, 0]
        try #require(pipe(&fds) == 0)
        defer { close(fds[0]); close(fds[1]) }
        #expect(ForegroundTerminal.step(on: fds[1]) { ran = true } == nil)
        #expect(!ran)
        // A frame for a terminal that is not ours is dropped, not a failure.
        #expect(ForegroundTerminal.write("frame", to: pty.slave))
        var probe = pollfd(fd: pty.master, events: Int16(POLLIN), revents: 0)
        #expect(poll(&probe, 1, 50) == 0)
    }

    /// In a child that leads a session with the pty as its controlling terminal, the step runs,
    /// and a write goes out. Exit code 1: both.
    @Test func theForegroundTerminalIsTouched() throws {
        let pty = try rawTerminal()
        let name = pty.slaveName
        let code = inForkedChild {
            guard setsid() > 0 else { return 101 }
            let tty = open(name, O_RDWR)
            guard tty >= 0 else { return 102 }
            guard ForegroundTerminal.step(on: tty, { true }) == true else { return 2 }
            return ForegroundTerminal.write("ok", to: tty) ? 1 : 3
        }
        #expect(code == 1)
    }

    @Test func typeaheadIsSeenNotRead() throws {
        let pty = try rawTerminal()
        #expect(!ForegroundTerminal.hasTypeahead(pty.slave))
        _ = write(pty.master, "ls\r", 3)
        usleep(20_000)
        #expect(ForegroundTerminal.hasTypeahead(pty.slave))
        #expect(ForegroundTerminal.hasTypeahead(pty.slave))
        #expect(waiting(pty.slave) == 3)
    }

    @Test func oneByteAtATime() throws {
        let pty = try rawTerminal()
        _ = write(pty.master, "ab", 2)
        #expect(ForegroundTerminal.readByte(pty.slave, milliseconds: 1000) == 0x61)
        #expect(waiting(pty.slave) == 1)
        #expect(ForegroundTerminal.readByte(pty.slave, milliseconds: 1000) == 0x62)
        #expect(ForegroundTerminal.readByte(pty.slave, milliseconds: 0) == nil)
    }
}
