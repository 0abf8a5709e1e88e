import CSignalRelay

#if canImport(Glibc)
import Glibc
#endif

/// The stream copier's copy inside the kernel (`--tee` with stdin a pipe), as pv does it: bytes
/// only counted move with `splice(2)` (pipe to pipe, file or socket), never through user space;
/// lines counted are duplicated with `tee(2)` (both ends pipes) and the same bytes then read
/// once to count their newlines (one copy instead of a read's and a write's).
///
/// Nothing is ever held between a read and a write: what a step returns has reached the output,
/// and what it has not moved is still in the input pipe, never read (a stop leaves it there, as
/// `tee` leaves what it has not read). Steps never wait on a pipe (SPLICE_F_NONBLOCK):
/// `waitForEnds(seconds:)` waits, so that the copier can stop between them.
package final class SpliceCopy {
    /// What one step did.
    package enum Step: Equatable {
        /// Bytes that reached the output (their newlines are in `newlines`, with `tee(2)`).
        case moved(Int)
        /// Nothing can move now: the input is empty or the output full.
        case wouldBlock
        /// The input has ended.
        case ended
        /// The output failed (EPIPE: its reader went away); nothing of this step moved.
        case failed(Int32)
        /// These ends cannot be spliced (EINVAL: a file opened to append); nothing moved.
        case unsupported
    }

    private let input: Int32
    private let output: Int32
    /// With `tee(2)`: the buffer the duplicated bytes are read into to count their newlines.
    private let buffer: UnsafeMutableRawBufferPointer?
    /// The most one step moves.
    package let maximum: Int
    /// The newlines of the last step's bytes, and whether its last byte was one (`tee(2)` only).
    package private(set) var newlines = 0
    package private(set) var endsWithNewline = false

    /// Nil when the ends do not allow it: stdin must be a pipe, and, when lines are counted
    /// (`countsLines`), stdout too. `maximum` is the least of the most one step moves (a pipe's size at least).
    package init?(input: Int32, output: Int32, countsLines: Bool, maximum: Int) {
        guard Self.isPipe(input), !countsLines || Self.isPipe(output) else { return nil }
        self.input = input
        self.output = output
        self.maximum = max(maximum, Int(Self.pipeSize))
        // Pipes of 1 MiB (the most an unprivileged process may ask, pipe-max-size): a sixteenth
        // of the calls and wake-ups, for us and for the programs at the other ends.
        for end in [input, output] where Self.isPipe(end) && ckernel_pipe_size(end) < Self.pipeSize {
            _ = fcntl(end, 1031 /* F_SETPIPE_SZ */, Self.pipeSize)
        }
        buffer = countsLines ? UnsafeMutableRawBufferPointer.allocate(byteCount: self.maximum, alignment: 64) : nil
    }

    deinit { buffer?.deallocate() }

    /// The size the pipes at both ends are given, where they are smaller.
    package static let pipeSize: Int32 = 1 << 20

    /// Whether `descriptor` is a pipe (or a FIFO).
    package static func isPipe(_ descriptor: Int32) -> Bool {
        var info = stat()
        return fstat(descriptor, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO
    }

    /// Moves at most `maximum` bytes without waiting.
    package func step(maximum: Int) -> Step {
        let limit = buffer.map { min(maximum, $0.count) } ?? maximum
        let n = buffer == nil ? ckernel_splice(input, output, limit, 1) : ckernel_tee(input, output, limit, 1)
        if n > 0 {
            if buffer != nil { consume(n) }
            return .moved(n)
        }
        if n == 0 { return .ended }
        switch errno {
        case EINTR, EAGAIN: return .wouldBlock
        case EINVAL, ENOSYS: return .unsupported
        case let code: return .failed(code)
        }
    }

    /// Waits up to `seconds` for the input to hold bytes (or end) and then for room in the output.
    package func waitForEnds(seconds: Double) {
        let slice = Int32(max(1, min(seconds * 1000, 1000)))
        var ends = [pollfd(fd: input, events: Int16(POLLIN), revents: 0)]
        guard poll(&ends, 1, slice) > 0, ends[0].revents & Int16(POLLIN) != 0 else { return }
        ends = [pollfd(fd: output, events: Int16(POLLOUT), revents: 0)]
        _ = poll(&ends, 1, slice)
    }

    /// Reads the `count` bytes `tee(2)` has just duplicated out of the input, counting their newlines.
    private func consume(_ count: Int) {
        guard let buffer else { return }
        var offset = 0
        while offset < count {
            let n = read(input, buffer.baseAddress! + offset, count - offset)
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { break }
            offset += n
        }
        let read = UnsafeRawBufferPointer(rebasing: buffer[0..<offset])
        newlines = NewlineCount.newlines(in: read)
        endsWithNewline = offset > 0 && read[offset - 1] == 10
    }
}
