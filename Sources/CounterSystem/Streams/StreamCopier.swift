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
/// Bytes are counted as each write takes them (or once read, without an output), so the count
/// never shows more than was passed on, nor less. `stopReading()` ends the reads; the chunk in
/// flight still reaches the output (Ctrl-C passes on everything read before it), which
/// `waitForOutput(giveUp:)` waits for. Signals are
/// blocked in the thread: a reader that went away is an EPIPE for the caller to act on, never a
/// SIGPIPE that kills the process before the terminal is restored.
package final class StreamCopier: @unchecked Sendable {
    /// What has been passed on so far (`CopyProgress`).
    package typealias Progress = CopyProgress

    private let input: Int32
    private let output: Int32?
    private let bufferSize: Int
    private let lock = Lock()
    /// Guarded by `lock`.
    private var progress = Progress()
    private var stopping = false
    private var writing = false
    /// Where the progress goes, to the main queue.
    private let mailbox = ProgressMailbox()

    /// The biggest read: a pipe holds 64 KiB; a file or a device gives what is asked.
    package static let defaultBufferSize = 131_072

    /// At the end of the input the output is let go of at once (its reader sees the end while
    /// the display may still be up); else it stays open until the process ends (the next
    /// program sees the end once the display has handed the terminal back).
    private let releasesAtEnd: Bool

    /// Monotonic seconds for `Progress.endedAt`, read on the copier's thread.
    private let clock: (@Sendable () -> Double)?

    /// Inside the kernel where the ends allow it (`SpliceCopy`); newlines wanted; `--rate-limit`'s pace.
    private let inKernel: Bool, countsLines: Bool, pace: CopyPace?
    /// Told of each count on the copier's thread, with the clock's time: the bytes and newlines
    /// passed on so far (the run's rates, which a display paused by Ctrl-S must not skew).
    private let onCount: (@Sendable (_ bytes: UInt64, _ newlines: UInt64, _ time: Double) -> Void)?

    /// Copies `input` to `output` (nil: only reads and counts `input`).
    package init(input: Int32, output: Int32?, bufferSize: Int = StreamCopier.defaultBufferSize, releasesAtEnd: Bool = true,
                inKernel: Bool = false, countsLines: Bool = true, pace: CopyPace? = nil, clock: (@Sendable () -> Double)? = nil,
                onCount: (@Sendable (_ bytes: UInt64, _ newlines: UInt64, _ time: Double) -> Void)? = nil) {
        (self.inKernel, self.countsLines, self.pace, self.onCount) = (inKernel, countsLines, pace, onCount)
        self.clock = clock
        self.releasesAtEnd = releasesAtEnd
        self.input = input
        self.output = output
        self.bufferSize = max(bufferSize, 1)
    }

    /// Starts the thread; `onProgress` gets what has been passed on, on the main queue, as it
    /// grows and once more when the input ends or a read or write fails. The error of a thread
    /// that could not be started (EAGAIN: the process limit), or nil.
    package func start(onProgress: @escaping @MainActor (Progress) -> Void) -> Int32? {
        mailbox.receive(with: onProgress)
        #if COUNTER_TUI_TEST_HOOKS
        if input == 0 {
            return DetachedThread.start {
                CopyProbe.began()
                self.run()
                CopyProbe.exited()
            }
        }
        #endif
        return DetachedThread.start { self.run() }
    }

    /// What has been passed on so far.
    package var current: Progress { lock.withLock { progress } }

    /// Reads no more; a chunk being written is given up to `seconds` to reach the output first.
    package func stop(waitingUpTo seconds: Double) {
        stopReading()
        lock.wait(seconds: seconds) { !writing }
    }

    /// Reads no more; the chunk being written goes on to the output.
    package func stopReading() {
        lock.withLock { stopping = true }
    }

    /// Waits until the chunk being written has reached the output (true), or `giveUp` (asked
    /// every `slice` seconds with what has been passed on so far) says to stop waiting (false).
    package func waitForOutput(slice: Double = 0.05, giveUp: (Progress) -> Bool) -> Bool {
        while true {
            if lock.wait(seconds: slice, until: { !writing }) { return true }
            if giveUp(current) { return false }
        }
    }

    private func run() {
        // Signals go to the main thread: a write into a pipe without a reader fails with EPIPE.
        var all = sigset_t()
        sigfillset(&all)
        pthread_sigmask(SIG_BLOCK, &all, nil)
        if inKernel, let output, let kernel = SpliceCopy(input: input, output: output, countsLines: countsLines, maximum: bufferSize),
           copy(with: kernel) {
            return
        }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: bufferSize, alignment: 64)
        defer { buffer.deallocate() }
        while true {
            pace?.waitTurn()
            probeWaits()
            let n = Glibc.read(input, buffer.baseAddress, pace?.piece(upTo: bufferSize) ?? bufferSize)
            if n < 0 && errno == EINTR { continue }
            // A read that fails (EIO from a terminal that went away) ends the input, as EOF does.
            if n <= 0 {
                let code = n < 0 ? errno : 0
                if code != 0 && code != EIO { lock.withLock { progress.readFailure = code } }
                finish(failure: nil)
                return
            }
            pace?.passed(n)
            let chunk = UnsafeRawBufferPointer(rebasing: buffer[0..<n])
            var failure: Int32?
            if let output {
                // Read is read, also after `stopReading()` (a read that was waiting when it
                // came): it is passed on, never dropped without a word.
                lock.withLock {
                    writing = true
                    progress.unwritten = UInt64(n)
                }
                failure = write(chunk, to: output)
            } else {
                count(chunk)
            }
            if !passed(failure: failure) { return }
        }
    }

    /// After a chunk was written (or its write failed): wakes a waiter, tells the main queue
    /// (unless not `tells`); false when the copy ends here (a failure, or a stop).
    private func passed(failure: Int32?, tells: Bool = true) -> Bool {
        let stop = lock.withLock { () -> Bool in
            writing = false
            // A failed write leaves what it could not pass on in `unwritten`, and why: a waiter woken sees both.
            if let failure { progress.failure = failure } else { progress.unwritten = 0 }
            return stopping
        }
        lock.signal()
        if let failure {
            finish(failure: failure)
            return false
        }
        if tells { mailbox.tell { self.current } }
        return !stop
    }

    /// Copies with `kernel` until the input ends, the output fails or a stop (true), or until
    /// the ends turn out not to allow it (false: the plain copy goes on, nothing was lost).
    /// Nothing is held between steps: a stop leaves what was not moved in the input pipe. The
    /// main queue hears of every 4 MiB, and of what moved before a wait (each step's wake-up
    /// cost as much CPU as pv's whole copy).
    private func copy(with kernel: SpliceCopy) -> Bool {
        var untold = 0
        while true {
            pace?.waitTurn()
            guard lock.withLock({ () -> Bool in
                writing = !stopping
                return writing
            }) else { return true }
            let step = kernel.step(maximum: pace?.piece(upTo: kernel.maximum) ?? kernel.maximum)
            switch step {
            case .moved(let n):
                pace?.passed(n)
                count(bytes: n, newlines: kernel.newlines, endsWithNewline: countsLines ? kernel.endsWithNewline : nil)
                untold = pace == nil && untold + n < Self.deliveryBytes ? untold + n : 0
                if !passed(failure: nil, tells: untold == 0) { return true }
            case .wouldBlock:
                _ = passed(failure: nil, tells: untold > 0)
                untold = 0
                probeWaits()
                kernel.waitForEnds(seconds: 0.1)
            case .failed(let code):
                return !passed(failure: code)
            case .ended, .unsupported:
                _ = passed(failure: nil, tells: false)
                if step == .ended { finish(failure: nil) }
                return step == .ended
            }
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
        lock.withLock {
            if let failure { progress.failure = failure } else {
                progress.ended = true
                progress.endedAt = clock?()
            }
        }
        mailbox.tell { self.current }
    }

    /// About to wait for more input: a test in-process that writes stdin hears how far the copy
    /// got (every byte read is counted by now).
    private func probeWaits() {
        #if COUNTER_TUI_TEST_HOOKS
        if input == 0 { CopyProbe.waits(taken: current.bytes) }
        #endif
    }


    /// The most one write passes on: a pipe's whole buffer. A blocking write to a pipe returns
    /// only once all of it is in, so a chunk written at once would count (and show) nothing of
    /// what a slow reader already holds (Ctrl-C then counted 0 bytes while 65,536 had gone out).
    static let pieceSize = 65_536
    /// The bytes moved inside the kernel between two deliveries to the main queue, at most.
    static let deliveryBytes = 4 << 20

    /// Writes all of `chunk` in pieces of at most `pieceSize`, retrying interrupted and partial
    /// writes, counting each piece as the output takes it (also the part before a write
    /// failed): the error of the write that failed, nil when all were written.
    private func write(_ chunk: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < chunk.count {
            let n = Glibc.write(descriptor, chunk.baseAddress! + offset, min(chunk.count - offset, Self.pieceSize))
            if n < 0 {
                if errno == EINTR { continue }
                return errno
            }
            count(UnsafeRawBufferPointer(rebasing: chunk[offset..<(offset + n)]))
            offset += n
            // Shown as it goes (a slow reader holds a piece while the next waits); the last, by `passed`.
            if n > 0 && offset < chunk.count { mailbox.tell { self.current } }
        }
        return nil
    }

    /// Adds `passed`, bytes passed on, to the progress.
    private func count(_ passed: UnsafeRawBufferPointer) {
        guard !passed.isEmpty else { return }
        count(bytes: passed.count, newlines: countsLines ? NewlineCount.newlines(in: passed) : 0,
              endsWithNewline: passed[passed.count - 1] == 10)
    }

    /// Adds `bytes` passed on, `newlines` of them, to the progress.
    private func count(bytes: Int, newlines: Int, endsWithNewline: Bool?) {
        let counted = lock.withLock { () -> (UInt64, UInt64) in
            progress.bytes &+= UInt64(bytes)
            progress.newlines &+= UInt64(newlines)
            progress.unwritten -= min(progress.unwritten, UInt64(bytes))
            if let endsWithNewline { progress.endsWithNewline = endsWithNewline }
            return (progress.bytes, progress.newlines)
        }
        if let onCount, let clock { onCount(counted.0, counted.1, clock()) }
    }
}
