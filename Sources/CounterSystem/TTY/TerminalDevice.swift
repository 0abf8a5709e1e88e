#if canImport(Glibc)
import Glibc
#endif

/// What the kernel says about a terminal: its size, who owns it, whether its input has hung
/// up, and whether the locale writes UTF-8 to it. The one place these are asked.
package enum TerminalDevice {
    /// The size of the terminal on `descriptor` in cells (TIOCGWINSZ), or nil when it cannot be
    /// read or is zero.
    package static func size(of descriptor: Int32) -> (columns: Int, rows: Int)? {
        var ws = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &ws) == 0, ws.ws_col > 0, ws.ws_row > 0 else { return nil }
        return (Int(ws.ws_col), Int(ws.ws_row))
    }

    /// Whether our process group owns the terminal on `descriptor`; nil when the terminal is gone.
    package static func isForeground(_ descriptor: Int32) -> Bool? {
        let owner = tcgetpgrp(descriptor)
        return owner < 0 ? nil : owner == getpgrp()
    }

    /// True when the terminal's input on `descriptor` has closed (hangup): readable but nothing
    /// to read, or an error.
    package static func inputClosed(_ descriptor: Int32) -> Bool {
        var waiting: Int32 = 0
        if ioctl(descriptor, UInt(FIONREAD), &waiting) != 0 { return true }
        var probe = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let ready = poll(&probe, 1, 0)
        if ready < 0 { return true }
        if probe.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return true }
        return ready > 0 && waiting == 0
    }

    /// Whether the locale's character set is UTF-8 (call after `setlocale`).
    package static var localeIsUTF8: Bool {
        let codeset = nl_langinfo(nl_item(CODESET)).map { String(cString: $0) } ?? ""
        return codeset.uppercased().filter { $0 != "-" } == "UTF8"
    }

    /// Whether `descriptor` is a terminal.
    package static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

    /// Runs `body` with what is written to `descriptor` thrown away (/dev/null put in its place,
    /// then the descriptor given back): for library calls whose output the terminal must not
    /// see. Runs `body` as it is when the swap cannot be made.
    package static func discardingOutput(of descriptor: Int32, _ body: () -> Void) {
        let saved = fcntl(descriptor, F_DUPFD_CLOEXEC, 3)
        let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
        guard saved >= 0, null >= 0, dup2(null, descriptor) >= 0 else {
            if saved >= 0 { close(saved) }
            if null >= 0 { close(null) }
            body()
            return
        }
        close(null)
        body()
        _ = dup2(saved, descriptor)
        close(saved)
    }
}
