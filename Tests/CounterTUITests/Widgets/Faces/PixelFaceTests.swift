import CounterEngine
import CounterTestSupport
import Testing
@testable import CounterTUI

/// Renders `view` into an `x`-filled buffer with a 1-cell margin, so stray writes show up.
private func frame(_ view: CounterView, value: Double, settled: Bool, size: Size) -> [String] {
    var buffer = Buffer(size: Size(columns: size.columns + 2, rows: size.rows + 2), filling: "x")
    let area = Rect(x: 1, y: 1, columns: size.columns, rows: size.rows)
    buffer.fill(area)
    view.render(value: value, settled: settled, in: area, into: &buffer)
    return buffer.lines
}

/// Issue 16: the pixel face at every size, --height auto|N, rolling by pixels, affixes as text.
@Suite struct PixelFaceTests {
    let money = CounterModel(from: number("-5"), to: number("1234567.89"), duration: 2, easing: .linear,
                             format: try! NumberFormat.parse(",##0.00").get().withAffixes(prefix: "$", suffix: ""), start: 0)

    @Test(arguments: [("pixel", 1), ("pixel", 2), ("pixel", 3), ("pixel", 4), ("ascii-pixel", 2), ("ascii-pixel", 4)])
    func everyGlyphOfTheFace(face name: String, scale: Int) {
        let ascii = name == "ascii-pixel"
        let face = PixelFace(scale: scale, ascii: ascii)
        let text = Array(PixelGlyphs.table.keys.sorted())
        let digits = BigNumber(face: face)
        let pieces = text.map { NumberPiece.glyph($0, visible: true) }
        let width = digits.width(of: pieces)
        var buffer = Buffer(size: Size(columns: width + 2, rows: face.height + 2), filling: "x")
        let area = Rect(x: 1, y: 1, columns: width, rows: face.height)
        buffer.fill(area)
        digits.draw(pieces, at: Point(x: 1, y: 1), style: .plain, clip: area, into: &buffer)
        #expect(face.height == [4, 7, 11, 14][scale - 1])
        expectGolden(buffer.lines, named: "face-\(name)-scale\(scale)")
    }

    /// `--height 3, 4, 7` and auto at 80x24 and 200x50, in both families.
    @Test(arguments: ["box", "ascii"], ["3", "4", "7", "auto-80x24", "auto-200x50"])
    func heights(font name: String, height: String) {
        var view = CounterView(display: money.display, title: "Revenue", style: .big, font: name == "box" ? .box : .ascii)
        let size = height == "auto-200x50" ? Size(columns: 200, rows: 50) : Size(columns: 80, rows: 24)
        view.height = DigitHeight(height.hasPrefix("auto") ? "auto" : height)!
        let lines = frame(view, value: 0, settled: true, size: size)
        expectGolden(lines, named: "big-\(name)-height-\(height)")
        if case .rows(let rows) = view.height, case .digits(let face) = view.fittingFace(in: size) {
            #expect(face.height <= rows)
        }
    }

    @Test func autoPicksTheLargestThatFitsWithAMargin() {
        let view = CounterView(display: money.display, title: "Revenue", style: .big)
        for columns in stride(from: 20, through: 400, by: 7) {
            let size = Size(columns: columns, rows: 60)
            guard case .digits(let face) = view.fittingFace(in: size) else { continue }
            let used = view.size(with: .digits(face))
            if face.height > 3 { #expect(used.columns + 4 <= columns) }
            // The next size up would not fit.
            if let pixel = face as? PixelFace {
                let bigger = view.size(with: .digits(PixelFace(scale: pixel.scale + 1)))
                #expect(bigger.columns + 4 > columns || bigger.rows + 2 > 60)
            }
        }
    }

    /// Quarter steps of every mode at height 7: the wheels stand between rows (half blocks).
    @Test(arguments: RollMode.allCases)
    func quarterStepsAtHeightSeven(mode: RollMode) {
        let model = CounterModel(from: number("98"), to: number("102"), duration: 1, easing: .linear, format: .int, start: 0)
        var view = CounterView(display: model.display, style: .rolling, roll: mode)
        view.height = .rows(7)
        view.margin = Size(columns: 0, rows: 0)
        var lines: [String] = []
        for p in [0.0, 0.25, 0.5, 0.75, 1] {
            let value = mode == .carry ? 99 + p : 98 + 4 * p
            lines.append("p=\(p)")
            lines += frame(view, value: value, settled: mode != .carry && p == 1, size: Size(columns: 40, rows: 7))
        }
        expectGolden(lines, named: "rolling-\(mode.rawValue)-height-7")
    }

    /// A roll between two digits passes through two positions per row of glyph height.
    @Test(arguments: [4, 7, 11, 14])
    func twoPositionsPerRow(height: Int) {
        let face = height == 3 ? nil : PixelFace(scale: [4: 1, 7: 2, 11: 3, 14: 4][height]!)
        guard let face else { return }
        var seen = Set<[String]>()
        for step in 0..<400 {
            var buffer = Buffer(size: Size(columns: face.wheelColumns, rows: face.height))
            face.drawWheel(position: 3 + Double(step) / 400, blankZero: false, faces: 10, at: Point(x: 0, y: 0), style: .plain,
                           clip: buffer.bounds, into: &buffer)
            seen.insert(buffer.lines)
        }
        #expect(seen.count == 2 * height)
    }

    /// The settled rolling frame is the big frame, cell for cell, at every size.
    @Test(arguments: ["40x12", "80x24", "200x50", "30x5"])
    func settledRollingEqualsBig(size text: String) {
        let parts = text.split(separator: "x").map { Int($0)! }
        let size = Size(columns: parts[0], rows: parts[1])
        for target in ["1234567.89", "-5", "42"] {
            let model = CounterModel(from: number("-5"), to: number(target), duration: 2, easing: .linear,
                                     format: money.display.format, start: 0)
            let big = CounterView(display: model.display, title: "T", style: .big)
            let rolling = CounterView(display: model.display, title: "T", style: .rolling)
            #expect(frame(big, value: 0, settled: true, size: size) == frame(rolling, value: 0, settled: true, size: size))
        }
    }

    /// " users" is text on the bottom row; a prefix the face lacks sits on the top row.
    @Test func affixesTheFaceLacksAreText() {
        let format = try! NumberFormat.parse("#,##0").get().withAffixes(prefix: "CHF ", suffix: " users")
        let model = CounterModel(from: .zero, to: number("1000"), duration: 1, easing: .linear, format: format, start: 0)
        var view = CounterView(display: model.display, style: .big)
        view.height = .rows(7)
        view.margin = Size(columns: 0, rows: 0)
        let lines = frame(view, value: 0, settled: true, size: Size(columns: 80, rows: 7))
        expectGolden(lines, named: "big-affixes-as-text")
        #expect(lines[1].contains("CHF "))
        #expect(lines[7].contains(" users"))
        #expect(!lines.joined().contains("u s e r s"))
    }

    @Test func titlesAreBoldNotDim() {
        for theme in [Theme.colored(accent: .green), .monochrome] {
            #expect(theme.style(.title).bold)
            #expect(!theme.style(.title).dim)
        }
    }
}
