// counter-tui: the executable is only the entry point; everything lives in CounterCLI. The one
// place that ends the process: with the run's exit status, or by the signal that ended it.
import CounterCLI
import CounterSystem

#if canImport(Glibc)
import Glibc
#endif

switch MainActor.assumeIsolated({ CounterTUIMain.main() }) {
case .status(let status):
    exit(status.rawValue)
case .signal(let sig):
    // The terminal is restored: die by the signal itself, so the parent sees it.
    SignalPolicy.raiseWithDefaultAction(sig)
    // Not a signal that ends the process after all: end as if it had.
    exit(ExitStatus.signal(sig).rawValue)
}
