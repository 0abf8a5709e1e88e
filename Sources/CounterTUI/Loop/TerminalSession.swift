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

/// Drives a render loop to completion in a terminal (full screen) or as text (piped, inline),
/// with the parts that run beside it (live sources, a live recording).
@MainActor
public final class TerminalSession: SessionControl {
    /// How a session ends the process: with an exit status, or by a signal's default action.
    public enum Ending: Equatable, Sendable {
        case exit(Int32)
        case signal(Int32)
    }

    /// Exit status when output cannot be written (EX_IOERR).
    public static let outputError: Int32 = 74
    /// Exit status for a limit of the machine: descriptors, processes, memory (EX_OSERR).
    public static let machineLimit: Int32 = 71

    public let loop: RenderLoop
    /// The full-screen terminal; nil for text output (piped or `--inline`).
    private let terminal: Terminal?
    private let hold: Bool
    private let printStats: Bool
    private let printFinalFrame: Bool
    /// What runs beside the display and ends with it.
    private let parts: [SessionPart]
    /// Ends the process (tests record the ending instead).
    private let endProcess: (Ending) -> Void
    private var keyWatch: ReadWatch?
    /// The terminal is handed back (Ctrl-Z, or stopped from outside) until we are in the
    /// foreground again.
    private var suspended = false
    /// Handed back by a stop we could not catch: the screen may have been left meanwhile.
    private var screenLost = false
    /// The note on the status line and the status it covers, while one is shown.
    private var noteShown: (text: String, covered: String)?
    /// Ends the note (kept alive until it fires).
    private var noteTimer: DispatchSourceTimer?
    /// Ends the run after a failure shown on the status line (`fail(showing:status:)`).
    private var failTimer: DispatchSourceTimer?
    private var finished = false
    /// The full screen was closed by `q` while the run goes on (`closeDisplay`).
    private var detached = false
    /// Makes the `--on-done` command once the display settles (with the values it settled on).
    private var onDone: (() -> ShellCommand?)?
    /// An `--on-done` command started beside a held screen, while it runs.
    private var quietCommand: pid_t?
    /// Things the run waits for (live sources) that have not ended yet.
    public private(set) var openCount = 0
    /// A part failed to finish (a recording not written): a run that would end with 0 ends with 74.
    private var partFailed = false

    /// - Parameters:
    ///   - terminal: the full-screen terminal, or nil for text output (piped or `--inline`).
    ///   - hold: after the animation ends, keep the screen until a key is pressed.
    ///   - printStats: print `--stats` on stderr at exit.
    ///   - printFinalFrame: after leaving the full screen, leave the last frame on the terminal.
    ///   - onDone: makes the command to run once when the display settles (`--on-done`).
    ///   - parts: what runs beside the display (live sources, a live recording).
    ///   - endProcess: ends the process; by default it exits, or dies by the signal.
    public init(loop: RenderLoop, terminal: Terminal?, hold: Bool, printStats: Bool, printFinalFrame: Bool = true,
                onDone: (() -> ShellCommand?)? = nil, parts: [SessionPart] = [],
                endProcess: @escaping (Ending) -> Void = TerminalSession.endProcess) {
        self.loop = loop
        self.terminal = terminal
        self.hold = hold && terminal != nil
        self.printStats = printStats
        self.printFinalFrame = printFinalFrame
        self.onDone = onDone
        self.parts = parts
        self.endProcess = endProcess
    }

    /// Exits with the status, or dies by the signal's default action.
    public nonisolated static func endProcess(_ ending: Ending) {
        switch ending {
        case .exit(let status): Glibc.exit(status)
        case .signal(let sig): SignalPolicy.die(by: sig)
        }
    }

    /// Starts the display and never returns: the process exits when the session ends.
    public func run() -> Never {
        installSignalHandlers()
        start()
        dispatchMain()
    }

    /// Starts reading keys, the parts and the render loop (everything but the signal handlers).
    func start() {
        if let terminal { installKeySource(terminal) }
        for part in parts { part.start(in: self) }
        loop.onSettled = { [weak self] in
            guard let self else { return }
            if self.hold {
                // The screen stays: run the command quietly beside it and reap it when it ends.
                self.runOnDoneQuietly()
            } else if self.openCount == 0 {
                self.exit(0, runOnDone: true)
            }
        }
        loop.onOutputFailed = { [weak self] in
            guard let self else { return }
            // Standard output is a pipe nobody reads any more: die by the SIGPIPE caught meanwhile.
            if self.catchesPipe && StandardStream.isBrokenPipe(1) {
                self.die(by: SIGPIPE)
                return
            }
            self.exit(74, message: "counter-tui: cannot write to standard output: \(String(cString: strerror(errno)))")
        }
        loop.start()
    }

    /// A part wants SIGPIPE caught without a full screen too (a live recording is finished
    /// before the process dies by it).
    private var catchesPipe: Bool { parts.contains { $0.catchesPipe } }

    // MARK: - What parts may ask

    public func holdOpen() { openCount += 1 }

    public func release() {
        openCount = max(openCount - 1, 0)
        guard openCount == 0, !hold, !loop.isPaused, loop.scene.isSettled(at: loop.animationTime) else { return }
        exit(0, runOnDone: true)
    }

    /// Restores the terminal, ends a command it started, then dies by `sig` with its default
    /// action, so the parent sees the real signal (130 for SIGINT, 143 for SIGTERM, …).
    public func die(by sig: Int32) {
        restore(printFrame: false)
        reportStats()
        if let quietCommand { ChildGroup.end(quietCommand, after: sig) }
        endProcess(.signal(sig))
    }

    public func fail(_ message: String, status: Int32) {
        exit(status, message: message)
    }

    public func fail(showing note: String, status: Int32) {
        guard !finished, failTimer == nil else { return }
        guard terminal != nil, !suspended, !detached else {
            exit(status)
            return
        }
        noteTimer = nil
        noteShown = nil
        loop.scene.status = note
        loop.redraw()
        failTimer = MainQueueTimer.start(after: Self.failNoteSeconds) { [weak self] in self?.exit(status) }
    }

    /// How long a failure that ends the run stays on the status line before the run ends.
    static let failNoteSeconds = 1.5

    // MARK: - Signals

    private func installSignalHandlers() {
        let signals = SignalSource.shared
        for sig in SignalPolicy.terminating where !SignalPolicy.inheritedIgnored.contains(sig) {
            signals.on(sig, ends: true) { [weak self] in self?.die(by: sig) }
        }
        // Stray user signals never end the program: at most they repaint the screen.
        for sig in [SIGUSR1, SIGUSR2] {
            signals.on(sig) { [weak self] in self?.resized() }
        }
        // Only a write to a closed pipe or a `kill` sends it; on the full screen it restores first.
        if (terminal != nil || catchesPipe) && !SignalPolicy.inheritedIgnored.contains(SIGPIPE) {
            signals.on(SIGPIPE, ends: true) { [weak self] in self?.die(by: SIGPIPE) }
        }
        guard terminal != nil else { return }
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
        // A frame due before that handler has run could be drawn on the shell's terminal (after
        // an uncaught `kill -STOP` and a SIGCONT in the background): it waits for the handler.
        loop.holdsFrame = { SignalSource.isPending(SIGCONT) }
        signals.on(SIGWINCH) { [weak self] in self?.resized() }
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
    func handBack(touchingTerminal: Bool = true) {
        guard let terminal, !suspended, !detached else { return }
        suspended = true
        loop.handBack()
        Watchdog.watchKeys(on: nil)
        // The shell may already have taken the terminal back (it sees the rest of the job stop
        // first); restoring the modes from the background must not stop us half-way.
        SignalPolicy.whileIgnoringTTOU {
            if touchingTerminal { terminal.suspend() } else { screenLost = true }
            for part in parts { part.handedBack() }
        }
    }

    /// After SIGCONT. In the foreground: take the terminal again and repaint. In the background
    /// (`bg`): stop again, as a full-screen program must (the shell reports "Stopped (tty
    /// output)"), so that `fg`, which continues a stopped job, brings us back; a job `fg` finds
    /// running gets no SIGCONT, and would never know it had the terminal again. A SIGCONT that
    /// ends a stop we did not choose (SIGSTOP cannot be caught) is treated the same way: the
    /// shell has had the terminal meanwhile, so its modes and screen are ours to set again.
    func continued() {
        guard let terminal, !finished, !detached else { return }
        let foreground = terminal.isForeground()
        if foreground == false && !suspended {
            // Stopped by a signal we could not catch (`kill -STOP` to the job), and continued in
            // the background: the shell has the terminal, its modes and its prompt (on our
            // screen). Nothing is written to it now; the screen is left on `fg` or at the end.
            handBack(touchingTerminal: false)
        } else {
            handBack()
        }
        switch foreground {
        case true?:
            suspended = false
            if screenLost { terminal.forgetScreen() }
            screenLost = false
            terminal.resume()
            Watchdog.watchKeys(on: terminal.inputDescriptor)
            for part in parts { part.takenBack() }
            loop.takeBack()
        case false?:
            // The SIGCONT that ends this stop calls us again. The whole job stops (a command
            // feeding our pipe too), so that the shell sees it stopped and `fg` continues it.
            // Not before the signals that came with the SIGCONT are taken: `kill %1` sends
            // SIGTERM, then SIGCONT, and the SIGTERM must end us rather than wait for `fg`.
            DispatchQueue.main.async { [weak self] in
                guard let self, !self.finished, self.suspended else { return }
                SignalPolicy.stopSelf(by: SIGTTOU, wholeGroup: true)
            }
        case nil:
            // The terminal is gone.
            die(by: SIGHUP)
        }
    }

    private func resized() {
        guard let terminal, !suspended, !finished else { return }
        terminal.updateSize()
        loop.redraw()
    }

    // MARK: - Keys

    private func installKeySource(_ terminal: Terminal) {
        keyWatch = ReadWatch(descriptor: terminal.inputDescriptor) { [weak self] in self?.readKeys(terminal) }
        Watchdog.watchKeys(on: terminal.inputDescriptor, note: Self.stalledQuitNote)
        // Keys typed while the terminal was asked something were read already: no watch fires
        // for them.
        if terminal.hasWaitingKeys {
            DispatchQueue.main.async { [weak self] in
                guard let self, !self.finished else { return }
                self.readKeys(terminal)
            }
        }
    }

    /// What the watchdog says when it quits for a key the main queue could not read.
    static let stalledQuitNote = "counter-tui: the display had stopped responding (no thread to run it? "
        + "see ulimit -u); ended by the key\n"

    private func readKeys(_ terminal: Terminal) {
        // No key reads until we are in the foreground again: a read from the background (after
        // `bg`) stops us with SIGTTIN, and once continued by `fg` it would wait for a key
        // before the repaint. (The watch itself stays: a read source made anew on the same
        // descriptor in the turn that cancelled the old one may never fire.)
        guard !suspended else { return }
        let keys = terminal.readKeys()
        Watchdog.keysRead()
        if keys.isEmpty {
            // Readable with nothing to read: the terminal is gone. Never spin; leave as on SIGHUP.
            if terminal.inputClosed() { die(by: SIGHUP) }
            return
        }
        for key in keys where !finished { handle(key) }
    }

    func handle(_ key: Key) {
        switch key {
        case .character("q"), .character("Q"), .escape:
            if let going = parts.lazy.compactMap(\.goesOnWithoutDisplay).first {
                closeDisplay(saying: going)
            } else {
                exit(0)
            }
        case .character(" "):
            if loop.scene.isSettled(at: loop.animationTime) && hold {
                exit(0)
            } else if !loop.togglePause() {
                note("space: \(loop.unpausable ?? ""); it cannot pause")
            }
        case .character("r"), .character("R"):
            if !loop.restart() { note("r: \(loop.unpausable ?? ""); it cannot start over") }
        case .character("l"), .character("L"):
            if loop.scene.lap(at: loop.animationTime) {
                loop.redraw()
            } else {
                note("l: laps are kept by a stopwatch (--stopwatch)")
            }
        case .modeReport(let mode, let setting):
            // The answer to a mode query (synchronized output), not a key.
            terminal?.modeReported(mode: mode, setting: setting)
        case .resize, .character("\u{0C}"):
            // A resize, or Ctrl-L: lay out again and repaint every cell.
            resized()
        default:
            if hold && !loop.isPaused && loop.scene.isSettled(at: loop.animationTime) { exit(0) }
        }
    }

    /// Shows `text` on the status line for a few seconds (the status it covers comes back).
    private func note(_ text: String) {
        let covered = noteShown == nil ? loop.scene.status : noteShown!.covered
        noteShown = (text, covered)
        loop.scene.status = text
        loop.redraw()
        noteTimer = MainQueueTimer.start(after: Self.noteSeconds) { [weak self] in
            guard let self, let shown = self.noteShown else { return }
            self.noteShown = nil
            self.noteTimer = nil
            if self.loop.scene.status == shown.text { self.loop.scene.status = shown.covered }
            if !self.finished && !self.suspended { self.loop.redraw() }
        }
    }

    /// How long a note stays on the status line.
    static let noteSeconds = 3.0

    // MARK: - Ending

    /// `q` while a part must go on (a copy to stdout not yet at the end of its input): the full
    /// screen goes at once, with `note` on stderr, and the run goes on without a display until
    /// the part ends it (Ctrl-C or a signal still end it at once).
    private func closeDisplay(saying note: String) {
        guard let terminal, !detached else { return }
        detached = true
        loop.detach()
        keyWatch?.cancel()
        keyWatch = nil
        Watchdog.watchKeys(on: nil)
        SignalPolicy.whileIgnoringTTOU { terminal.end() }
        StandardStream.write("counter-tui: \(note)\n", to: 2)
    }

    /// Leaves the full screen and leaves the last frame on the terminal (or ends the inline line).
    private func restore(printFrame: Bool) {
        guard !finished else { return }
        finished = true
        for part in parts { part.stop() }
        loop.stopTimer()
        keyWatch?.cancel()
        keyWatch = nil
        Watchdog.watchKeys(on: nil)
        defer { for part in parts where !part.finish() { partFailed = true } }
        if let terminal, !detached {
            let lines = loop.output.presentedLines
            SignalPolicy.whileIgnoringTTOU { terminal.end() }
            if printFrame {
                let text = FrameText.trimmed(loop.scene.closingLines(lines))
                if !text.isEmpty { terminal.leave(text.joined(separator: "\n") + "\n") }
            }
        } else {
            loop.output.end()
        }
    }

    /// Ends the session with `code`: at once, or, with `runOnDone`, when `--on-done` has run
    /// (the main queue keeps serving signals meanwhile, so this returns).
    private func exit(_ code: Int32, message: String? = nil, runOnDone: Bool = false) {
        // Ctrl-C at the end of the input ends the program feeding it too: the end may reach us
        // before the signal's turn on the main queue. A signal that came first wins.
        if code == 0 && !finished { SignalSource.shared.deliverPending() }
        restore(printFrame: code == 0 && printFinalFrame)
        let code = code == 0 && partFailed ? 74 : code
        if let message { StandardStream.write(message + "\n", to: 2) }
        reportStats()
        if runOnDone, let make = onDone, let command = make() {
            onDone = nil
            FinalCommand.start(command, exitingWith: code)
            return
        }
        endProcess(.exit(code))
    }

    /// Starts `--on-done` once beside the held screen, with its output discarded.
    private func runOnDoneQuietly() {
        guard let make = onDone else { return }
        onDone = nil
        guard let command = make() else { return }
        guard let pid = command.start(quiet: true) else {
            note("--on-done: cannot start /bin/sh: \(ShellCommand.spawnFailure())")
            return
        }
        quietCommand = pid
        ChildReaper.shared.onExit(of: pid) { [weak self] _ in self?.quietCommand = nil }
    }

    private func reportStats() {
        guard printStats else { return }
        StandardStream.write(StatsReport.text(loop.stats, cellsWritten: loop.output.cellsWritten, fps: loop.fps)
                             + parts.map(\.statsText).joined(), to: 2)
    }
}
