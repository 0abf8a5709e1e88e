/// A source of live values: lines on standard input, a shell command run on an interval, the
/// count of lines or bytes on stdin, or any kind added later. Everything it has to say goes
/// through `onEvent`, on the main queue; `LiveWiring` routes its values to counters, keeps the
/// status line, and holds the run open until the source has ended.
@MainActor
package protocol LiveSource: AnyObject {
    /// Receives every event, on the main queue.
    var onEvent: (LiveEvent) -> Void { get set }
    /// Starts reading (or running).
    func start()
    /// Stops for good: no more events; a run in progress is killed.
    func stop()
    /// Its line of `--stats`, as a name and a count ("stdin lines skipped", 3): `skipped` counts
    /// the lines it skipped and the values no counter took, `failed` the runs that failed.
    /// Figures of one name from several sources are added up. Nil for none.
    func statsFigure(skipped: Int, failed: Int) -> (name: String, count: UInt64)?
    /// When the source ends, the value it last gave is the final one and is shown at once, with
    /// no animation toward it (a count whose input ended, as `pv` stops there).
    var endIsFinal: Bool { get }
    /// The run has ended and the terminal is handed back: pass on what was read and not yet
    /// passed on (a copy's chunk in flight), saying on stderr what it waits for and what it
    /// dropped. False when something read was dropped.
    func finishPassingOn() -> Bool
    /// One line on stderr when the run ends (`134,817 lines in 2.10 s, 64,198 lines/s`), or nil.
    var summary: String? { get }
    /// What to tell the user when `q` closes the display and this source goes on to its end
    /// (a copy to stdout: cut short, the next program would take part of the data for all of
    /// it); nil when `q` may end it.
    var goesOnWithoutDisplay: String? { get }
}

extension LiveSource {
    package var endIsFinal: Bool { false }
    package func finishPassingOn() -> Bool { true }
    package var summary: String? { nil }
    package var goesOnWithoutDisplay: String? { nil }
}
