import CounterSystem
import Foundation
import Testing

/// `ControllingTerminal`: streams exactly when /dev/tty opens (here and in forked children with and without a pty), `standardOutput` and its error.
@Suite struct ControllingTerminalTests {
    @Test func openMatchesWhetherDevTtyOpens() {
        let tty = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        let expected = tty >= 0
        if tty >= 0 { close(tty) }
        let terminal = ControllingTerminal.open()
        #expect((terminal != nil) == expected)
        if let terminal {
            #expect(isatty(fileno(terminal.output)) == 1 && isatty(fileno(terminal.input)) == 1)
            fclose(terminal.output)
            fclose(terminal.input)
        }
    }

    /// In a child that leads a new session: no terminal at first (nil, and standardOutput says
    /// why), then the pseudo-terminal as its controlling terminal. Exit code: 0 when all held,
    /// else the number of the first check that failed.
    @Test func withAndWithoutAControllingTerminal() throws {
        let pty = try TestPseudoTerminal()
        // A size no other terminal has: streams that report it are on this one (/dev/tty
        // itself is another device number).
        try #require(pty.setSize(columns: 123, rows: 45))
        let name = pty.slaveName
        let expectedReason = String(cString: strerror(ENXIO))
        let code = inForkedChild {
            guard setsid() > 0 else { return 1 }
            // No controlling terminal.
            guard ControllingTerminal.open() == nil else { return 2 }
            do {
                _ = try ControllingTerminal.standardOutput(stdinIsTerminal: false)
                return 3
            } catch {
                guard (error as? TerminalError) == .noControllingTerminal(expectedReason) else { return 4 }
            }
            // The pseudo-terminal becomes ours.
            let tty = open(name, O_RDWR)
            guard tty >= 0 else { return 5 }
            func isOurTerminal(_ file: UnsafeMutablePointer<FILE>) -> Bool {
                let descriptor = fileno(file)
                return TerminalDevice.size(of: descriptor).map { [$0.columns, $0.rows] } == [123, 45]
                    && fcntl(descriptor, F_GETFD) & FD_CLOEXEC != 0
            }
            guard let terminal = ControllingTerminal.open() else { return 6 }
            guard isOurTerminal(terminal.output), isOurTerminal(terminal.input),
                  fileno(terminal.output) != fileno(terminal.input) else { return 7 }
            fclose(terminal.output)
            fclose(terminal.input)
            // Standard output (here /dev/null) for frames; keys from stdin when it is the
            // terminal, else from /dev/tty.
            guard let both = try? ControllingTerminal.standardOutput(stdinIsTerminal: true),
                  fileno(both.output) == 1, fileno(both.input) == 0 else { return 8 }
            guard let keysFromTty = try? ControllingTerminal.standardOutput(stdinIsTerminal: false),
                  fileno(keysFromTty.output) == 1 else { return 9 }
            guard fileno(keysFromTty.input) > 2,
                  TerminalDevice.size(of: fileno(keysFromTty.input)).map({ [$0.columns, $0.rows] }) == [123, 45]
            else { return 10 }
            return 0
        }
        #expect(code == 0)
    }
}
