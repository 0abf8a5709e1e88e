import CounterEngine
import CounterTUI

/// An in-memory screen: keeps the presented frame and counts what was written.
///
/// Tests use it with a `ManualClock` to check every frame without a terminal or sleeping.
package final class MemoryScreen: Screen {
    package private(set) var size: Size
    /// What the screen shows now.
    package private(set) var frame: Buffer
    /// Cells written since creation.
    package private(set) var cellsWritten = 0
    /// Flushes since creation.
    package private(set) var flushes = 0

    package init(size: Size) {
        self.size = size
        frame = Buffer(size: size)
    }

    /// Changes the size, as a terminal resize would (the content is cleared).
    package func resize(to newSize: Size) {
        size = newSize
        frame = Buffer(size: newSize)
    }

    package func write(_ cells: UnsafeBufferPointer<Cell>, x: Int, y: Int) {
        for (i, cell) in cells.enumerated() {
            frame.set(cell, x: x + i, y: y)
            cellsWritten += 1
        }
    }

    package func flush() { flushes += 1 }
}
