import CounterSystem

#if canImport(Glibc)
import Glibc
#endif

/// A full screen set up only once its run is the terminal's foreground job: a count started in
/// the background (`… | counter-tui --count-bytes --tee | gzip > f.gz &`) copies from the start
/// and takes the terminal at `fg`. Until then it draws nothing, reads no key and changes no mode
/// (each would stop the job, or change the shell's terminal); after, it is the ncurses screen.
package final class LateScreen: Screen, Terminal {
    /// The streams the screen is made on.
    private let streams: ControllingTerminal
    /// Makes the ncurses screen (in the foreground); nil when it cannot be made.
    private let make: (ControllingTerminal) -> NcursesScreen?
    /// The ncurses screen, once made.
    private var screen: NcursesScreen?
    /// It could not be made: nothing is drawn, as without a terminal.
    private var failed = false

    /// A screen on `streams`, made by `make` the first time it is taken (`resume()`).
    package init(streams: ControllingTerminal, make: @escaping (ControllingTerminal) -> NcursesScreen?) {
        self.streams = streams
        self.make = make
    }

    /// The size of the screen, or of the terminal before it is made.
    package var size: Size {
        if let screen { return screen.size }
        let size = TerminalDevice.size(of: streams.outputDescriptor)
        return Size(columns: size?.columns ?? 80, rows: size?.rows ?? 24)
    }
    /// Writes cells once the screen is made (nothing before).
    package func write(_ cells: UnsafeBufferPointer<Cell>, x: Int, y: Int) { screen?.write(cells, x: x, y: y) }
    /// Shows what was written once the screen is made.
    package func flush() { screen?.flush() }

    /// The terminal keys come from.
    package var inputDescriptor: Int32 { fileno(streams.input) }
    /// The keys waiting, once the screen is made.
    package func readKeys() -> [Key] { screen?.readKeys() ?? [] }
    /// Keys read while the screen was set up.
    package var hasWaitingKeys: Bool { screen?.hasWaitingKeys ?? false }
    /// True when the terminal has hung up.
    package func inputClosed() -> Bool { TerminalDevice.inputClosed(inputDescriptor) }
    /// The terminal answered a mode query.
    package func modeReported(mode: Int, setting: Int) { screen?.modeReported(mode: mode, setting: setting) }

    /// Whether our process group owns the terminal; nil when it is gone.
    package func isForeground() -> Bool? { TerminalDevice.isForeground(inputDescriptor) }
    /// Hands the screen back (nothing to do before it is made).
    package func suspend() { screen?.suspend() }
    /// The first time, sets the full screen up; after, takes it again.
    package func resume() {
        if let screen { return screen.resume() }
        guard !failed else { return }
        screen = make(streams)
        failed = screen == nil
    }
    /// The screen was the shell's for a while.
    package func forgetScreen() { screen?.forgetScreen() }
    /// Follows a resize.
    package func updateSize() { screen?.updateSize() }
    /// Leaves the full screen for good, if it was made.
    package func end() { screen?.end() }
    /// Writes the last frame after the end, if the screen was made.
    package func leave(_ text: String) { screen?.leave(text) }
    /// Writes the bell or a title, if the screen was made.
    package func writeControl(_ text: String) { screen?.writeControl(text) }
}
