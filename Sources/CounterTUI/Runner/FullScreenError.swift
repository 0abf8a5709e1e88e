/// Why a full-screen run could not start or ended without an outcome.
public enum FullScreenError: Error, Equatable, CustomStringConvertible {
    /// Standard output is not a terminal that can show a full screen (piped, TERM unknown or dumb).
    case noTerminal(String)
    /// The synchronous `run()` was called off the main thread (after an `await` in an async
    /// `main`, the main queue is the Swift runtime's): use `try await run()` there.
    case notOnMainThread
    /// The terminal could not be written to any more.
    case outputFailed
    /// A run was asked for while one is active (another `FullScreen`'s, this one's, or `run()`
    /// from inside a draw closure): one terminal holds one display at a time.
    case alreadyRunning
    /// The process is too short of file descriptors or threads to run a display (the text says
    /// which limit and what to raise).
    case machineLimits(String)

    /// One line saying what went wrong.
    public var description: String {
        switch self {
        case .noTerminal(let why): "no full screen: \(why)"
        case .notOnMainThread: "FullScreen.run() (synchronous) must be called on the main thread; use `try await run()`"
        case .outputFailed: "the terminal could not be written to"
        case .alreadyRunning: "a FullScreen run is already active; only one display at a time"
        case .machineLimits(let why): "no full screen: \(why)"
        }
    }
}
