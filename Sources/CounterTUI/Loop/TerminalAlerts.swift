import CounterEngine

/// What a timer tells a person who is not looking at it (`--bell`, `--window-title`): the
/// terminal's bell when the count ends, crosses a threshold or starts a new phase, and the value
/// in the terminal's title (the window's or tab's, or tmux's status line with `set-titles`).
///
/// A session part: the title the terminal had is saved when the run starts (XTWINOPS push) and
/// given back when it ends (pop). After each frame the loop tells it what happened; the title is
/// written when its text changes, at most once a second (the last one always).
@MainActor
package final class TerminalAlerts: SessionPart {
    /// Ring the bell (BEL) at the end, at each threshold crossing and at each new phase.
    package let bell: Bool
    /// Keep the shown value in the terminal's title.
    package let title: Bool
    /// Writes control text to the terminal, past the frame.
    private let write: (String) -> Void
    /// The title last written and the clock time it was written at.
    private var written: (text: String, at: Double)?
    private var started = false
    /// The terminal's locale is not UTF-8: titles are written in ASCII.
    private let ascii: Bool

    /// Shortest time between two titles (a little under a second, so a countdown's title changes
    /// with every second shown, the frame that shows it).
    static let titleInterval = 0.95

    package init(bell: Bool, title: Bool, ascii: Bool = false, write: @escaping (String) -> Void) {
        self.bell = bell
        self.title = title
        self.ascii = ascii
        self.write = write
    }

    package func start(in session: SessionControl) {
        started = true
        // Save the terminal's own title (and icon name) to give it back at the end.
        if title {
            write("\u{1b}[22;0t")
            CrashRescue.titleSaved(true)
        }
    }

    package func finish() -> Bool {
        if title && started { popTitle() }
        started = false
        return true
    }

    /// Ctrl-Z: the terminal gets its own title back while the shell has it.
    package func handedBack() {
        if title && started { popTitle() }
    }

    /// Gives the terminal its own title back (XTWINOPS pop).
    private func popTitle() {
        write("\u{1b}[23;0t")
        CrashRescue.titleSaved(false)
    }

    /// `fg`: saved again, and the value written with the next frame.
    package func takenBack() {
        guard title && started else { return }
        write("\u{1b}[22;0t")
        CrashRescue.titleSaved(true)
        written = nil
    }

    /// After a frame of `scene` at animation time `time` (clock time `now`), with what happened
    /// as the scene advanced to it: the bell if something it rings for happened, the title if it
    /// changed.
    package func frameDrawn(_ scene: Scene, events: SceneEvents, at time: Double, now: Double) {
        guard started else { return }
        if events.alertDue && bell { write("\u{07}") }
        guard title else { return }
        let text = scene.windowTitle(at: time)
        guard text != written?.text else { return }
        if let last = written, now - last.at < Self.titleInterval, now >= last.at, !scene.isSettled(at: time) { return }
        written = (text, now)
        write(Self.titleSequence(ascii ? Transliteration.ascii(text) : text))
    }

    /// OSC 2 with `text` (no control characters: they would end the sequence early).
    static func titleSequence(_ text: String) -> String {
        "\u{1b}]2;" + TextSanitizer.clean(text, maximumLength: 200) + "\u{07}"
    }
}
