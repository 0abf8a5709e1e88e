import Dispatch

#if canImport(Glibc)
import Glibc
#endif

/// Copies bytes to a descriptor (stdout for `--tee`) without ever blocking the main queue:
/// a pipe gets at most PIPE_BUF bytes per write while it polls writable (so the write cannot
/// block), and while it is full a main-queue timer looks again every 5 ms. Not a
/// `DispatchSourceWrite`: once the reader is gone, libdispatch on Linux gets EPOLLERR for the
/// descriptor again and again (a core's worth of CPU) and never calls the handler, so the
/// program would hang; the timer's next look finds the error and the write reports EPIPE.
/// Partial writes and EINTR are retried; any other error is reported once.
@MainActor
public final class NonBlockingWriter {
    private let descriptor: Int32
    /// Regular files and character devices such as /dev/null: epoll cannot watch them, and a
    /// write to them does not wait for a reader.
    private let alwaysReady: Bool
    private var pending: [UInt8] = []
    private var offset = 0
    private var waiter: DispatchSourceTimer?
    /// How often a full descriptor is looked at again.
    static let retryInterval = 0.005
    private var failed = false
    /// Everything pending was written: the reader may read on.
    public var onDrained: () -> Void = {}
    /// A write failed with this errno (EPIPE: the reader went away).
    public var onFailure: (Int32) -> Void = { _ in }
    /// SIGPIPE was ignored when the writer was made (before any handler): a closed reader is
    /// then an error to report, as other programs do, not a death by SIGPIPE.
    public let pipeSignalIgnored: Bool

    public init(descriptor: Int32 = 1) {
        self.descriptor = descriptor
        pipeSignalIgnored = SignalDisposition.of(SIGPIPE) == .ignored
        var info = stat()
        let kind = fstat(descriptor, &info) == 0 ? info.st_mode & S_IFMT : S_IFIFO
        alwaysReady = kind == S_IFREG || (kind == S_IFCHR && isatty(descriptor) == 0)
    }

    /// True while bytes wait to be written.
    public var isBusy: Bool { offset < pending.count || failed }

    /// Writes `bytes` now as far as the descriptor takes them; the rest waits for room.
    /// Returns true when all of it was written.
    @discardableResult
    public func write(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard !failed else { return false }
        pending.removeAll(keepingCapacity: true)
        pending.append(contentsOf: bytes)
        offset = 0
        return flush()
    }

    /// Stops waiting for room (at the end of the session).
    public func cancel() {
        waiter?.cancel()
        waiter = nil
    }

    /// Writes what is pending until done, the descriptor is full, or it fails.
    @discardableResult
    private func flush() -> Bool {
        while offset < pending.count {
            if !alwaysReady && !writableNow() {
                waitForRoom()
                return false
            }
            let chunk = alwaysReady ? pending.count - offset : min(pending.count - offset, Int(PIPE_BUF))
            let n = pending.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + offset, chunk) }
            if n < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN {
                    waitForRoom()
                    return false
                }
                failed = true
                cancel()
                onFailure(errno)
                return false
            }
            offset += n
        }
        cancel()
        return true
    }

    private func writableNow() -> Bool {
        var probe = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        // POLLERR (reader gone) counts as writable: the write then reports EPIPE.
        return poll(&probe, 1, 0) > 0 && probe.revents != 0
    }

    private func waitForRoom() {
        guard waiter == nil else { return }
        waiter = MainQueueTimer.start(after: Self.retryInterval, repeating: Self.retryInterval) { [weak self] in
            self?.writeMore()
        }
    }

    /// Room, or an error, on the descriptor: write on (a gone reader fails with EPIPE).
    private func writeMore() {
        guard !failed, flush() else { return }
        onDrained()
    }
}
