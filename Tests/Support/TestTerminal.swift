import CounterEngine
import CounterTUI

/// A small terminal for tests: replays exactly the sequences a recording emits (CUP, CUF, ED 2,
/// SGR 0/1/2/22/30–37/39, DEC private modes, CR and LF as a recording's closing event uses
/// them) into a grid of cells, and refuses anything else, so a recording that relies on more
/// than that fails its test.
package struct TestTerminal {
    package let size: Size
    package private(set) var cells: [Cell]
    private var x = 0
    private var y = 0
    private var style = CellStyle.plain
    /// After a write into the last column: the next character goes to the next line.
    private var pendingWrap = false
    /// Lines scrolled off the top by a line feed on the bottom row.
    package private(set) var scrolled = 0
    /// Whether the cursor is shown (DECTCEM, `CSI ? 25 h` / `l`).
    package private(set) var cursorShown = true
    /// The cursor (column, row) and the attributes in effect.
    package var cursor: Point { Point(x: x, y: y) }
    package var attributes: CellStyle { style }

    package struct Unsupported: Error, CustomStringConvertible {
        package var description: String
    }

    package init(size: Size) {
        self.size = size
        cells = Array(repeating: .blank, count: size.columns * size.rows)
    }

    /// The screen as a buffer (to compare with a rendered frame, cell by cell).
    package var buffer: Buffer {
        var b = Buffer(size: size)
        for row in 0..<size.rows {
            for column in 0..<size.columns { b.set(cells[row * size.columns + column], x: column, y: row) }
        }
        return b
    }

    package mutating func feed(_ text: String) throws {
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            if scalar == "\u{1b}" {
                guard scalars.next() == "[" else { throw Unsupported(description: "ESC not followed by [") }
                var parameters = ""
                var final: Unicode.Scalar?
                while let next = scalars.next() {
                    if (0x40...0x7E).contains(next.value) {
                        final = next
                        break
                    }
                    parameters.unicodeScalars.append(next)
                }
                guard let final else { throw Unsupported(description: "unterminated CSI \(parameters)") }
                try control(parameters, final)
            } else if scalar == "\r" {
                x = 0
                pendingWrap = false
            } else if scalar == "\n" {
                pendingWrap = false
                if y == size.rows - 1 {
                    cells = Array(cells.dropFirst(size.columns)) + Array(repeating: .blank, count: size.columns)
                    scrolled += 1
                } else {
                    y += 1
                }
            } else if scalar.value < 0x20 || scalar.value == 0x7F {
                throw Unsupported(description: "control character \(scalar.value)")
            } else {
                put(scalar)
            }
        }
    }

    private mutating func control(_ parameters: String, _ final: Unicode.Scalar) throws {
        if parameters.hasPrefix("?") {
            guard final == "h" || final == "l" else { throw Unsupported(description: "CSI \(parameters)\(final)") }
            if parameters == "?25" { cursorShown = final == "h" }
            return
        }
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        switch final {
        case "H":
            let row = (numbers.first ?? nil) ?? 1
            let column = numbers.count > 1 ? (numbers[1] ?? 1) : 1
            y = min(max(row - 1, 0), size.rows - 1)
            x = min(max(column - 1, 0), size.columns - 1)
            pendingWrap = false
        case "C":
            x = min(x + max((numbers.first ?? nil) ?? 1, 1), size.columns - 1)
            pendingWrap = false
        case "J":
            guard numbers.first == 2 else { throw Unsupported(description: "CSI \(parameters)J") }
            cells = Array(repeating: .blank, count: size.columns * size.rows)
        case "m":
            for code in numbers {
                switch code ?? 0 {
                case 0: style = .plain
                case 1: style.bold = true
                case 2: style.dim = true
                case 22: style.bold = false; style.dim = false
                case 30...37: style.foreground = Color.allCases.first { $0.index == (code ?? 0) - 30 } ?? .default
                case 39: style.foreground = .default
                default: throw Unsupported(description: "SGR \(code ?? 0)")
                }
            }
        default:
            throw Unsupported(description: "CSI \(parameters)\(final)")
        }
    }

    private mutating func put(_ scalar: Unicode.Scalar) {
        let width = TextWidth.cells(scalar)
        guard width > 0 else { return }
        if pendingWrap {
            pendingWrap = false
            x = 0
            y = min(y + 1, size.rows - 1)
        }
        cells[y * size.columns + x] = Cell(scalar, style: style, width: UInt8(width))
        if width == 2, x + 1 < size.columns { cells[y * size.columns + x + 1] = Cell(" ", style: style, width: 0) }
        if x + width >= size.columns {
            x = size.columns - 1
            pendingWrap = true
        } else {
            x += width
        }
    }
}
