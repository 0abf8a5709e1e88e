/// Where frames end up: a terminal (ncurses) or memory (tests, `--frame-at`).
///
/// The render loop diffs each frame against the last one presented and hands the screen only
/// the runs of cells that changed, then asks it to flush once.
package protocol Screen: AnyObject {
    /// The current size in cells.
    var size: Size { get }
    /// Writes one run of changed cells from column `x` of row `y` (not yet visible).
    func write(_ cells: UnsafeBufferPointer<Cell>, x: Int, y: Int)
    /// Makes everything written since the last flush visible, in one update.
    func flush()
}

extension Screen {
    /// Writes changed cells (not yet visible).
    package func write(_ runs: [CellRun]) {
        for run in runs {
            run.cells.withUnsafeBufferPointer { write($0, x: run.x, y: run.y) }
        }
    }
}
