import CounterEngine
import CounterTUI
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads a recorded SVG back as a terminal would show it at a time: which pieces are visible
/// (from their groups' `<set>` elements), and what cells their text and block shapes cover.
/// It knows exactly the shapes `SVGDocument` writes, and refuses anything else.
package struct SVGPlayer {
    struct Piece {
        var element: XMLElement
        var shownFrom: Double
        var hiddenFrom: Double
    }

    package let size: Size
    package let palette: SVGPalette
    private var pieces: [Piece] = []

    package struct Unsupported: Error, CustomStringConvertible {
        package var description: String
    }

    package init(_ text: String, size: Size, palette: SVGPalette = .standard) throws {
        self.size = size
        self.palette = palette
        let document = try XMLDocument(xmlString: text)
        guard let root = document.rootElement(), let grid = root.elements(forName: "g").first else {
            throw Unsupported(description: "no grid group")
        }
        for child in grid.children ?? [] {
            guard let element = child as? XMLElement else { continue }
            if element.name == "g" {
                var from = 0.0
                var until = Double.infinity
                let hidden = Self.attribute(element, "visibility") == "hidden"
                guard let set = element.elements(forName: "set").first else { throw Unsupported(description: "group without <set>") }
                let to = Self.attribute(set, "to")
                guard let beginText = Self.attribute(set, "begin") else {
                    throw Unsupported(description: "<set> without begin: \(set.xmlString) attributes \((set.attributes ?? []).map { $0.name ?? "?" })")
                }
                let begin = try Self.seconds(beginText)
                if hidden && to == "visible" {
                    from = begin
                    if let end = Self.attribute(set, "end") { until = try Self.seconds(end) }
                } else if !hidden && to == "hidden" {
                    until = begin
                } else {
                    throw Unsupported(description: "unexpected <set>")
                }
                for piece in element.children ?? [] {
                    guard let piece = piece as? XMLElement, piece.name != "set" else { continue }
                    pieces.append(Piece(element: piece, shownFrom: from, hiddenFrom: until))
                }
            } else {
                pieces.append(Piece(element: element, shownFrom: 0, hiddenFrom: .infinity))
            }
        }
    }

    /// The screen's rows at `time`, as `--frame-at` prints them (trailing spaces removed).
    package func lines(at time: Double) throws -> [String] {
        var grid = Array(repeating: Array(repeating: Unicode.Scalar(" "), count: size.columns), count: size.rows)
        func place(_ scalar: Unicode.Scalar, _ column: Int, _ row: Int) throws {
            guard row >= 0, row < size.rows, column >= 0, column < size.columns else {
                throw Unsupported(description: "cell \(column),\(row) outside the grid")
            }
            guard grid[row][column] == " " || scalar == " " else {
                throw Unsupported(description: "two visible pieces on cell \(column),\(row) at \(time)")
            }
            grid[row][column] = scalar
        }
        for piece in pieces where piece.shownFrom <= time && time < piece.hiddenFrom {
            let e = piece.element
            if e.name == "text" {
                let x = Int(Self.attribute(e, "x") ?? "") ?? -1
                let y = Int(Self.attribute(e, "y") ?? "") ?? -1
                var column = x / palette.cellWidth
                let row = (y - palette.baseline) / palette.cellHeight
                for scalar in (e.stringValue ?? "").unicodeScalars {
                    try place(scalar, column, row)
                    column += TextWidth.cells(scalar)
                }
            } else if e.name == "path" {
                // M{x},{y}h{w}v{h}h-{w}z, one rectangle per run of one block character.
                for shape in (Self.attribute(e, "d") ?? "").split(separator: "z") {
                    let numbers = shape.split(whereSeparator: { "Mhv,-".contains($0) }).compactMap { Int($0) }
                    guard numbers.count == 5 else { throw Unsupported(description: "path \(shape)") }
                    let (x, y, w, h) = (numbers[0], numbers[1], numbers[2], numbers[3])
                    let half = palette.cellHeight / 2
                    let row = y / palette.cellHeight
                    let scalar: Unicode.Scalar = h == palette.cellHeight ? "█" : y % palette.cellHeight == 0 ? "▀" : "▄"
                    guard h == palette.cellHeight || h == half else { throw Unsupported(description: "path height \(h)") }
                    for column in (x / palette.cellWidth)..<((x + w) / palette.cellWidth) { try place(scalar, column, row) }
                }
            } else {
                throw Unsupported(description: "element <\(e.name ?? "")>")
            }
        }
        return grid.map { row in
            var line = String(String.UnicodeScalarView(row))
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
    }

    /// An attribute's value (`attribute(forName:)` misses them under a default namespace on Linux).
    static func attribute(_ element: XMLElement, _ name: String) -> String? {
        element.attributes?.first { $0.name == name }?.stringValue
    }

    private static func seconds(_ text: String?) throws -> Double {
        guard let text, text.hasSuffix("s"), let value = Double(text.dropLast()) else {
            throw Unsupported(description: "time \(text ?? "none")")
        }
        return value
    }
}
