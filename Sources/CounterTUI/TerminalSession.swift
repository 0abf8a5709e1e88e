// Runs one display until it ends: owns the signal sources, the key source and the render loop,
// and guarantees the terminal is handed back (endwin, cursor visible, modes as before) on every
// way out: the end of the animation, q/Esc, SIGINT, SIGTERM, SIGHUP, SIGQUIT and a closed terminal.
import CounterEngine

#if canImport(Glibc)
import Glibc
#endif

/// Drives a render loop to completion in a terminal (full screen) or as text (piped, inline).
@MainActor
public final class TerminalSession {
    public let loop: RenderLoop
    private let screen: NcursesScreen?
    private let hold: Bool
    private let printStats: Bool
    private let printFinalFrame: Bool
    private var keyWatch: EventLoop.Token?
    private var suspended = false
    private var finished = false
    /// Run once when the display settles (`--on-done`).
    private var onDone: ShellCommand?
    /// Live sources (stdin) still open: the session waits for them before ending.
    public private(set) var openLiveSources = 0
    /// Extra `--stats` lines (skipped input, failed runs).
    public var extraStats: () -> String = { "" }
    /// Called before the process exits (stop sources, kill running commands).
    public var cleanup: [() -> Void] = []
    /// The event loop everything runs on.
    public let events: EventLoop

    /// - Parameters:
    ///   - screen: the full-screen terminal, or nil for text output (piped or `--inline`).
    ///   - hold: after the animation ends, keep the screen until a key is pressed.
    ///   - printStats: print `--stats` on stderr at exit.
    ///   - onDone: a command to run once when the display settles (`--on-done`).
    ///   - printFinalFrame: after leaving the full screen, print the last frame as text.
    public init(loop: RenderLoop, screen: NcursesScreen?, hold: Bool, printStats: Bool, onDone: ShellCommand? = nil,
                printFinalFrame: Bool = true) {
        self.events = loop.events ?? EventLoop()
        self.printFinalFrame = printFinalFrame
        self.loop = loop
        self.screen = screen
        self.hold = hold && screen != nil
        self.printStats = printStats
        self.onDone = onDone
    }

    /// Starts the display and never returns: the process exits when the session ends.
    public func run() -> Never {
        installSignalSources()
        if let screen { installKeySource(screen) }
        loop.onSettled = { [weak self] in
            guard let self else { return }
            if self.hold {
                // The screen stays: run the command quietly beside it and reap it when it ends.
                self.runOnDone(quiet: true)
            } else if self.openLiveSources == 0 {
                self.exit(0, runOnDone: true)
            }
        }
        loop.onOutputFailed = { [weak self] in
            self?.exit(74, message: "counter-tui: cannot write to standard output: \(String(cString: strerror(errno)))")
        }
        loop.start()
        events.run()
    }

    // MARK: - Live sources

    /// A live source (stdin) started: the session will not end while it is open.
    public func liveSourceOpened() { openLiveSources += 1 }

    /// A live source ended (end of input): once none is open and all has settled, the session ends.
    public func liveSourceEnded() {
        openLiveSources = max(openLiveSources - 1, 0)
        guard openLiveSources == 0, !hold, !loop.isPaused, loop.scene.isSettled(at: loop.animationTime) else { return }
        exit(0, runOnDone: true)
    }

    // MARK: - Signals

    private func installSignalSources() {
        for sig in Self.terminatingSignals {
            // A signal inherited as ignored (nohup, `&` in scripts) stays ignored.
            if Self.inheritedIgnored.contains(sig) { continue }
            events.onSignal(sig) { [weak self] in self?.die(by: sig) }
        }
        // Stray user signals never end the program: at most they repaint the screen.
        for sig in [SIGUSR1, SIGUSR2] {
            events.onSignal(sig) { [weak self] in self?.resized() }
        }
        if screen != nil {
            events.onSignal(SIGTSTP) { [weak self] in self?.suspend() }
            events.onSignal(SIGCONT) { [weak self] in self?.continueIfForeground() }
            events.onSignal(SIGWINCH) { [weak self] in self?.resized() }
        }
    }

    /// Restores the terminal, then dies by `sig` with its default action, so the parent sees
    /// the real signal (130 for SIGINT, 143 for SIGTERM, 129 for SIGHUP, 131 for SIGQUIT, …).
    private func die(by sig: Int32) {
        restore(printFrame: false)
        reportStats()
        signal(sig, SIG_DFL)
        Self.unblock(sig)
        raise(sig)
        Glibc.exit(128 + sig)
    }

    /// Signals whose default action ends the program: each restores the terminal first, then
    /// dies by the same signal.
    nonisolated static let terminatingSignals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ]

    /// The signals a session handles, read from a signalfd by the event loop.
    nonisolated static let handledSignals = terminatingSignals + [SIGUSR1, SIGUSR2, SIGTSTP, SIGCONT, SIGWINCH, SIGCHLD]

    /// Signals that were ignored when the program started (`nohup`): they stay ignored.
    nonisolated(unsafe) static var inheritedIgnored: Set<Int32> = []

    /// Blocks the handled signals, so that they wait for the event loop's signalfd instead of
    /// taking their default action or being lost, and notes which ones were inherited as
    /// ignored. Call first thing in `main`, before any other thread starts (threads inherit the
    /// mask).
    public nonisolated static func holdHandledSignals() {
        var set = sigset_t()
        sigemptyset(&set)
        for sig in handledSignals {
            if SignalDisposition.of(sig) == .ignored {
                inheritedIgnored.insert(sig)
                continue
            }
            sigaddset(&set, sig)
        }
        pthread_sigmask(SIG_BLOCK, &set, nil)
    }

    private static func unblock(_ sig: Int32) {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, sig)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// Runs `body` with SIGTTOU ignored, so terminal writes and mode changes made while in the
    /// background (restoring after Ctrl-Z, or exiting) go through instead of stopping us.
    private static func whileIgnoringTTOU(_ body: () -> Void) {
        let previous = signal(SIGTTOU, SIG_IGN)
        body()
        signal(SIGTTOU, previous)
    }

    private static func block(_ sig: Int32) {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, sig)
        pthread_sigmask(SIG_BLOCK, &set, nil)
    }

    /// Ctrl-Z: hand the terminal back, stop, and pick up where it was on `fg`.
    private func suspend() {
        guard let screen, !suspended else { return }
        suspended = true
        loop.pause()
        // No key reads until we are in the foreground again: a read from the background (after
        // `bg`) stops us with SIGTTIN, and once continued by `fg` it would wait for a key
        // before the repaint.
        events.cancel(keyWatch)
        keyWatch = nil
        // The shell may already have taken the terminal back (it sees the rest of the job stop
        // first); restoring the modes from the background must not stop us half-way.
        Self.whileIgnoringTTOU { screen.suspend() }
        // Stop for real: the default action, unblocked just for this.
        signal(SIGTSTP, SIG_DFL)
        Self.unblock(SIGTSTP)
        raise(SIGTSTP)
        // Running again: SIGCONT arrived.
        Self.block(SIGTSTP)
        continueIfForeground()
    }

    /// After SIGCONT: redraw only when in the foreground (after `bg`, wait for `fg`).
    private func continueIfForeground() {
        guard let screen, suspended else { return }
        guard tcgetpgrp(screen.inputDescriptor) == getpgrp() else { return }
        suspended = false
        installKeySource(screen)
        screen.resumeAfterSuspend()
        loop.redraw()
        loop.resume()
    }

    private func resized() {
        guard let screen, !suspended else { return }
        screen.updateSize()
        loop.redraw()
    }

    // MARK: - Keys

    private func installKeySource(_ screen: NcursesScreen) {
        keyWatch = events.watch(readable: screen.inputDescriptor) { [weak self] in self?.readKeys(screen) }
    }

    private func readKeys(_ screen: NcursesScreen) {
        let keys = screen.readKeys()
        if keys.isEmpty {
            // Readable with nothing to read: the terminal is gone. Never spin; leave as on SIGHUP.
            if screen.inputClosed() { die(by: SIGHUP) }
            return
        }
        for key in keys { handle(key) }
    }

    private func handle(_ key: Key) {
        switch key {
        case .character("q"), .character("Q"), .escape:
            exit(0)
        case .character(" "):
            if loop.scene.isSettled(at: loop.animationTime) && hold { exit(0) } else { loop.togglePause() }
        case .character("r"), .character("R"):
            loop.restart()
        case .resize, .character("\u{0C}"):
            // A resize, or Ctrl-L: lay out again and repaint every cell.
            resized()
        default:
            if hold && !loop.isPaused && loop.scene.isSettled(at: loop.animationTime) { exit(0) }
        }
    }

    // MARK: - Ending

    /// Leaves the full screen and prints the last frame (or ends the inline line).
    private func restore(printFrame: Bool) {
        guard !finished else { return }
        finished = true
        for step in cleanup { step() }
        loop.stopTimer()
        events.cancel(keyWatch)
        if let screen {
            let lines = (loop.output as? ScreenOutput)?.presented?.lines ?? []
            Self.whileIgnoringTTOU { screen.end() }
            if printFrame {
                let text = FrameText.trimmed(lines)
                if !text.isEmpty { StandardStream.write(text.joined(separator: "\n") + "\n", to: 1) }
            }
        } else if let output = loop.output as? LineOutput {
            output.finish()
        }
    }

    private func exit(_ code: Int32, message: String? = nil, runOnDone: Bool = false) {
        restore(printFrame: code == 0 && printFinalFrame)
        if let message { StandardStream.write(message + "\n", to: 2) }
        reportStats()
        if runOnDone, let command = onDone {
            onDone = nil
            command.run()
        }
        Glibc.exit(code)
    }

    /// Starts `--on-done` once; with `quiet` its output is discarded (the screen is still up).
    private func runOnDone(quiet: Bool) {
        guard let command = onDone, let pid = command.start(quiet: quiet) else { return }
        onDone = nil
        events.onExit(of: pid) { _ in }
    }

    private func reportStats() {
        guard printStats else { return }
        StandardStream.write(StatsReport.text(loop.stats, cellsWritten: loop.output.cellsWritten, fps: loop.fps)
                             + extraStats(), to: 2)
    }
}
