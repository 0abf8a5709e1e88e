import CounterEngine

/// What a live source tells the counters it feeds, whatever kind of source it is.
package enum LiveEvent: Sendable, Equatable {
    /// Values arrived: each for the counter its id names, or, without an id, for the counter the
    /// source feeds.
    case values([LiveLine])
    /// Lines that hold no value were skipped: how many, this time, and the hint when one was
    /// refused for the way its number is written (`'1,000' is not a number: …`).
    case skipped(Int, hint: String? = nil)
    /// A run failed, with the reason ("exit 3: boom", "timed out after 2s"): the last good
    /// value stays on screen.
    case failed(String)
    /// A run was still going at its timeout and the number it had printed was kept: slow, not
    /// failed (no `!`), with the reason for the status line ("still running at its 2s timeout").
    case slow(String)
    /// A run ended well: a failure (or slowness) shown before is over.
    case recovered
    /// The source has ended (end of input): nothing more comes from it.
    case ended
    /// What the source copies on (`--tee`) cannot be written, with the errno; `bySignal` when the
    /// program is to die by SIGPIPE (the reader went away and SIGPIPE was not ignored).
    case copyFailed(Int32, bySignal: Bool)
    /// The source cannot run at all, for a limit of the machine (no thread can be started): the
    /// reason, in one line.
    case cannotStart(String)
    /// The input could not be read (stdin is a directory): the reason, in one line; the run
    /// ends with 74 (EX_IOERR).
    case inputFailed(String)
}
