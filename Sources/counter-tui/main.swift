// counter-tui: the executable is only the entry point; everything lives in CounterCLI.
import CounterCLI

MainActor.assumeIsolated {
    CounterTUIMain.main()
}
