@testable import CounterSystem
import CounterSystem
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
        try #require(PipeEnds.make(&fds) == 0)
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

    /// Moved to the background in the middle of a step (the shell takes the terminal): the
    /// mode change fails instead of stopping us, and the write after it is dropped. A child
    /// leads a session on the pty (the shell) and runs a job in a group of its own, in the
    /// foreground; the job's step hands the terminal to the shell, then changes a mode. The
    /// child's exit code: 1 when the job was not stopped, its mode change was refused (EINTR)
    /// and the modes are as before.
    @Test func movedToTheBackgroundMidStepNothingStopsUs() throws {
        let pty = try rawTerminal()
        let name = pty.slaveName
        let code = inForkedChild(timeout: 5) {
            guard setsid() > 0 else { return 101 }
            let tty = open(name, O_RDWR)
            guard tty >= 0 else { return 102 }
            let job = fork()
            if job == 0 {
                setpgid(0, 0)
                while tcgetpgrp(tty) != getpgrp() { usleep(1000) }
                var before = termios()
                tcgetattr(tty, &before)
                let refused = ForegroundTerminal.step(on: tty) { () -> Bool in
                    tcsetpgrp(tty, getppid())
                    var raw = before
                    raw.c_lflag &= ~tcflag_t(ECHO)
                    return tcsetattr(tty, TCSANOW, &raw) != 0 && errno == EINTR
                }
                guard refused == true else { _exit(2) }
                guard ForegroundTerminal.write("frame", to: tty) else { _exit(3) }
                var after = termios()
                tcgetattr(tty, &after)
                _exit(after.c_lflag == before.c_lflag ? 1 : 4)
            }
            setpgid(job, job)
            tcsetpgrp(tty, job)
            var status: Int32 = 0
            guard waitpid(job, &status, WUNTRACED) == job else { return 103 }
            if (status & 0xff) == 0x7f {
                // Stopped (by SIGTTOU): the failure this guards against.
                kill(job, SIGKILL)
                return 5
            }
            return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 104
        }
        #expect(code == 1)
    }
}
