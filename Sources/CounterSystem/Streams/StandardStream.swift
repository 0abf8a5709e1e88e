#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Unbuffered writes to a file descriptor, retried on interruption and partial writes, and on a
/// non-blocking descriptor that is full (EAGAIN) once it is writable again.
package enum StandardStream {
    /// How long (milliseconds) a write waits for a full non-blocking descriptor to take any
    /// byte before it gives up with EAGAIN: a reader stalled this long is taken as gone.
    package static let stallLimit: Int32 = 10_000

    /// Writes all of `text` to `descriptor`; false on any error (disk full, pipe closed).
    @discardableResult
    package static func write(_ text: String, to descriptor: Int32) -> Bool {
        writeError(text, to: descriptor) == nil
    }

    /// Writes all of `text` to `descriptor`; the error number of the write that failed, or nil.
    package static func writeError(_ text: String, to descriptor: Int32) -> Int32? {
        #if COUNTER_TUI_TEST_HOOKS
        if descriptor == 2 { Capture.add(text) }
        #endif
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { raw in
                Glibc.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
            }
            if n < 0 {
                let code = errno
                if code == EINTR { continue }
                if code == EAGAIN || code == EWOULDBLOCK {
                    // A non-blocking descriptor whose reader is slow: wait until it can take more.
                    if let failure = waitWritable(descriptor) { return failure }
                    continue
                }
                return code
            }
            offset += n
        }
        return nil
    }

    /// Waits until `descriptor` can be written (POLLOUT) or the stall limit passes: nil when
    /// it can, else the error to report (EAGAIN after the stall limit).
    private static func waitWritable(_ descriptor: Int32) -> Int32? {
        while true {
            var entry = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
            let ready = poll(&entry, 1, stallLimit)
            if ready > 0 { return nil }
            if ready == 0 { return EAGAIN }
            if errno != EINTR { return errno }
        }
    }

    /// Writes `counter-tui: TEXT` and a newline on stderr: the program's one-line messages
    /// (usage errors, fallbacks, a recording's summary).
    package static func notice(_ text: String) {
        write("counter-tui: \(text)\n", to: 2)
    }

    /// Whether `descriptor` is a pipe whose reading end is closed (a write would fail with EPIPE).
    package static func isBrokenPipe(_ descriptor: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        return poll(&entry, 1, 0) == 1 && entry.revents & Int16(POLLERR) != 0
    }

    /// The standard descriptors `reopenClosedStandardDescriptors` found closed: a closed stdin
    /// reads as /dev/null afterwards, and a run that counts it must not take that for an input.
    nonisolated(unsafe) package private(set) static var closedAtStart: [Int32] = []

    /// Opens /dev/null on any of descriptors 0, 1 and 2 that is closed (`<&-`, `>&-`), so the
    /// files the program opens later never take their numbers (stdin closed made the stdin
    /// source read the program's own files); returns the ones that were closed.
    package static func reopenClosedStandardDescriptors() -> [Int32] {
        var closed: [Int32] = []
        defer { closedAtStart = closed }
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
            if opened != descriptor && opened >= 0 {
                dup2(opened, descriptor)
                close(opened)
            }
            closed.append(descriptor)
        }
        return closed
    }
}

#if COUNTER_TUI_TEST_HOOKS
extension StandardStream {
    /// A test of the whole program in-process: what the program writes on stderr, kept whole
    /// while a capture is on (the test runner writes its own lines on the same descriptor, and
    /// may write between the program's).
    package enum Capture {
        private static let lock = Lock()
        nonisolated(unsafe) private static var text: String?

        /// Starts keeping what is written on stderr.
        package static func start() { lock.withLock { text = "" } }

        /// Stops keeping it; what was written since `start()`.
        package static func stop() -> String {
            lock.withLock {
                defer { text = nil }
                return text ?? ""
            }
        }

        static func add(_ written: String) { lock.withLock { text? += written } }
    }
}
#endif
