/// Where frames end up: a terminal (ncurses) or memory (tests, `--frame-at`).
///
/// The render loop diffs each frame against the last one presented and hands the screen only
/// the runs of cells that changed, then asks it to flush once.
public protocol Screen: AnyObject {
    /// The current size in cells.
    var size: Size { get }
    /// Writes changed cells (not yet visible).
    func write(_ runs: [CellRun])
    /// Makes everything written since the last flush visible, in one update.
    func flush()
}
