/// Follows the frames of a recording as pieces: every non-blank cell on screen belongs to
/// exactly one live piece. When cells change, only the pieces they touch end, and the changed
/// span is cut into new pieces; everything else stays as it is, so an animated SVG holds only
/// what changes.
package struct SVGPieceTracker: Sendable {
    package let size: Size
    private var live: [[SVGPiece]]
    package private(set) var finished: [SVGPiece] = []
    private var previous: Buffer?

    package init(size: Size) {
        self.size = size
        live = Array(repeating: [], count: size.rows)
    }

    /// Adds `frame`, shown from `time`; `changes` are its cells that differ from the last one.
    package mutating func add(_ frame: Buffer, changes: [CellRun], at time: Double) {
        guard frame.size == size else { return }
        defer { previous = frame }
        guard let previous else {
            for y in 0..<size.rows { live[y] = Self.cut(frame, row: y, from: 0, to: size.columns, at: time) }
            return
        }
        var dirty = Array(repeating: [Bool](), count: size.rows)
        for run in changes where run.y >= 0 && run.y < size.rows {
            if dirty[run.y].isEmpty { dirty[run.y] = Array(repeating: false, count: size.columns) }
            for x in max(run.x, 0)..<min(run.x + run.cells.count, size.columns) { dirty[run.y][x] = true }
        }
        for y in 0..<size.rows where !dirty[y].isEmpty {
            var marks = dirty[y]
            // A wide character's two halves go together, in the old frame and the new.
            for x in 0..<size.columns where marks[x] {
                for buffer in [previous, frame] {
                    if buffer[x: x, y: y].width == 2, x + 1 < size.columns { marks[x + 1] = true }
                    if buffer[x: x, y: y].width == 0, x > 0 { marks[x - 1] = true }
                }
            }
            // The pieces the changes touch end now; their unchanged cells are cut again.
            var kept: [SVGPiece] = []
            for var piece in live[y] {
                let span = piece.x..<(piece.x + piece.cells.count)
                if span.contains(where: { marks[$0] }) {
                    for x in span { marks[x] = true }
                    piece.end = time
                    finished.append(piece)
                } else {
                    kept.append(piece)
                }
            }
            var x = 0
            while x < size.columns {
                guard marks[x] else {
                    x += 1
                    continue
                }
                var end = x
                while end < size.columns, marks[end] { end += 1 }
                kept += Self.cut(frame, row: y, from: x, to: end, at: time)
                x = end
            }
            live[y] = kept
        }
    }

    /// The pieces that have ended since the last call (their lifetimes are known): a recorder
    /// that writes them as it goes keeps only the live ones.
    package mutating func takeFinished() -> [SVGPiece] {
        defer { finished = [] }
        return finished
    }

    /// Ends the recording: every live piece stays to the end. Returns all pieces not taken.
    package mutating func finish() -> [SVGPiece] {
        let all = finished + live.flatMap { $0 }
        finished = []
        live = Array(repeating: [], count: size.rows)
        return all
    }

    /// Cuts columns `from..<to` of row `y` into pieces: runs of one style and kind, blanks skipped
    /// (spaces inside text are kept; they draw nothing whatever their style).
    static func cut(_ frame: Buffer, row y: Int, from: Int, to: Int, at time: Double) -> [SVGPiece] {
        var pieces: [SVGPiece] = []
        var x = from
        while x < to {
            let first = frame[x: x, y: y]
            if SVGPiece.isBlank(first) || first.width == 0 {
                x += 1
                continue
            }
            let blocks = SVGPiece.isBlock(first)
            var end = x + 1
            while end < to {
                let next = frame[x: end, y: y]
                if next.width == 0 {
                    end += 1
                } else if blocks ? (SVGPiece.isBlock(next) && next.style == first.style)
                    : (SVGPiece.isBlank(next) || (!SVGPiece.isBlock(next) && next.style == first.style))
                {
                    end += 1
                } else {
                    break
                }
            }
            var last = end
            while last > x + 1, SVGPiece.isBlank(frame[x: last - 1, y: y]) { last -= 1 }
            let cells = (x..<last).map { frame[x: $0, y: y] }
            pieces.append(SVGPiece(x: x, y: y, cells: cells, kind: blocks ? .blocks : .text, start: time, end: nil))
            x = end
        }
        return pieces
    }
}
