import CounterSystem
import Dispatch

#if canImport(Glibc)
import Glibc
#endif

/// Job control of a full screen: Ctrl-Z (SIGTSTP), SIGTTIN and SIGTTOU hand the terminal back
/// and stop; SIGCONT takes it back in the foreground, or, in the background (`bg`), stops again,
/// unless a part must go on without the display (a copy to stdout): then it runs on, drawing
/// nothing, and takes the terminal back once it is the foreground job again (`fg`), as it does
/// when started in the background. A stop that could not be caught (SIGSTOP) leaves the screen
/// to be set up again on `fg`.
@MainActor
final class JobControl {
    private let terminal: Terminal
    private let loop: RenderLoop
    private let parts: [SessionPart]
    /// The session has ended: no stop, nothing taken back. (Nor once the display was closed
    /// while the run goes on: `loop.detached`.)
    private let hasEnded: () -> Bool
    /// Ends the run by a signal (the terminal gone: SIGHUP).
    private let die: (Int32) -> Void
    /// The terminal is handed back (Ctrl-Z, or stopped from outside) until we are in the
    /// foreground again.
    private(set) var suspended = false
    /// Handed back by a stop we could not catch: the screen may have been left meanwhile.
    private var screenLost = false
    /// Running on in the background: looks for `fg` (which continues no running job).
    private var watch: ForegroundWatch?
    /// Running on in the background (the terminal handed back, the run not stopped).
    var runsInBackground: Bool { watch != nil }

    /// Job control of `terminal`, pausing `loop` and telling `parts`.
    init(terminal: Terminal, loop: RenderLoop, parts: [SessionPart], hasEnded: @escaping () -> Bool,
         die: @escaping (Int32) -> Void) {
        self.terminal = terminal
        self.loop = loop
        self.parts = parts
        self.hasEnded = hasEnded
        self.die = die
    }

    /// Catches SIGTSTP, SIGTTIN, SIGTTOU and SIGCONT (those neither inherited as ignored nor
    /// handled or ignored by a host when its run started).
    func installSignalHandlers() {
        let signals = SignalSource.shared
        if !SignalPolicy.leftAlone(SIGTSTP) {
            signals.on(SIGTSTP) { [weak self] in self?.suspend(by: SIGTSTP) }
        }
        // Sent with `kill` in the foreground they would stop us with the terminal raw: hand it
        // back first, as for Ctrl-Z. Caught once at a time: in the background the kernel sends
        // them again at each retry of a terminal call, and the next one must simply stop us.
        for sig in [SIGTTIN, SIGTTOU] where !SignalPolicy.leftAlone(sig) {
            signals.on(sig, once: true) { [weak self] in self?.suspend(by: sig) }
        }
        signals.on(SIGCONT) { [weak self] in self?.continued() }
        DisplayGuard.guardFullScreen()
        // A frame due before that handler has run could be drawn on the shell's terminal (after
        // an uncaught `kill -STOP` and a SIGCONT in the background): it waits for the handler.
        loop.holdsFrame = { SignalSource.isPending(SIGCONT) }
    }

    /// Ctrl-Z (or SIGTTIN, SIGTTOU): hand the terminal back, stop by `sig`, and pick up where
    /// it was on `fg`.
    private func suspend(by sig: Int32) {
        if sig != SIGTSTP { SignalSource.shared.rearm(sig) }
        guard !hasEnded() else { return }
        handBack()
        // Running again means SIGCONT arrived: its handler (`continued`) takes it from here.
        // The whole job stops with us: the kernel's SIGTTOU reaches every member, but one that
        // catches it and runs on (pv) would leave the job running in the shell's eyes, and `fg`
        // would then continue nothing (issue 34).
        SignalPolicy.stopSelf(by: sig, wholeGroup: true)
    }

    /// Leaves the full screen for a while: the clock pauses, keys are not read, the terminal
    /// gets its modes back.
    func handBack(touchingTerminal: Bool = true) {
        guard !suspended, !loop.detached else { return }
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
        // The SIGCONT handler swapped the display for /dev/null if we were in the background (a
        // frame stopped half-way finished there): the terminal is ours to look at again.
        DisplayGuard.restore()
        guard !hasEnded(), !loop.detached else { return }
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
            takeBack()
        case false? where runsOnInBackground:
            // The copy must not wait for the display: it goes on, and the display comes back
            // at `fg`. A stop by the kernel at a terminal call is still caught as before.
            watchForForeground()
        case false?:
            // The SIGCONT that ends this stop calls us again. The whole job stops (a command
            // feeding our pipe too), so that the shell sees it stopped and `fg` continues it.
            // Not before the signals that came with the SIGCONT are taken: `kill %1` sends
            // SIGTERM, then SIGCONT, and the SIGTERM must end us rather than wait for `fg`.
            MainQueueWork.async { [weak self] in
                guard let self, !self.hasEnded(), self.suspended else { return }
                SignalPolicy.stopSelf(by: SIGTTOU, wholeGroup: true)
            }
        case nil:
            // The terminal is gone.
            die(SIGHUP)
        }
    }

    /// A part must go on without the display (a copy to stdout not at the end of its input):
    /// the run goes on in the background rather than stop for the display.
    private var runsOnInBackground: Bool { parts.contains { $0.goesOnWithoutDisplay != nil } }

    /// The run starts: a screen not set up yet (`LateScreen`: the terminal was another job's,
    /// started with `&`) is left alone until this run is the foreground job; the first look
    /// sets it up at once when it is already (`fg` came before the run began).
    func started() {
        guard terminal is LateScreen, !hasEnded() else { return }
        handBack(touchingTerminal: false)
        watchForForeground()
    }

    /// Looks a few times a second whether the terminal is ours again.
    private func watchForForeground() {
        // The clock goes on (no frame is drawn): what arrives meanwhile is timed as it comes,
        // and the rate shown at `fg` is the input's, not what came over a stopped clock.
        loop.resume()
        watch?.stop()
        watch = ForegroundWatch { [weak self] in self?.lookForForeground() }
    }

    private func lookForForeground() {
        guard !hasEnded(), !loop.detached, suspended else {
            watch?.stop()
            watch = nil
            return
        }
        switch terminal.isForeground() {
        case true?: takeBack()
        case false?: break
        case nil: die(SIGHUP)
        }
    }

    /// In the foreground again: take the terminal and repaint.
    private func takeBack() {
        watch?.stop()
        watch = nil
        suspended = false
        if screenLost { terminal.forgetScreen() }
        screenLost = false
        terminal.resume()
        Watchdog.watchKeys(on: terminal.inputDescriptor)
        for part in parts { part.takenBack() }
        loop.takeBack()
    }
}
