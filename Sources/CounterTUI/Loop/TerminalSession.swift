// Runs one display until it ends and returns how it ended: owns the signal handlers, and
// coordinates the keys (`KeyReader`, `KeyMap`), job control (`JobControl`), notes on the status
// line (`StatusNotes`), `--on-done` and the render loop. It guarantees the terminal is handed
// back (endwin, cursor visible, modes as before) on every way out: the end of the animation,
// q/Esc, any signal whose default action ends the process, and a closed terminal.
import CounterEngine
import CounterSystem
import Dispatch

#if canImport(Glibc)
import Glibc
#endif

/// Drives a render loop to completion in a terminal (full screen) or as text (piped, inline),
/// with the parts that run beside it (live sources, a live recording).
@MainActor
package final class TerminalSession: SessionControl {
    /// The render loop the session drives.
    package let loop: RenderLoop
    /// The full-screen terminal; nil for text output (piped or `--inline`).
    private let terminal: Terminal?
    private let hold: Bool
    private let printStats: Bool
    private let printFinalFrame: Bool
    /// What runs beside the display and ends with it.
    private let parts: [SessionPart]
    private var keys: KeyReader?
    /// `r`, `l`, `+`, `-`, `E` and `--quit-after`: the command's part, or one with the defaults.
    private lazy var timerControls = parts.lazy.compactMap { $0 as? TimerControls }.first ?? TimerControls()
    /// Ctrl-Z, `bg` and `fg` (a full screen only).
    private(set) var jobs: JobControl?
    private lazy var notes = StatusNotes(loop: loop) { [unowned self] in !self.finished && !self.suspended }
    /// The terminal is restored and the parts are stopped: the run is ending.
    private var finished = false
    /// The full screen was closed by `q` while the run goes on (`closeDisplay`): no more frames.
    private var detached: Bool { loop.detached }
    /// `--on-done`, beside a held screen or after the display.
    private let onDone: OnDoneLauncher
    /// Things the run waits for (live sources) that have not ended yet.
    package private(set) var openCount = 0
    /// A part failed to finish (a recording not written): a run that would end with 0 ends with 74.
    private var partFailed = false
    /// How the run ended, once it has (after `--on-done`, when there is one).
    package private(set) var ending: RunEnding?
    /// A host's key handler (`FullScreen.onKey`): typed keys go there instead of pausing,
    /// restarting or taking laps; q, Esc and Ctrl-L keep their meaning.
    package var keysForHost: (@MainActor (Character) -> Void)?

    /// - Parameters:
    ///   - terminal: the full-screen terminal, or nil for text output (piped or `--inline`).
    ///   - hold: after the animation ends, keep the screen until a key is pressed.
    ///   - printStats: print `--stats` on stderr at the end.
    ///   - printFinalFrame: after leaving the full screen, leave the last frame on the terminal.
    ///   - onDone: makes the command to run once when the display settles (`--on-done`).
    ///   - parts: what runs beside the display (live sources, a live recording).
    package init(loop: RenderLoop, terminal: Terminal?, hold: Bool, printStats: Bool, printFinalFrame: Bool = true,
                onDone: (() -> ShellCommand?)? = nil, parts: [SessionPart] = []) {
        self.loop = loop
        self.terminal = terminal
        self.hold = hold && terminal != nil
        self.printStats = printStats
        self.printFinalFrame = printFinalFrame
        self.onDone = OnDoneLauncher(onDone)
        self.parts = parts
        guard let terminal else { return }
        jobs = JobControl(terminal: terminal, loop: loop, parts: parts, hasEnded: { [unowned self] in self.finished },
                          die: { [unowned self] in self.die(by: $0) })
        keys = KeyReader(terminal: terminal, isPaused: { [unowned self] in self.suspended },
                         handle: { [unowned self] in if !self.finished { self.handle($0) } },
                         closed: { [unowned self] in self.die(by: SIGHUP) })
    }

    /// Installs the signal handlers and starts the display: the run goes on on the main queue
    /// (`FullScreen` turns it or awaits the end) until `ending` is set and `onEnded` called.
    package func begin() {
        installSignalHandlers()
        start()
        jobs?.started()
    }

    /// Called once when the run has ended, with how (`ending`).
    package var onEnded: (@MainActor (RunEnding) -> Void)?

    /// Ends the run now, as `q` would, without `--on-done` (the host's task was cancelled).
    package func stop() { end(.success) }

    /// Starts reading keys, the parts and the render loop (everything but the signal handlers).
    func start() {
        timerControls.loop = loop
        keys?.start()
        for part in parts { part.start(in: self) }
        loop.onSettled = { [weak self] in
            guard let self else { return }
            if self.hold {
                // The screen stays: run the command quietly beside it and reap it when it ends.
                if let note = self.onDone.startQuietly() { self.notes.show(note) }
                self.timerControls.settled { [weak self] in self?.end(.success) }
            } else if self.openCount == 0 {
                self.end(.success, runOnDone: true)
            }
        }
        loop.onOutputFailed = { [weak self] in
            guard let self else { return }
            // Standard output is a pipe nobody reads any more: die by the SIGPIPE caught meanwhile.
            if self.catchesPipe && StandardStream.isBrokenPipe(1) {
                self.die(by: SIGPIPE)
                return
            }
            self.end(.outputError, message: "counter-tui: cannot write to standard output: \(String(cString: strerror(errno)))")
        }
        loop.start()
    }

    /// A part wants SIGPIPE caught without a full screen too (a live recording is finished
    /// before the process dies by it).
    private var catchesPipe: Bool { parts.contains { $0.catchesPipe } }

    /// The terminal is handed back for a while (Ctrl-Z, `bg`).
    private var suspended: Bool { jobs?.suspended ?? false }

    // MARK: - What parts may ask

    /// Something the run waits for has started (`SessionControl`).
    package func holdOpen() { openCount += 1 }

    /// Something the run waited for has ended: the run ends once nothing holds it and it settled.
    package func release() {
        openCount = max(openCount - 1, 0)
        // Running on in the background (after `bg`, or started with `&`), no frame shows the end.
        if openCount == 0, !hold, jobs?.runsInBackground == true { return end(.success, runOnDone: true) }
        guard openCount == 0, !hold, !loop.isPaused, loop.scene.isSettled(at: loop.animationTime) else { return }
        end(.success, runOnDone: true)
    }

    /// Restores the terminal, ends a command it started, and ends the run by `sig`: the process
    /// then dies by it with its default action, so the parent sees the real signal (130 for
    /// SIGINT, 143 for SIGTERM, …).
    package func die(by sig: Int32) {
        restore(printFrame: false)
        if printStats { StatsReport.write(loop, parts: parts) }
        onDone.endQuietCommand(after: sig)
        settle(.signal(sig))
    }

    /// Restores the terminal, says `message` on stderr and ends with `status`.
    package func fail(_ message: String, status: ExitStatus) { end(status, message: message) }

    /// Shows `note` on the status line for a moment, then ends with `status` (`StatusNotes`).
    package func fail(showing note: String, status: ExitStatus) {
        guard !finished, !notes.showsFailure else { return }
        guard terminal != nil, !suspended, !detached else {
            end(status)
            return
        }
        notes.showFailure(note) { [weak self] in self?.end(status) }
    }

    // MARK: - Signals

    private func installSignalHandlers() {
        SessionSignals.install(fullScreen: terminal != nil, catchesPipe: catchesPipe, jobs: jobs,
                               die: { [weak self] in self?.die(by: $0) }, repaint: { [weak self] in self?.resized() })
    }

    private func resized() {
        guard let terminal, !suspended, !finished else { return }
        terminal.updateSize()
        loop.redraw()
    }

    // MARK: - Keys

    /// Does what `key` asks (`KeyMap`).
    func handle(_ key: Key) {
        var endedAndHeld: Bool { hold && loop.scene.hasEnded(at: loop.animationTime) }
        let action = KeyMap.action(for: key)
        if let keysForHost, case .character(let typed) = key, action.isTyping { return keysForHost(typed) }
        switch action {
        case .quit:
            if let going = parts.lazy.compactMap(\.goesOnWithoutDisplay).first {
                closeDisplay(saying: going)
            } else {
                end(.success)
            }
        case .togglePause:
            if endedAndHeld {
                end(.success, runOnDone: true)
            } else if loop.togglePause() {
                timerControls.refresh()
            } else {
                notes.show("space: \(loop.pauseRefusal ?? ""); it cannot pause")
            }
        case .restart, .lap, .addTime, .takeTime, .toggleEndTime:
            timerControls.handle(action) { notes.show($0) }
        case .modeReported(let mode, let setting):
            terminal?.modeReported(mode: mode, setting: setting)
        case .repaint:
            resized()
        case .anyKey:
            if endedAndHeld && !loop.isPaused { end(.success, runOnDone: true) }
        }
    }

    // MARK: - Ending

    /// `q` while a part must go on (a copy to stdout not yet at the end of its input): the full
    /// screen goes at once, with `note` on stderr, and the run goes on without a display until
    /// the part ends it (Ctrl-C or a signal still end it at once).
    private func closeDisplay(saying note: String) {
        guard let terminal, !detached else { return }
        loop.detach()
        keys?.stop()
        SignalPolicy.whileIgnoringTTOU { terminal.end() }
        StandardStream.write("counter-tui: \(note)\n", to: 2)
    }

    /// Leaves the full screen and the last frame, or ends the inline line; laps kept on a signal.
    private func restore(printFrame: Bool) {
        guard !finished else { return }
        finished = true
        for part in parts { part.stop() }
        // No frame from here on, whatever asks (a frame drawn after the end takes the terminal again).
        let displayed = !detached
        loop.detach()
        keys?.stop()
        Watchdog.watchKeys(on: nil)
        // Keyboard Ctrl-C ends the rest of a pipeline, and bash may take the terminal back while
        // we still pass on what was read: the last frame, the summaries and the notes written
        // then must not stop us (TOSTOP, which pv sets), with the copy unfinished.
        SignalPolicy.whileIgnoringTTOU {
            if let terminal, displayed {
                ScreenLeaving.leave(terminal, loop: loop, printFrame: printFrame)
            } else {
                loop.output.end()
            }
            for part in parts where !part.finish() { partFailed = true }
        }
    }

    /// Ends the run with `status`: at once, or, with `runOnDone`, when `--on-done` has run (the
    /// main queue keeps serving signals meanwhile).
    private func end(_ status: ExitStatus, message: String? = nil, runOnDone: Bool = false) {
        // Ctrl-C at the end of the input ends the program feeding it too: the end may reach us
        // before the signal's turn on the main queue. A signal that came first wins.
        if status.isSuccess && !finished { SignalSource.shared.deliverPending() }
        guard ending == nil, !onDone.isRunning else { return }
        restore(printFrame: status.isSuccess && printFinalFrame)
        if status.isSuccess { SignalSource.shared.deliverPending() } // one that came while parts finished wins
        guard ending == nil else { return }
        let status = status.isSuccess && partFailed ? ExitStatus.outputError : status
        if let message { StandardStream.write(message + "\n", to: 2) }
        if printStats { StatsReport.write(loop, parts: parts) }
        if runOnDone {
            if let ending = onDone.start(endingWith: status, ended: { [weak self] in self?.settle($0) }) { settle(ending) }
        } else {
            settle(.status(status))
        }
    }

    /// The run has ended: the first ending stands.
    private func settle(_ ending: RunEnding) {
        guard self.ending == nil else { return }
        self.ending = ending
        onEnded?(ending)
    }
}
