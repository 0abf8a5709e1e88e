#if canImport(Glibc)
import Glibc
#endif

/// One read of what is waiting on a descriptor, never blocking and never changing its flags:
/// FIONREAD says how much is there; with nothing there, a descriptor that still polls readable
/// has hung up (end of input).
package enum NonBlockingRead {
    /// What one read found.
    package enum Outcome: Equatable {
        /// `count` bytes were read into the buffer (more than 0).
        case bytes(Int)
        /// Nothing is waiting now.
        case nothing
        /// End of input (or the descriptor failed).
        case end
    }

    /// Reads at most `buffer.count` bytes of what is waiting on `descriptor` into `buffer`.
    package static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Outcome {
        var waiting: Int32 = 0
        if ioctl(descriptor, UInt(FIONREAD), &waiting) != 0 { waiting = 0 }
        if waiting == 0 {
            // Nothing buffered: end of input if the descriptor still polls readable (hangup).
            guard readableNow(descriptor) else { return .nothing }
        }
        let wanted = waiting > 0 ? min(Int(waiting), buffer.count) : 1
        let n = Glibc.read(descriptor, buffer.baseAddress, wanted)
        if n < 0 && (errno == EINTR || errno == EAGAIN) { return .nothing }
        return n > 0 ? .bytes(n) : .end
    }

    /// Whether a read would not block now: data, a hangup, an error, or a descriptor that is
    /// not open (POLLNVAL: the read then fails with EBADF and the outcome is `.end`).
    private static func readableNow(_ descriptor: Int32) -> Bool {
        var probe = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&probe, 1, 0) > 0 && probe.revents & Int16(POLLIN | POLLHUP | POLLERR | POLLNVAL) != 0
    }
}
