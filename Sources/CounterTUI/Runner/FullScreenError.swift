/// Why a full-screen run could not start or ended without an outcome.
public enum FullScreenError: Error, Equatable, CustomStringConvertible {
    /// Standard output is not a terminal that can show a full screen (piped, TERM unknown or dumb).
    case noTerminal(String)
    /// The synchronous `run()` was called off the main thread (after an `await` in an async
    /// `main`, the main queue is the Swift runtime's): use `try await run()` there.
    case notOnMainThread
    /// The terminal could not be written to any more.
    case outputFailed

    /// One line saying what went wrong.
    public var description: String {
        switch self {
        case .noTerminal(let why): "no full screen: \(why)"
        case .notOnMainThread: "FullScreen.run() (synchronous) must be called on the main thread; use `try await run()`"
        case .outputFailed: "the terminal could not be written to"
        }
    }
}
