/// How a count (`--count-lines`, `--count-bytes`) ended, for the summary's words before the
/// share of the total expected: the input did not always end (`stopped at 15 %`).
package enum CountEnding: Sendable, Equatable {
    /// Not ended yet (a summary asked for meanwhile).
    case running
    /// The input ended (end of file).
    case inputEnded
    /// The run was ended first: a signal (Ctrl-C, SIGTERM), or `q` without `--tee`.
    case stopped
    /// The reader downstream went away (EPIPE: SIGPIPE, or 74 with SIGPIPE ignored).
    case readerWentAway
    /// Writing to stdout failed otherwise (EIO, ENOSPC).
    case outputFailed

    /// The words before the share (`the reader downstream went away at `); `short`: the count
    /// is below the total expected (an input that ended past it is said by the share alone).
    package func lead(short: Bool) -> String {
        switch self {
        case .running: ""
        case .inputEnded: short ? "the input ended at " : ""
        case .stopped: "stopped at "
        case .readerWentAway: "the reader downstream went away at "
        case .outputFailed: "writing to stdout failed at "
        }
    }
}
