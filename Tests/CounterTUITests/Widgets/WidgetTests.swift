import CounterEngine
import Testing
@testable import CounterTUI

/// `Widget`: every widget draws inside the area it is given and leaves each cell outside it as
/// it was (the buffer starts filled with `x`), whatever it shows.
@Suite struct WidgetTests {
    static let area = Rect(x: 3, y: 2, columns: 30, rows: 9)

    /// The cells outside `area` that changed, and how many inside did.
    func render(_ widget: any Widget) -> (outside: Int, inside: Int) {
        var buffer = Buffer(size: Size(columns: 40, rows: 14), filling: "x")
        widget.render(in: Self.area, into: &buffer)
        var outside = 0
        var inside = 0
        for y in 0..<14 {
            for x in 0..<40 where buffer[x: x, y: y].character != "x" {
                let within = x >= Self.area.x && x < Self.area.maxX && y >= Self.area.y && y < Self.area.maxY
                if within { inside += 1 } else { outside += 1 }
            }
        }
        return (outside, inside)
    }

    static func widgets() -> [any Widget] {
        let model = CounterModel(from: .zero, to: number("-1234567.5"), duration: 1, easing: .linear, format: .int.withDecimals(1),
                                 start: 0)
        var history = SampleHistory(capacity: 60)
        for i in 0..<80 { history.append(Double(i % 7)) }
        let views = CounterStyle.allCases.map { CounterView(display: model.display, title: "A long title, wider than its area",
                                                            style: $0, font: .box) }
        return views.map { $0.showing(-654321.5, settled: false) }
            + views.map { $0.showing(-1234567.5, settled: true, face: .digits(PixelFace(scale: 2))) }
            + [
                Panel(title: "Revenue per region, this quarter", borders: .rounded, badge: "!", theme: .colored()),
                StatusLine("! exit status 3; keeping the last value \u{1b}[31m", theme: .monochrome),
                SparklineRow(levels: CounterEngine.Sparkline.blocks, history: history, style: .plain),
                BigNumber(face: BigFont.box, pieces: NumberPiece.pieces(of: "-12,345.6 units", prefix: "", suffix: " units",
                                                                   face: BigFont.box)),
            ]
    }

    @Test func nothingIsDrawnOutsideTheArea() {
        for widget in Self.widgets() {
            let (outside, inside) = render(widget)
            #expect(outside == 0, "\(type(of: widget)) drew \(outside) cells outside its area")
            #expect(inside > 0, "\(type(of: widget)) drew nothing")
        }
    }
}
