import Testing
@testable import CounterTUI

/// `Geometry`: sizes that are never negative, rectangles' edges, and centring (clipped when larger).
@Suite struct GeometryTests {
    @Test func sizesAreNeverNegative() {
        #expect(Size(columns: -3, rows: 5) == Size(columns: 0, rows: 5))
        #expect(Size(columns: 4, rows: -1).isEmpty)
        #expect(Size.zero.isEmpty && !Size(columns: 1, rows: 1).isEmpty)
        #expect(Size(columns: 80, rows: 24).description == "80x24")
    }

    @Test func rectanglesKnowTheirEdges() {
        let r = Rect(x: 3, y: 2, columns: 10, rows: 4)
        #expect((r.x, r.y, r.maxX, r.maxY) == (3, 2, 13, 6))
        #expect(r.origin == Point(x: 3, y: 2) && r.size == Size(columns: 10, rows: 4))
        #expect(Rect(size: Size(columns: 5, rows: 1)).origin == Point(x: 0, y: 0))
    }

    @Test func centringRoundsDownAndClipsToTheRectangle() {
        let r = Rect(x: 10, y: 5, columns: 11, rows: 6)
        #expect(r.centered(Size(columns: 4, rows: 2)) == Rect(x: 13, y: 7, columns: 4, rows: 2))
        #expect(r.centered(Size(columns: 11, rows: 6)) == r)
        // Larger than the rectangle: clipped to it, never outside.
        #expect(r.centered(Size(columns: 50, rows: 50)) == r)
        #expect(r.centered(.zero) == Rect(x: 15, y: 8, columns: 0, rows: 0))
    }
}
