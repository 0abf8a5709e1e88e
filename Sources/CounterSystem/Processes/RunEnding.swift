/// How a run ended, handed back to `main.swift`, the one place that ends the process: with an
/// exit status, or by a signal's default action (so the parent sees the real signal).
package enum RunEnding: Equatable, Sendable, CustomStringConvertible {
    /// End with this exit status.
    case status(ExitStatus)
    /// Die by this signal (after the terminal was restored); 128+N if it does not end us.
    case signal(Int32)

    /// 0: done.
    package static let success = RunEnding.status(.success)

    /// The status the parent sees: the exit status, or 128+N after signal N.
    package var exitStatus: ExitStatus {
        switch self {
        case .status(let status): status
        case .signal(let sig): .signal(sig)
        }
    }

    /// "exit 74", "signal 2".
    package var description: String {
        switch self {
        case .status(let status): "exit \(status)"
        case .signal(let sig): "signal \(sig)"
        }
    }
}
