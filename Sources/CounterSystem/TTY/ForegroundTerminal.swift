#if canImport(Glibc)
import Glibc
#endif

/// Terminal steps taken only in the foreground: a mode change, a query, a reply read. From the
/// background each would stop the whole job (SIGTTOU, SIGTTIN) or change the shell's terminal.
package enum ForegroundTerminal {
    /// Runs `body` when our process group owns the terminal on `descriptor` (nil otherwise, and
    /// `body` is not run). While it runs SIGTTOU and SIGTTIN are caught without restart: moved
    /// to the background in between (Ctrl-Z, then `bg`), its terminal call fails with EINTR
    /// instead of stopping us, and nothing is done to the shell's terminal.
    package static func step<Result>(on descriptor: Int32, _ body: () -> Result) -> Result? {
        guard TerminalDevice.isForeground(descriptor) == true else { return nil }
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        var previousOutput = sigaction()
        var previousInput = sigaction()
        sigaction(SIGTTOU, &action, &previousOutput)
        sigaction(SIGTTIN, &action, &previousInput)
        // Blocked, they would let the call through from the background (as if ignored).
        var stops = sigset_t()
        sigemptyset(&stops)
        sigaddset(&stops, SIGTTOU)
        sigaddset(&stops, SIGTTIN)
        var mask = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &stops, &mask)
        defer {
            pthread_sigmask(SIG_SETMASK, &mask, nil)
            sigaction(SIGTTOU, &previousOutput, nil)
            sigaction(SIGTTIN, &previousInput, nil)
        }
        return body()
    }

    /// Writes `text` to the terminal on `descriptor` while it is ours; in the background (or
    /// moved there mid-write) the rest is dropped, for a display only: a frame is not data. False
    /// only when the write failed.
    package static func write(_ text: String, to descriptor: Int32) -> Bool {
        var bytes = Array(text.utf8)
        return step(on: descriptor) {
            var offset = 0
            while offset < bytes.count {
                let count = bytes.withUnsafeMutableBytes { Glibc.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
                if count < 0 {
                    guard errno == EINTR else { return false }
                    if TerminalDevice.isForeground(descriptor) != true { return true }
                    continue
                }
                offset += count
            }
            return true
        } ?? true
    }

    /// Whether bytes wait in the terminal's input on `descriptor` (typeahead). In canonical mode
    /// the kernel counts only whole lines; call again once canonical mode is off for the rest.
    package static func hasTypeahead(_ descriptor: Int32) -> Bool {
        var waiting: Int32 = 0
        return ioctl(descriptor, UInt(FIONREAD), &waiting) == 0 && waiting > 0
    }

    /// `takeTypeahead` in a non-canonical mode for the moment (a line not ended yet is read too),
    /// the terminal's modes put back at once (as they were, nothing flushed).
    package static func takeTypeaheadOfAnyLine(_ descriptor: Int32) -> [UInt8] {
        var saved = termios()
        guard tcgetattr(descriptor, &saved) == 0 else { return takeTypeahead(descriptor) }
        var reading = saved
        reading.c_lflag &= ~tcflag_t(ICANON)
        tcsetattr(descriptor, TCSANOW, &reading)
        defer { tcsetattr(descriptor, TCSANOW, &saved) }
        return takeTypeahead(descriptor)
    }

    /// Reads what waits in the terminal's input on `descriptor` now (typeahead: FIONREAD, in
    /// non-canonical mode), exactly that much and never waiting, to keep it from being taken as
    /// keys; empty when nothing waits.
    package static func takeTypeahead(_ descriptor: Int32) -> [UInt8] {
        var waiting: Int32 = 0
        guard ioctl(descriptor, UInt(FIONREAD), &waiting) == 0, waiting > 0 else { return [] }
        var bytes = [UInt8](repeating: 0, count: Int(waiting))
        var taken = 0
        while taken < bytes.count, waitForInput(descriptor, milliseconds: 0) {
            let count = bytes.withUnsafeMutableBytes { readWaiting(descriptor, into: $0.baseAddress! + taken, count: $0.count - taken) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            taken += count
        }
        return Array(bytes[0..<taken])
    }

    /// Puts `bytes` read by mistake back into the terminal's input, in order (TIOCSTI), for the
    /// shell to read; false when the kernel refuses (`dev.tty.legacy_tiocsti = 0`).
    @discardableResult
    package static func putBack(_ bytes: [UInt8], on descriptor: Int32) -> Bool {
        for var byte in bytes where ioctl(descriptor, UInt(TIOCSTI), &byte) != 0 { return false }
        return true
    }

    /// Reads one byte from `descriptor`, waiting at most `milliseconds`; nil on timeout, end or
    /// error. One byte at a time, so nothing past an answer is taken from the input.
    package static func readByte(_ descriptor: Int32, milliseconds: Int32) -> UInt8? {
        let start = TerminalProbe.monotonicSeconds()
        return readByte(descriptor, until: start + Double(milliseconds) / 1000, now: TerminalProbe.monotonicSeconds)
    }

    /// Reads one byte from `descriptor` before `deadline` (seconds by `now`, a monotonic clock);
    /// nil on timeout, end or error. A byte another reader of the terminal took first is waited
    /// past, not for (`readWaiting`).
    package static func readByte(_ descriptor: Int32, until deadline: Double, now: () -> Double) -> UInt8? {
        while let milliseconds = millisecondsLeft(until: deadline, now: now) {
            guard waitForInput(descriptor, milliseconds: milliseconds) else { return nil }
            var byte: UInt8 = 0
            let count = readWaiting(descriptor, into: &byte, count: 1)
            if count == 1 { return byte }
            guard count < 0 && (errno == EAGAIN || errno == EINTR) else { return nil }
            // Taken by another reader between the poll and the read: poll again, with a pause
            // so that a terminal still polling readable (the other reader not yet done) does
            // not make this a busy loop.
            usleep(1_000)
        }
        return nil
    }

    /// Reads at most `count` bytes of what waits in the terminal's input on `descriptor` into
    /// `buffer`, never waiting: through an open file description of the terminal of its own,
    /// non-blocking. (The descriptor's own description is shared with the shell and the other
    /// programs of the job, whose reads O_NONBLOCK on it would break.) Another program reading
    /// the same terminal (`cat` in `cat | counter-tui`, ssh without -n) may take the bytes
    /// between a poll and the read: a read on a blocking descriptor would then wait for ever
    /// (issue 47); this one returns -1 with EAGAIN. The number of bytes read, or -1 (errno set).
    package static func readWaiting(_ descriptor: Int32, into buffer: UnsafeMutableRawPointer, count: Int) -> Int {
        let own = open("/proc/self/fd/\(descriptor)", O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard own >= 0 else { return -1 }
        defer { close(own) }
        return read(own, buffer, count)
    }

    /// Whether input arrives on `descriptor` before `deadline` (seconds by `now`).
    package static func waitForInput(_ descriptor: Int32, until deadline: Double, now: () -> Double) -> Bool {
        guard let milliseconds = millisecondsLeft(until: deadline, now: now) else { return false }
        return waitForInput(descriptor, milliseconds: milliseconds)
    }

    /// The whole milliseconds left until `deadline` (at most a minute), nil once it has passed.
    private static func millisecondsLeft(until deadline: Double, now: () -> Double) -> Int32? {
        let left = ((deadline - now()) * 1000).rounded(.up)
        return left > 0 ? Int32(min(left, 60_000)) : nil
    }

    /// Whether input arrives on `descriptor` within `milliseconds` (false on a timeout, hangup or
    /// error).
    package static func waitForInput(_ descriptor: Int32, milliseconds: Int32) -> Bool {
        var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&ready, 1, max(milliseconds, 0)) > 0 && ready.revents & Int16(POLLIN) != 0
    }
}
