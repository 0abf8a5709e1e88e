import CounterSystem
import Dispatch

/// Notes shown on the status line over the status: a note for a few seconds (the status it
/// covers comes back), or a failure shown for a moment before the run ends.
@MainActor
final class StatusNotes {
    /// How long a note stays on the status line.
    static let noteSeconds = 3.0
    /// How long a failure that ends the run stays on the status line before the run ends.
    static let failureSeconds = 1.5

    private let loop: RenderLoop
    /// Whether the screen may be drawn now (not ended, not handed back).
    private let mayDraw: () -> Bool
    /// The note on the status line and the status it covers, while one is shown.
    private var shown: (text: String, covered: String)?
    /// Ends the note (kept alive until it fires).
    private var noteTimer: MainTimer?
    /// Ends the run after a failure shown on the status line.
    private var failureTimer: MainTimer?

    /// Notes on `loop`'s scene, redrawn when `mayDraw`.
    init(loop: RenderLoop, mayDraw: @escaping () -> Bool) {
        self.loop = loop
        self.mayDraw = mayDraw
    }

    /// A failure is on the status line, the run about to end.
    var showsFailure: Bool { failureTimer != nil }

    /// Shows `text` on the status line for `noteSeconds` (the status it covers comes back).
    func show(_ text: String) {
        let covered = shown?.covered ?? loop.scene.status
        shown = (text, covered)
        loop.scene.update(.status(text))
        loop.redraw()
        noteTimer = MainQueueTimer.start(after: Self.noteSeconds) { [weak self] in
            guard let self, let shown = self.shown else { return }
            self.shown = nil
            self.noteTimer = nil
            if self.loop.scene.status == shown.text { self.loop.scene.update(.status(shown.covered)) }
            if self.mayDraw() { self.loop.redraw() }
        }
    }

    /// Shows `note` at once in place of any note, then calls `then` after `failureSeconds`.
    func showFailure(_ note: String, then: @escaping @MainActor () -> Void) {
        noteTimer = nil
        shown = nil
        loop.scene.update(.status(note))
        loop.redraw()
        failureTimer = MainQueueTimer.start(after: Self.failureSeconds) { then() }
    }
}
