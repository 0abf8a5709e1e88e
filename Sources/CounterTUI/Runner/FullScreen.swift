// The full-screen runner that returns (Bubble Tea's shape), on the same session, render loop and
// ncurses screen as the CLI's display: the host draws, its own tasks change what is drawn, and
// `run()` takes over only the signals at their default when it starts, and gives the terminal,
// the signals and mask bits it took over and the locale back before returning how the display
// ended (what the host changed meanwhile stays). One run at a time. It never exits the process.
import CounterEngine
import CounterLive
import CounterSystem

#if canImport(Glibc)
import Glibc
#endif

/// A full-screen display of the host's drawing that returns how it ended; q/Esc, Ctrl-C and
/// the host's `finish()` end it.
@MainActor
public final class FullScreen {
    /// Makes the session of one run (the ncurses screen is taken over here).
    private let makeSession: @MainActor () throws -> TerminalSession
    /// The host's drawing (nil for the CLI's own scenes).
    private let drawn: ClosureScene?
    private var session: TerminalSession?
    /// The host's task was cancelled while the display ran.
    private var cancelled = false
    /// The host's signal dispositions and mask during a run.
    private var savedSignals: SavedSignals?
    /// The host's locale during a run, when the run set the character type from the environment.
    private var savedLocale: String?

    /// A display that draws the host's frame with `draw` (given the animation time and a blank
    /// buffer the size of the terminal) up to `fps` times a second, until the run ends.
    public init(fps: Int = 60, draw: @escaping @MainActor (_ time: Double, _ buffer: inout Buffer) -> Void) {
        let scene = ClosureScene(draw: draw)
        drawn = scene
        makeSession = { try FullScreen.standardSession(drawing: scene, fps: fps) }
    }

    /// The CLI's display: its own loop (scene and output), terminal and parts, run the same way.
    package init(loop: RenderLoop, terminal: Terminal?, hold: Bool, printStats: Bool, printFinalFrame: Bool,
                 onDone: (() -> ShellCommand?)?, parts: [SessionPart]) {
        drawn = nil
        makeSession = {
            TerminalSession(loop: loop, terminal: terminal, hold: hold, printStats: printStats,
                            printFinalFrame: printFinalFrame, onDone: onDone, parts: parts)
        }
    }

    /// The animation time now, in seconds since the run started (what widgets' `set(_:at:)` take);
    /// before a run 0, after one the time it ended at. Each run starts again at 0.
    public var time: Double { session?.loop.animationTime ?? timeAtEnd }
    /// The animation time the last run ended at.
    private var timeAtEnd = 0.0

    /// Each key typed during a run but `q`, `Q` and Esc (which quit) and Ctrl-L (which
    /// repaints), as the character it types: space, `r`, `+`, Enter ("\r"), Tab… Arrows and
    /// other keys that type no character are not given.
    public var onKey: (@MainActor (_ key: Character) -> Void)?

    /// Paints the whole screen again at the next frame (a frame is drawn at every tick anyway:
    /// what the host changes shows without this; it repairs a screen something else wrote on).
    public func redraw() { session?.loop.redraw() }

    /// The host's work is done: the run draws one last frame and returns `.finished`.
    public func finish() { finish(when: { _ in true }) }

    /// The host's work is done: the run goes on until `settled` says the drawing has arrived at
    /// its last frame (its widgets finished counting), draws it and returns `.finished`.
    public func finish(when settled: @escaping @MainActor (_ time: Double) -> Bool) {
        drawn?.update(.finishWhen(settled))
        session?.loop.wake()
    }

    /// Runs the display on the main thread, turning the main queue until it ends (for a plain
    /// `main`); throws `FullScreenError` when it cannot start. Not from async code (top-level
    /// code with `await` would otherwise pick it over the async run).
    @available(*, noasync, message: "in async code, call `try await run()` from an async function")
    public func run() throws -> Outcome {
        guard MainQueueTurner.onMainThread else { throw FullScreenError.notOnMainThread }
        let session = try begin()
        MainQueueTurner.turn { [unowned session] in session.ending != nil }
        return try outcome(close(session))
    }

    /// Runs the display while the host's tasks run beside it (the main queue is the Swift
    /// runtime's); a cancelled task ends the display and throws `CancellationError`.
    public func run() async throws -> Outcome {
        try Task.checkCancellation()
        let session = try begin()
        _ = await withTaskCancellationHandler {
            await withCheckedContinuation { (ended: CheckedContinuation<RunEnding, Never>) in
                if let ending = session.ending {
                    ended.resume(returning: ending)
                } else {
                    session.onEnded = { ended.resume(returning: $0) }
                }
            }
        } onCancel: {
            Task { @MainActor [weak self] in self?.cancel() }
        }
        session.onEnded = nil
        return try outcome(close(session))
    }

    /// The CLI's run: the same as `run()` from a plain `main`, ending in how the process ends.
    package func runToEnd() -> RunEnding {
        guard let session = try? begin() else { return .status(.outputError) }
        MainQueueTurner.turn { [unowned session] in session.ending != nil }
        return close(session)
    }

    /// Whether a run (of any FullScreen, the CLI's included) is active in this process.
    private static var active = false

    /// Saves what the run changes, makes the session and starts it.
    private func begin() throws -> TerminalSession {
        guard !Self.active else { throw FullScreenError.alreadyRunning }
        if drawn != nil, let problem = MachineLimits.descriptorProblem() ?? MachineLimits.threadProblem() {
            throw FullScreenError.machineLimits(problem)
        }
        Self.active = true
        cancelled = false
        savedSignals = SavedSignals()
        // A host's run takes over only the signals at their default now: the others stay its own.
        if drawn != nil { SignalPolicy.noteHostSignals() }
        if drawn != nil { savedLocale = Self.takeLocaleCharacters() }
        do {
            let made = try makeSession()
            if drawn != nil { made.keysForHost = { [weak self] in self?.onKey?($0) } }
            session = made
            made.begin()
            return made
        } catch {
            restoreHostState()
            Self.active = false
            throw error
        }
    }

    /// The run has ended: nothing of it stays watching, every signal and the locale are the
    /// host's again. How it ended.
    private func close(_ session: TerminalSession) -> RunEnding {
        timeAtEnd = session.loop.animationTime
        self.session = nil
        Watchdog.standDown()
        restoreHostState()
        Self.active = false
        return session.ending ?? .success
    }

    private func restoreHostState() {
        savedSignals?.restore()
        SignalPolicy.keptByHost = []
        savedSignals = nil
        if let savedLocale { setlocale(LC_ALL, savedLocale) }
        savedLocale = nil
    }

    /// The task running the display was cancelled: the display ends at once.
    private func cancel() {
        guard let session, session.ending == nil else { return }
        cancelled = true
        session.stop()
    }

    private func outcome(_ ending: RunEnding) throws -> Outcome {
        // A FullScreen can run again: its next run waits for a `finish` of its own.
        defer { drawn?.startAfresh() }
        if cancelled { throw CancellationError() }
        switch ending {
        case .signal(let sig): return .interrupted(signal: sig)
        case .status(let status) where status.isSuccess: return drawn?.finished == true ? .finished : .quit
        case .status: throw FullScreenError.outputFailed
        }
    }

    /// The character type from the environment (ncurses draws UTF-8 only so) when the host left
    /// it at "C"; the host's whole locale, to put back after, or nil when nothing was changed.
    private static func takeLocaleCharacters() -> String? {
        guard let current = setlocale(LC_ALL, nil).map({ String(cString: $0) }),
              let characters = setlocale(LC_CTYPE, nil).map({ String(cString: $0) }),
              characters == "C" || characters == "POSIX" else { return nil }
        setlocale(LC_CTYPE, "")
        return current
    }

    /// The host's display: its drawing on an ncurses screen on standard output (keys from the
    /// terminal, even when standard input is a pipe).
    private static func standardSession(drawing scene: ClosureScene, fps: Int) throws -> TerminalSession {
        guard isatty(1) == 1 else { throw FullScreenError.noTerminal("standard output is not a terminal") }
        let term = getenv("TERM").map { String(cString: $0) } ?? ""
        guard !term.isEmpty, term != "dumb" else { throw FullScreenError.noTerminal("TERM is \(term.isEmpty ? "not set" : "dumb")") }
        let screen: NcursesScreen
        do {
            let streams = try ControllingTerminal.standardOutput(stdinIsTerminal: isatty(0) == 1)
            let noColor = !(getenv("NO_COLOR").map { String(cString: $0) } ?? "").isEmpty
            screen = try NcursesScreen(output: streams.output, input: streams.input, colors: !noColor)
        } catch {
            throw FullScreenError.noTerminal("\(error)")
        }
        let loop = RenderLoop(scene: scene, output: ScreenOutput(screen: screen), clock: SystemFrameClock(),
                              fps: fps, timed: true)
        // The host's program goes on while the display runs: its time is never paused by space.
        loop.pauseRefusal = "the program goes on"
        return TerminalSession(loop: loop, terminal: screen, hold: false, printStats: false, printFinalFrame: false)
    }
}
