import CounterSystem

#if canImport(Glibc)
import Glibc
#endif

/// The signals a session catches: every one whose default action ends the process (the run
/// ends by it, terminal restored), the stray user signals (a repaint), SIGPIPE on a full screen
/// or for a part that needs it, and on a full screen job control and resizes. Signals ignored
/// when the program started, or by the host when the run starts, stay ignored; those a host
/// handles when its run starts stay the host's (its handler runs).
@MainActor
enum SessionSignals {
    static func install(fullScreen: Bool, catchesPipe: Bool, jobs: JobControl?,
                        die: @escaping @MainActor (Int32) -> Void, repaint: @escaping @MainActor () -> Void) {
        let signals = SignalSource.shared
        let ignored = { (sig: Int32) in
            SignalPolicy.leftAlone(sig) || SignalDisposition.of(sig) == .ignored
        }
        for sig in SignalPolicy.terminating where !ignored(sig) {
            signals.on(sig, ends: true) { die(sig) }
        }
        // Stray user signals never end the program: at most they repaint the screen.
        for sig in [SIGUSR1, SIGUSR2] where !SignalPolicy.leftAlone(sig) {
            signals.on(sig) { repaint() }
        }
        // Only a write to a closed pipe or a `kill` sends it; on the full screen it restores first.
        if (fullScreen || catchesPipe) && !ignored(SIGPIPE) {
            signals.on(SIGPIPE, ends: true) { die(SIGPIPE) }
        }
        guard fullScreen else { return }
        jobs?.installSignalHandlers()
        if !SignalPolicy.leftAlone(SIGWINCH) { signals.on(SIGWINCH) { repaint() } }
    }
}
