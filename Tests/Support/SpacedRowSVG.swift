import CounterTUI

/// An SVG recording of one row holding runs of spaces between borders (`│ │        │ │`, a
/// card's empty sparkline row): the case browsers collapse unless told `white-space:pre`.
package enum SpacedRowSVG {
    package static let row = "│ │        │ │"

    /// The recorded SVG.
    package static func make() -> String {
        let size = Size(columns: row.count, rows: 1)
        let recorder = SVGRecorder(size: size, loop: false)
        var frame = Buffer(size: size)
        frame.put(row, at: Point(x: 0, y: 0))
        recorder.record(frame, changes: frame.changes(from: Buffer(size: size)), at: 0)
        return recorder.finish(at: 0)
    }
}
