/// What a `StreamCopier` has passed on so far (`StreamCopier.Progress`).
package struct CopyProgress: Sendable, Equatable {
    /// Bytes passed on (or read, without an output).
    package var bytes: UInt64 = 0
    /// Newlines among them.
    package var newlines: UInt64 = 0
    /// The last byte was a newline (or nothing was read): a last line without one counts too.
    package var endsWithNewline = true
    /// The input has ended and everything read was passed on.
    package var ended = false
    /// When it ended, by the copier's clock (the main queue may learn of it much later:
    /// its display paused by Ctrl-S); nil without a clock or before the end.
    package var endedAt: Double?
    /// The error of the write that failed (EPIPE: the reader went away), if one did.
    package var failure: Int32?
    /// Bytes read and not yet written (the chunk being written, or the part of it a failed
    /// write could not pass on), 0 when none.
    package var unwritten: UInt64 = 0
    /// The error of the read that failed (EISDIR: stdin is a directory), if one did; the
    /// input has ended there. EIO (a terminal that went away) is an end, not a failure.
    package var readFailure: Int32?

    /// Lines: the newlines, and a last line without one once the input has ended.
    package var lines: UInt64 { newlines + (ended && !endsWithNewline ? 1 : 0) }

    package init() {}
}
