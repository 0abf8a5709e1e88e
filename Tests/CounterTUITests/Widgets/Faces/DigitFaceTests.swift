import CounterEngine
import Testing
@testable import CounterTUI

/// `DigitFace`: in every face each digit's glyph fills its own columns and rows only, and a
/// wheel standing on a whole position is exactly that digit's glyph (blank for a hidden zero).
@Suite struct DigitFaceTests {
    static let faces: [any DigitFace] = [BigFont.box, BigFont.ascii, PixelFace(scale: 1), PixelFace(scale: 2),
                                         PixelFace(scale: 2, ascii: true), PixelFace(scale: 3)]

    /// The cells a drawing changed in a buffer filled with `x`, as (column, row, character).
    func drawn(_ draw: (inout Buffer) -> Void) -> [String] {
        var buffer = Buffer(size: Size(columns: 60, rows: 30), filling: "x")
        draw(&buffer)
        var cells: [String] = []
        for y in 0..<30 {
            for x in 0..<60 where buffer[x: x, y: y].character != "x" { cells.append("\(x),\(y):\(buffer[x: x, y: y].character)") }
        }
        return cells
    }

    @Test(arguments: 0..<faces.count)
    func glyphsStayInTheirBox(face index: Int) throws {
        let face = Self.faces[index]
        let clip = Rect(x: 0, y: 0, columns: 60, rows: 30)
        for digit in "0123456789" {
            let columns = try #require(face.glyphColumns(digit), "\(face.name) has no \(digit)")
            let cells = drawn { face.drawGlyph(digit, at: Point(x: 5, y: 3), style: .plain, clip: clip, into: &$0) }
            let inked = cells.filter { !$0.hasSuffix(": ") }
            #expect(!inked.isEmpty, "\(face.name) draws nothing for \(digit)")
            for cell in cells {
                let xy = cell.split(separator: ":")[0].split(separator: ",").compactMap { Int($0) }
                #expect((5..<(5 + columns)).contains(xy[0]) && (3..<(3 + face.height)).contains(xy[1]),
                        "\(face.name) \(digit) drew \(cell) outside its \(columns)x\(face.height) box")
            }
        }
    }

    @Test(arguments: 0..<faces.count)
    func aWheelAtRestIsItsDigitsGlyph(face index: Int) {
        let face = Self.faces[index]
        let clip = Rect(x: 0, y: 0, columns: 60, rows: 30)
        for (position, digit) in zip(0..., "0123456789") {
            var glyph = Buffer(size: Size(columns: 60, rows: 30))
            face.drawGlyph(digit, at: Point(x: 2, y: 1), style: .plain, clip: clip, into: &glyph)
            var wheel = Buffer(size: Size(columns: 60, rows: 30))
            face.drawWheel(position: Double(position), blankZero: false, faces: 10, at: Point(x: 2, y: 1), style: .plain,
                           clip: clip, into: &wheel)
            #expect(wheel.lines == glyph.lines, "\(face.name) wheel at \(position)")
        }
        var zero = Buffer(size: Size(columns: 60, rows: 30))
        face.drawWheel(position: 0, blankZero: true, faces: 10, at: Point(x: 2, y: 1), style: .plain, clip: clip, into: &zero)
        #expect(zero.lines.allSatisfy { $0.allSatisfy { $0 == " " } }, "\(face.name): a hidden zero is blank")
    }
}
