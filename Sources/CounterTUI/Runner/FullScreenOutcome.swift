extension FullScreen {
    /// How a full-screen run ended; the terminal is the host's again in every case.
    public enum Outcome: Equatable, Sendable {
        /// The host called `finish()`.
        case finished
        /// The user pressed `q` or Esc.
        case quit
        /// A signal that would have ended the process came (Ctrl-C: SIGINT, SIGTERM, SIGHUP…):
        /// nothing was exited; the host decides what to do.
        case interrupted(signal: Int32)
    }
}
