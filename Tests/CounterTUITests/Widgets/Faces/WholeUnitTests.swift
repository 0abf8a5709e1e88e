import CounterEngine
import Testing
@testable import CounterTUI

/// A unit is drawn whole at one size (issue 38): `23.1 GiB` in pixel digits has ` GiB` as one
/// piece of text (the face has a `B` glyph but no `G` or `i`), never big `B` beside small `Gi`;
/// `99.98%` keeps its `%` glyph; and a taller sparkline draws bars in eighths of a row.
@Suite struct WholeUnitTests {
    let face = PixelFace(scale: 2)

    @Test func aByteUnitIsOnePieceOfText() {
        let pieces = NumberPiece.pieces(of: "23.1 GiB", prefix: "", suffix: "", face: face)
        #expect(pieces.last == .text(" GiB", onTop: false, visible: true), "\(pieces)")
        #expect(!pieces.contains(.glyph("B", visible: true)))
        let rate = NumberPiece.pieces(of: "2.0 KiB/s", prefix: "", suffix: "/s", face: face)
        #expect(rate.last == .text(" KiB/s", onTop: false, visible: true), "\(rate)")
    }

    @Test func aUnitTheFaceHasIsAllGlyphs() {
        let pieces = NumberPiece.pieces(of: "99.98%", prefix: "", suffix: "%", face: face)
        #expect(pieces.last == .glyph("%", visible: true))
        let mb = NumberPiece.pieces(of: "12 MB", prefix: "", suffix: "", face: face)
        #expect(Array(mb.suffix(3)) == [.glyph(" ", visible: true), .glyph("M", visible: true), .glyph("B", visible: true)])
    }

    @Test func aTallerSparklineDrawsBars() {
        var history = SampleHistory(capacity: 4)
        for v in [0.0, 1, 2, 3] { history.append(v) }
        let row = SparklineRow(levels: CounterEngine.Sparkline.blocks).showing(history, style: .plain)
        var buffer = Buffer(size: Size(columns: 4, rows: 2))
        row.render(in: Rect(x: 0, y: 0, columns: 4, rows: 2), into: &buffer)
        // Bars up from the last row in eighths (1, 6, 11, 16 of 16): the highest fills both rows.
        #expect(buffer.lines == ["  ▃█", "▁▆██"], "\(buffer.lines)")
    }
}
