import Dispatch

#if canImport(Glibc)
import Glibc
#endif

/// Copies one descriptor to another as `tee` does, or only reads it, counting bytes and newlines,
/// on a thread of its own: blocking reads and writes at the pace of the slower end, never waiting
/// on the main queue and never making it wait (`--count-lines --tee`). What it has passed on
/// reaches the main queue as `Progress`, at most one delivery waiting at a time however fast the
/// bytes go.
///
/// A chunk is counted once it has been written (or read, without an output), so the count never
/// shows more than was passed on. `stop(waitingUpTo:)` lets the chunk in flight reach the output
/// (Ctrl-C passes on everything read before it), then the thread reads no more. Signals are
/// blocked in the thread: a reader that went away is an EPIPE for the caller to act on, never a
/// SIGPIPE that kills the process before the terminal is restored.
public final class StreamCopier: @unchecked Sendable {
    /// What has been passed on so far.
    public struct Progress: Sendable, Equatable {
        /// Bytes passed on (or read, without an output).
        public var bytes: UInt64 = 0
        /// Newlines among them.
        public var newlines: UInt64 = 0
        /// The last byte was a newline (or nothing was read): a last line without one counts too.
        public var endsWithNewline = true
        /// The input has ended and everything read was passed on.
        public var ended = false
        /// The error of the write that failed (EPIPE: the reader went away), if one did.
        public var failure: Int32?
        /// The error of the read that failed (EISDIR: stdin is a directory), if one did; the
        /// input has ended there. EIO (a terminal that went away) is an end, not a failure.
        public var readFailure: Int32?

        /// Lines: the newlines, and a last line without one once the input has ended.
        public var lines: UInt64 { newlines + (ended && !endsWithNewline ? 1 : 0) }

        public init() {}
    }

    private let input: Int32
    private let output: Int32?
    private let bufferSize: Int
    private let lock = Lock()
    /// Guarded by `lock`.
    private var progress = Progress()
    private var deliveryWaiting = false
    private var stopping = false
    private var writing = false
    private var handler: (@MainActor (Progress) -> Void)?

    /// The biggest read: a pipe holds 64 KiB; a file or a device gives what is asked.
    public static let defaultBufferSize = 131_072

    /// Copies `input` to `output` (nil: only reads and counts `input`).
    /// At the end of the input the output is let go of at once (its reader sees the end while
    /// the display may still be up); else it stays open until the process ends, so that the
    /// next program sees the end only once the display has handed the terminal back.
    private let releasesAtEnd: Bool

    public init(input: Int32, output: Int32?, bufferSize: Int = StreamCopier.defaultBufferSize, releasesAtEnd: Bool = true) {
        self.releasesAtEnd = releasesAtEnd
        self.input = input
        self.output = output
        self.bufferSize = max(bufferSize, 1)
    }

    /// Starts the thread; `onProgress` gets what has been passed on, on the main queue, as it
    /// grows and once more when the input ends or a read or write fails. The error of a thread
    /// that could not be started (EAGAIN: the process limit), or nil.
    public func start(onProgress: @escaping @MainActor (Progress) -> Void) -> Int32? {
        lock.withLock { handler = onProgress }
        let context = Unmanaged.passRetained(self).toOpaque()
        var thread = pthread_t()
        let result = pthread_create(&thread, nil, { context in
            let copier = Unmanaged<StreamCopier>.fromOpaque(context!).takeRetainedValue()
            copier.run()
            return nil
        }, context)
        guard result == 0 else {
            Unmanaged<StreamCopier>.fromOpaque(context).release()
            return result
        }
        pthread_detach(thread)
        return nil
    }

    /// What has been passed on so far.
    public var current: Progress { lock.withLock { progress } }

    /// Reads no more; a chunk being written is given up to `seconds` to reach the output first.
    public func stop(waitingUpTo seconds: Double) {
        lock.withLock { stopping = true }
        lock.wait(seconds: seconds) { !writing }
    }

    private func run() {
        // Signals go to the main thread: a write into a pipe without a reader fails with EPIPE.
        var all = sigset_t()
        sigfillset(&all)
        pthread_sigmask(SIG_BLOCK, &all, nil)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: bufferSize, alignment: 64)
        defer { buffer.deallocate() }
        while true {
            let n = Glibc.read(input, buffer.baseAddress, bufferSize)
            if n < 0 && errno == EINTR { continue }
            // A read that fails (EIO from a terminal that went away) ends the input, as EOF does.
            if n <= 0 {
                let code = n < 0 ? errno : 0
                if code != 0 && code != EIO { lock.withLock { progress.readFailure = code } }
                finish(failure: nil)
                return
            }
            let chunk = UnsafeRawBufferPointer(rebasing: buffer[0..<n])
            guard lock.withLock({ () -> Bool in
                writing = output != nil && !stopping
                return !stopping
            }) else { return }
            var written = n
            var failure: Int32?
            if let output { (written, failure) = Self.write(chunk, to: output) }
            // What reached the output counts, also the part of a chunk before a write failed.
            let passed = UnsafeRawBufferPointer(rebasing: chunk[0..<written])
            let newlines = Self.newlines(in: passed)
            let (deliver, stop) = lock.withLock { () -> (Bool, Bool) in
                writing = false
                progress.bytes &+= UInt64(written)
                progress.newlines &+= UInt64(newlines)
                if written > 0 { progress.endsWithNewline = passed[written - 1] == 10 }
                let deliver = !deliveryWaiting && failure == nil
                if deliver { deliveryWaiting = true }
                return (deliver, stopping)
            }
            if let failure {
                lock.signal()
                finish(failure: failure)
                return
            }
            lock.signal()
            if deliver { scheduleDelivery() }
            if stop { return }
        }
    }

    /// The input ended (or a read or write failed): the output is let go of at once (its reader
    /// sees the end, as from `tee`, while the display may still be drawing), and the last
    /// delivery says so.
    private func finish(failure: Int32?) {
        if failure == nil, releasesAtEnd, let output {
            // /dev/null in its place: the descriptor stays valid, the pipe's end is closed.
            let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
            if null >= 0 {
                dup2(null, output)
                close(null)
            }
        }
        let deliver = lock.withLock { () -> Bool in
            if let failure { progress.failure = failure } else { progress.ended = true }
            let deliver = !deliveryWaiting
            deliveryWaiting = true
            return deliver
        }
        if deliver { scheduleDelivery() }
    }

    private func scheduleDelivery() {
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                let (now, handler) = self.lock.withLock { () -> (Progress, (@MainActor (Progress) -> Void)?) in
                    self.deliveryWaiting = false
                    return (self.progress, self.handler)
                }
                handler?(now)
            }
        }
    }

    /// Writes all of `chunk`, retrying interrupted and partial writes: the bytes written, and
    /// the error of the write that failed (nil when all were written).
    private static func write(_ chunk: UnsafeRawBufferPointer, to descriptor: Int32) -> (Int, Int32?) {
        var offset = 0
        while offset < chunk.count {
            let n = Glibc.write(descriptor, chunk.baseAddress! + offset, chunk.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                return (offset, errno)
            }
            offset += n
        }
        return (offset, nil)
    }

    /// The newlines in `chunk`, sixteen bytes at a time (about 15 GB/s here; a byte loop does 2).
    public static func newlines(in chunk: UnsafeRawBufferPointer) -> Int {
        guard let base = chunk.baseAddress else { return 0 }
        let count = chunk.count
        let newline = SIMD16<UInt8>(repeating: 10)
        let one = SIMD16<UInt8>(repeating: 1)
        var total = 0
        var lanes = SIMD16<UInt8>(repeating: 0)
        var rounds = 0
        var i = 0
        while i + 16 <= count {
            let bytes = base.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
            lanes &+= one.replacing(with: 0, where: bytes .!= newline)
            i += 16
            rounds += 1
            // A lane holds at most 255: empty them into the total before they could wrap.
            if rounds == 255 {
                total += Int(SIMD16<UInt16>(truncatingIfNeeded: lanes).wrappedSum())
                lanes = SIMD16<UInt8>(repeating: 0)
                rounds = 0
            }
        }
        total += Int(SIMD16<UInt16>(truncatingIfNeeded: lanes).wrappedSum())
        while i < count {
            if base.load(fromByteOffset: i, as: UInt8.self) == 10 { total += 1 }
            i += 1
        }
        return total
    }
}
