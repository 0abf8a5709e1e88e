import CounterSystem

#if canImport(Glibc)
import Glibc
#endif

/// Draws frames, diffs them against the last one presented and writes only the changed cells
/// to the screen, flushing once per frame (and not at all when nothing changed).
///
/// In steady state the frame is updated in place: the scene redraws only what changed, from the
/// labels it noted in the last frame (kept here, not in the scene), and marks it, and only the
/// marked cells are diffed, with no allocation. A new size, an invalidated screen or a scene that cannot update in place gets a whole frame, rendered into a fresh buffer.
///
/// A frame reaches the terminal only if no SIGCONT is waiting for its handler at the moment it
/// is flushed: a `kill -STOP` can land in the middle of a frame, and the `kill -CONT` that
/// follows in the background resumes that frame where it stopped, on a terminal that is the
/// shell's now. Such a frame is dropped whole, and the next one is drawn whole.
package final class ScreenOutput: FrameOutput {
    package let screen: Screen
    /// The frame the screen shows now.
    package private(set) var presented: Buffer?
    package private(set) var cellsWritten = 0
    /// Frames updated in place (the others were rendered whole).
    package private(set) var updatesInPlace = 0
    package let failed = false
    /// The frame the scene last drew, kept for updates in place.
    private var frame = Buffer(size: .zero)
    /// Whether `frame` holds the scene's last frame, as presented.
    private var frameIsCurrent = false
    /// What the last update in place touched.
    private var damage = Damage()
    /// The labels the scene noted drawing `frame`: the next frame is updated in place from them.
    private var labels = DrawnLabels()

    /// True while a frame drawn now must not be shown (a SIGCONT not yet handled).
    private let holdsPresent: () -> Bool

    /// An output to `screen`; `holdsPresent` is asked just before each flush (by default: is a
    /// SIGCONT waiting for its handler).
    package init(screen: Screen, holdsPresent: @escaping () -> Bool = { SignalSource.isPending(SIGCONT) }) {
        self.screen = screen
        self.holdsPresent = holdsPresent
    }

    package func draw(_ scene: Scene, at time: Double) {
        if frameIsCurrent, presented != nil, frame.size == screen.size {
            damage.clear(rows: frame.size.rows)
            if scene.update(at: time, into: &frame, damage: &damage, labels: &labels) {
                updatesInPlace &+= 1
                presentDamage()
                return
            }
        }
        var whole = Buffer(size: screen.size)
        scene.render(at: time, into: &whole, labels: &labels)
        let runs = whole.changes(from: presented)
        presented = whole
        frame = whole
        frameIsCurrent = true
        guard !runs.isEmpty else { return }
        screen.write(runs)
        guard present() else { return }
        cellsWritten += runs.reduce(0) { $0 + $1.cells.count }
    }

    /// Flushes the frame written so far; false, with the frame forgotten (the next is drawn
    /// whole), when it is held back.
    private func present() -> Bool {
        if holdsPresent() {
            invalidate()
            return false
        }
        screen.flush()
        return true
    }

    /// Writes the runs of changed cells inside the damage (as `Buffer.changes` finds them) and
    /// copies them into the presented frame.
    private func presentDamage() {
        guard !damage.isEmpty, presented != nil else { return }
        let columns = frame.size.columns
        var written = 0
        frame.cells.withUnsafeBufferPointer { now in
            presented!.withUnsafeMutableCells { before in
                for y in 0..<frame.size.rows {
                    let span = damage.span(row: y)
                    guard !span.isEmpty else { continue }
                    let base = y * columns
                    Buffer.forEachChangedRun(now, UnsafeBufferPointer(before), row: base, columns: columns, in: span) { start, end in
                        screen.write(UnsafeBufferPointer(rebasing: now[(base + start)..<(base + end)]), x: start, y: y)
                        for i in (base + start)..<(base + end) { before[i] = now[i] }
                        written += end - start
                    }
                }
            }
        }
        guard written > 0, present() else { return }
        cellsWritten += written
    }

    package func invalidate() {
        presented = nil
        frameIsCurrent = false
    }

    /// The frame on screen; after `invalidate()` (a resize, Ctrl-L: ncurses also queues a
    /// resize key of its own, read with the next key, `q` too) the last frame drawn, until the
    /// next one is.
    package var presentedLines: [String] {
        if let presented { return presented.lines }
        return frame.size == .zero ? [] : frame.lines
    }
}
