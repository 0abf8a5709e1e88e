// Runs one display until it ends: owns the signal handlers, the key source and the render loop,
// and guarantees the terminal is handed back (endwin, cursor visible, modes as before) on every
// way out: the end of the animation, q/Esc, any signal whose default action ends the process,
// and a closed terminal. Everything runs on the main queue under dispatchMain().
import CounterEngine
import CounterSystem
import Dispatch

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
    /// Where the last frame is printed after the full screen: stdout, or the terminal (`--tee`).
    private let frameDescriptor: Int32
    private var keyWatch: ReadWatch?
    /// The terminal is handed back (Ctrl-Z, or stopped from outside) until we are in the
    /// foreground again.
    private var suspended = false
    /// Paused with space before the suspension: stays paused after it.
    private var pausedBeforeSuspend = false
    private var finished = false
    /// Makes the `--on-done` command once the display settles (with the values it settled on).
    private var onDone: (() -> ShellCommand?)?
    /// An `--on-done` command started beside a held screen, while it runs.
    private var quietCommand: pid_t?
    /// Live sources (stdin) still open: the session waits for them before ending.
    public private(set) var openLiveSources = 0
    /// Extra `--stats` lines (skipped input, failed runs).
    public var extraStats: () -> String = { "" }
    /// Called before the process exits (stop sources, kill running commands).
    public var cleanup: [() -> Void] = []
    /// Called once the terminal is handed back, before the process exits (finish a recording);
    /// false when what it finished failed: a run that would end with 0 then ends with 74.
    public var afterRestore: [() -> Bool] = []
    private var afterRestoreFailed = false
    /// Catch SIGPIPE without a full screen too (a live recording is finished before the
    /// process dies by it).
    public var catchesPipe = false

    /// - Parameters:
    ///   - screen: the full-screen terminal, or nil for text output (piped or `--inline`).
    ///   - hold: after the animation ends, keep the screen until a key is pressed.
    ///   - printStats: print `--stats` on stderr at exit.
    ///   - onDone: makes the command to run once when the display settles (`--on-done`).
    ///   - printFinalFrame: after leaving the full screen, print the last frame as text.
    ///   - frameDescriptor: where that frame goes (stdout unless it carries data, `--tee`).
    public init(loop: RenderLoop, screen: NcursesScreen?, hold: Bool, printStats: Bool,
                onDone: (() -> ShellCommand?)? = nil, printFinalFrame: Bool = true, frameDescriptor: Int32 = 1) {
        self.printFinalFrame = printFinalFrame
        self.frameDescriptor = frameDescriptor
        self.loop = loop
        self.screen = screen
        self.hold = hold && screen != nil
        self.printStats = printStats
        self.onDone = onDone
    }

    /// Starts the display and never returns: the process exits when the session ends.
    public func run() -> Never {
        installSignalHandlers()
        if let screen { installKeySource(screen) }
        loop.onSettled = { [weak self] in
            guard let self else { return }
            if self.hold {
                // The screen stays: run the command quietly beside it and reap it when it ends.
                self.runOnDoneQuietly()
            } else if self.openLiveSources == 0 {
                self.exit(0, runOnDone: true)
            }
        }
        loop.onOutputFailed = { [weak self] in
            // Standard output is a pipe nobody reads any more: die by the SIGPIPE caught meanwhile.
            if self?.catchesPipe == true && StandardStream.isBrokenPipe(1) { self?.die(by: SIGPIPE) }
            self?.exit(74, message: "counter-tui: cannot write to standard output: \(String(cString: strerror(errno)))")
        }
        loop.start()
        dispatchMain()
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

    private func installSignalHandlers() {
        let signals = SignalSource.shared
        for sig in SignalPolicy.terminating where !SignalPolicy.inheritedIgnored.contains(sig) {
            signals.on(sig) { [weak self] in self?.die(by: sig) }
        }
        // Stray user signals never end the program: at most they repaint the screen.
        for sig in [SIGUSR1, SIGUSR2] {
            signals.on(sig) { [weak self] in self?.resized() }
        }
        // Only a write to a closed pipe or a `kill` sends it; on the full screen it restores first.
        if (screen != nil || catchesPipe) && !SignalPolicy.inheritedIgnored.contains(SIGPIPE) {
            signals.on(SIGPIPE) { [weak self] in self?.die(by: SIGPIPE) }
        }
        guard screen != nil else { return }
        if !SignalPolicy.inheritedIgnored.contains(SIGTSTP) {
            signals.on(SIGTSTP) { [weak self] in self?.suspend(by: SIGTSTP) }
        }
        // Sent with `kill` in the foreground they would stop us with the terminal raw: hand it
        // back first, as for Ctrl-Z. Caught once at a time: in the background the kernel sends
        // them again at each retry of a terminal call, and the next one must simply stop us.
        for sig in [SIGTTIN, SIGTTOU] where !SignalPolicy.inheritedIgnored.contains(sig) {
            signals.on(sig, once: true) { [weak self] in self?.suspend(by: sig) }
        }
        signals.on(SIGCONT) { [weak self] in self?.continued() }
        signals.on(SIGWINCH) { [weak self] in self?.resized() }
    }

    /// Restores the terminal, ends a command it started, then dies by `sig` with its default
    /// action, so the parent sees the real signal (130 for SIGINT, 143 for SIGTERM, …).
    public func die(by sig: Int32) -> Never {
        restore(printFrame: false)
        reportStats()
        if let quietCommand { ChildGroup.end(quietCommand, after: sig) }
        SignalPolicy.die(by: sig)
    }

    /// Ctrl-Z (or SIGTTIN, SIGTTOU): hand the terminal back, stop by `sig`, and pick up where
    /// it was on `fg`.
    private func suspend(by sig: Int32) {
        if sig != SIGTSTP { SignalSource.shared.rearm(sig) }
        guard !finished else { return }
        handBack()
        // Running again means SIGCONT arrived: its handler (`continued`) takes it from here.
        SignalPolicy.stopSelf(by: sig)
    }

    /// Leaves the full screen for a while: the clock pauses, keys are not read, the terminal
    /// gets its modes back.
    private func handBack() {
        guard let screen, !suspended else { return }
        suspended = true
        pausedBeforeSuspend = loop.isPaused
        if pausedBeforeSuspend { loop.stopTimer() } else { loop.pause() }
        // The shell may already have taken the terminal back (it sees the rest of the job stop
        // first); restoring the modes from the background must not stop us half-way.
        SignalPolicy.whileIgnoringTTOU { screen.suspend() }
    }

    /// After SIGCONT. In the foreground: take the terminal again and repaint. In the background
    /// (`bg`): stop again, as a full-screen program must (the shell reports "Stopped (tty
    /// output)"), so that `fg`, which continues a stopped job, brings us back; a job `fg` finds
    /// running gets no SIGCONT, and would never know it had the terminal again. A SIGCONT that
    /// ends a stop we did not choose (SIGSTOP cannot be caught) is treated the same way: the
    /// shell has had the terminal meanwhile, so its modes and screen are ours to set again.
    private func continued() {
        guard let screen, !finished else { return }
        handBack()
        switch isForeground(screen) {
        case true?:
            suspended = false
            screen.resumeAfterSuspend()
            loop.redraw()
            if !pausedBeforeSuspend { loop.resume() }
        case false?:
            // The SIGCONT that ends this stop calls us again. The whole job stops (a command
            // feeding our pipe too), so that the shell sees it stopped and `fg` continues it.
            SignalPolicy.stopSelf(by: SIGTTOU, wholeGroup: true)
        case nil:
            // The terminal is gone.
            die(by: SIGHUP)
        }
    }

    /// Whether our process group owns the terminal; nil when the terminal is gone.
    private func isForeground(_ screen: NcursesScreen) -> Bool? { TerminalDevice.isForeground(screen.inputDescriptor) }

    private func resized() {
        guard let screen, !suspended, !finished else { return }
        screen.updateSize()
        loop.redraw()
    }

    // MARK: - Keys

    private func installKeySource(_ screen: NcursesScreen) {
        keyWatch = ReadWatch(descriptor: screen.inputDescriptor) { [weak self] in self?.readKeys(screen) }
    }

    private func readKeys(_ screen: NcursesScreen) {
        // No key reads until we are in the foreground again: a read from the background (after
        // `bg`) stops us with SIGTTIN, and once continued by `fg` it would wait for a key
        // before the repaint. (The watch itself stays: a read source made anew on the same
        // descriptor in the turn that cancelled the old one may never fire.)
        guard !suspended else { return }
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
        case .modeReport(mode: NcursesScreen.synchronizedOutputMode, let setting):
            // The answer to the query for synchronized output (a report, not a key).
            screen?.answerSynchronizedOutputQuery(setting: setting)
        case .modeReport:
            break
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
        keyWatch?.cancel()
        keyWatch = nil
        // A recorded run shows its frames through a tee; what is on the display is its side.
        let display = (loop.output as? RecordedDisplay)?.display ?? loop.output
        defer { for step in afterRestore where !step() { afterRestoreFailed = true } }
        if let screen {
            let lines = (display as? ScreenOutput)?.presented?.lines ?? []
            SignalPolicy.whileIgnoringTTOU { screen.end() }
            if printFrame {
                let text = FrameText.trimmed(lines)
                if !text.isEmpty { StandardStream.write(text.joined(separator: "\n") + "\n", to: frameDescriptor) }
            }
        } else if let output = display as? LineOutput {
            output.finish()
        }
    }

    /// Ends the session with `code`: at once, or, with `runOnDone`, when `--on-done` has run
    /// (the main queue keeps serving signals meanwhile, so this returns).
    private func exit(_ code: Int32, message: String? = nil, runOnDone: Bool = false) {
        restore(printFrame: code == 0 && printFinalFrame)
        let code = code == 0 && afterRestoreFailed ? 74 : code
        if let message { StandardStream.write(message + "\n", to: 2) }
        reportStats()
        if runOnDone, let make = onDone, let command = make() {
            onDone = nil
            FinalCommand.start(command, exitingWith: code)
            return
        }
        Glibc.exit(code)
    }

    /// Data could not be written to stdout (`--tee`): the terminal is restored, `message` goes
    /// to stderr, and the program ends with 74.
    public func outputFailed(_ message: String) {
        exit(74, message: message)
    }

    /// Starts `--on-done` once beside the held screen, with its output discarded.
    private func runOnDoneQuietly() {
        guard let make = onDone else { return }
        onDone = nil
        guard let command = make(), let pid = command.start(quiet: true) else { return }
        quietCommand = pid
        ChildReaper.shared.onExit(of: pid) { [weak self] _ in self?.quietCommand = nil }
    }

    private func reportStats() {
        guard printStats else { return }
        StandardStream.write(StatsReport.text(loop.stats, cellsWritten: loop.output.cellsWritten, fps: loop.fps)
                             + extraStats(), to: 2)
    }
}
