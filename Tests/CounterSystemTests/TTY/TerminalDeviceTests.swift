import CounterSystem
import Foundation
import Testing

/// `TerminalDevice` on pseudo-terminals: size as set, foreground (nil, true, false), input closed on hangup, the UTF-8 locale check, isTerminal.
@Suite struct TerminalDeviceTests {
    @Test func sizeAsSet() throws {
        let pty = try TestPseudoTerminal()
        try #require(pty.setSize(columns: 100, rows: 37))
        #expect(TerminalDevice.size(of: pty.slave).map { [$0.columns, $0.rows] } == [100, 37])
        #expect(TerminalDevice.size(of: pty.master).map { [$0.columns, $0.rows] } == [100, 37])
        try #require(pty.setSize(columns: 65535, rows: 1))
        #expect(TerminalDevice.size(of: pty.slave).map { [$0.columns, $0.rows] } == [65535, 1])
        // Nothing known (zero) is no size.
        try #require(pty.setSize(columns: 0, rows: 0))
        #expect(TerminalDevice.size(of: pty.slave) == nil)
        try #require(pty.setSize(columns: 80, rows: 0))
        #expect(TerminalDevice.size(of: pty.slave) == nil)
        try #require(pty.setSize(columns: 0, rows: 24))
        #expect(TerminalDevice.size(of: pty.slave) == nil)
    }

    @Test func noSizeForWhatIsNotATerminal() throws {
        let pipe = try TestPipe()
        defer { close(pipe.reader); close(pipe.writer) }
        #expect(TerminalDevice.size(of: pipe.reader) == nil)
        #expect(TerminalDevice.size(of: -1) == nil)
    }

    @Test func notOurTerminalHasNoForeground() throws {
        let pty = try TestPseudoTerminal()
        #expect(TerminalDevice.isForeground(pty.slave) == nil)
        let pipe = try TestPipe()
        defer { close(pipe.reader); close(pipe.writer) }
        #expect(TerminalDevice.isForeground(pipe.reader) == nil)
    }

    /// The child leads a session whose controlling terminal is the pseudo-terminal: its group
    /// is the foreground; a grandchild in a group of its own is not. Exit code bits: 1 the child
    /// saw true, 2 the grandchild saw false.
    @Test func theForegroundOfOurControllingTerminal() throws {
        let pty = try TestPseudoTerminal()
        let name = pty.slaveName
        let code = inForkedChild {
            guard setsid() > 0 else { return 101 }
            let tty = open(name, O_RDWR)
            guard tty >= 0, tcgetpgrp(tty) == getpgrp() else { return 102 }
            var result: Int32 = TerminalDevice.isForeground(tty) == true ? 1 : 0
            let other = fork()
            if other == 0 {
                setpgid(0, 0)
                _exit(TerminalDevice.isForeground(tty) == false ? 0 : 1)
            }
            var status: Int32 = 0
            waitpid(other, &status, 0)
            if status == 0 { result |= 2 }
            return result
        }
        #expect(code == 3)
    }

    @Test func inputClosedWhenTheOtherSideCloses() throws {
        let pty = try TestPseudoTerminal()
        #expect(!TerminalDevice.inputClosed(pty.slave))
        // Keys waiting are not a hangup.
        _ = write(pty.master, "ab\n", 3)
        #expect(eventuallyBlocking {
            var probe = pollfd(fd: pty.slave, events: Int16(POLLIN), revents: 0)
            return poll(&probe, 1, 0) > 0
        })
        #expect(!TerminalDevice.inputClosed(pty.slave))
        pty.closeMaster()
        try #require(hungUp(pty.slave))
        #expect(TerminalDevice.inputClosed(pty.slave))
    }

    @Test func inputClosedOnAPipeAndOnABadDescriptor() throws {
        let pipe = try TestPipe()
        defer { close(pipe.reader) }
        #expect(!TerminalDevice.inputClosed(pipe.reader))
        pipe.write("x")
        #expect(!TerminalDevice.inputClosed(pipe.reader))
        var byte: UInt8 = 0
        _ = read(pipe.reader, &byte, 1)
        close(pipe.writer)
        try #require(hungUp(pipe.reader))
        #expect(TerminalDevice.inputClosed(pipe.reader))
        #expect(TerminalDevice.inputClosed(-1))
    }

    /// The locale is the thread's own here (`uselocale`), so no other test sees it change.
    @Test(arguments: [("C.UTF-8", true), ("C.utf8", true), ("C", false), ("POSIX", false)])
    func localeIsUTF8(_ name: String, _ expected: Bool) async throws {
        let answer: Bool? = await onFreshThread {
            guard let locale = newlocale(Int32(1) << LC_CTYPE, name, nil) else { return nil }
            let previous = uselocale(locale)
            let answer = TerminalDevice.localeIsUTF8
            uselocale(previous)
            freelocale(locale)
            return answer
        }
        let isUTF8 = try #require(answer as Bool?, "locale \(name) is not installed")
        #expect(isUTF8 == expected)
    }

    @Test func whichDescriptorsAreTerminals() throws {
        let pty = try TestPseudoTerminal()
        #expect(TerminalDevice.isTerminal(pty.slave))
        #expect(TerminalDevice.isTerminal(pty.master))
        let pipe = try TestPipe()
        defer { close(pipe.reader); close(pipe.writer) }
        #expect(!TerminalDevice.isTerminal(pipe.reader))
        let null = open("/dev/null", O_RDONLY | O_CLOEXEC)
        defer { close(null) }
        #expect(!TerminalDevice.isTerminal(null))
        #expect(!TerminalDevice.isTerminal(-1))
    }
}
