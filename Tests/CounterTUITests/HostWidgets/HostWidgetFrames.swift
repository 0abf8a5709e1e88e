import CounterEngine
import CounterTUI

/// Frames of the host widgets for their tests: a buffer filled with `x` (stray writes show),
/// the widget drawn in a rectangle one cell in from the edges.
enum HostWidgetFrames {
    /// The lines of a `columns`×`rows` area (inside a one-cell `x` frame) after `draw`.
    static func frame(columns: Int, rows: Int, _ draw: (Rect, inout Buffer) -> Void) -> [String] {
        var buffer = Buffer(size: Size(columns: columns + 2, rows: rows + 2), filling: "x")
        let area = Rect(x: 1, y: 1, columns: columns, rows: rows)
        buffer.fill(area)
        draw(area, &buffer)
        return buffer.lines
    }

    /// The column of the rightmost cell of row `y` that is neither blank nor the `x` frame.
    static func rightEdge(_ lines: [String], row y: Int) -> Int? {
        Array(lines[y]).indices.dropFirst().dropLast().last { Array(lines[y])[$0] != " " }
    }

    /// The blank columns left and right of row `y`'s text inside the frame.
    static func margins(_ lines: [String], row y: Int) -> (left: Int, right: Int) {
        let inside = Array(lines[y]).dropFirst().dropLast()
        let left = inside.prefix { $0 == " " }.count
        let right = inside.reversed().prefix { $0 == " " }.count
        return (left, right)
    }
}
