/// Something that runs beside a display session and ends with it: the live sources that feed the
/// display, a recording made as it runs. Handed to the session when it is made; the session
/// starts it, and on every way out (the end, `q`, a signal) stops it before the terminal is handed
/// back and finishes it after.
@MainActor
package protocol SessionPart: AnyObject {
    /// The session starts: begin (sources start reading), reaching the session through `session`.
    func start(in session: SessionControl)
    /// The session is ending: stop (sources stop reading, commands are killed).
    func stop()
    /// The terminal has been handed back: finish (a recording writes its file). False when that
    /// failed: a run that would end with 0 ends with 74 instead.
    func finish() -> Bool
    /// Lines added to `--stats` (each ending in a newline), or empty.
    var statsText: String { get }
    /// SIGPIPE is caught even without a full screen, so that this part is finished before the
    /// program dies by it (a live recording).
    var catchesPipe: Bool { get }
    /// This part must go on when `q` closes the display (a copy to stdout not at the end of its
    /// input: cut short, the next program would take part of the data for all of it): what to
    /// tell the user on stderr; nil when `q` may end the run.
    var goesOnWithoutDisplay: String? { get }
    /// The terminal was handed back for a while (Ctrl-Z): give back what the part changed in it.
    func handedBack()
    /// The terminal is ours again (`fg`).
    func takenBack()
}

extension SessionPart {
    package func stop() {}
    package func finish() -> Bool { true }
    package var statsText: String { "" }
    package var catchesPipe: Bool { false }
    package var goesOnWithoutDisplay: String? { nil }
    package func handedBack() {}
    package func takenBack() {}
}
