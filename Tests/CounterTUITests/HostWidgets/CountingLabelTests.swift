import CounterEngine
import CounterTestSupport
import CounterTUI
import Testing

/// `CountingLabel`: the seeds' counting label as a value a host renders at a time it gives; the
/// number sized to the widest text of its count, so it neither jumps nor grows off-centre.
@Suite struct CountingLabelTests {
    let label = CountingLabel(from: number("0"), to: number("1000"), duration: 10, easing: .linear, title: "Users")

    @Test func framesAtFixedTimes() {
        for time in [0.0, 2.5, 10] {
            expectGolden(HostWidgetFrames.frame(columns: 16, rows: 2) { label.render(at: time, in: $0, into: &$1) },
                         named: "host-label-\(time)s")
        }
        #expect(label.text(at: 2.5) == "250")
        #expect(!label.isFinished(at: 9.9) && label.isFinished(at: 10))
    }

    @Test func alignment() {
        var left = CountingLabel(to: number("42"), duration: 1, alignment: .leading)
        #expect(HostWidgetFrames.frame(columns: 8, rows: 1) { left.render(at: 5, in: $0, into: &$1) }[1] == "x42      x")
        left.alignment = .trailing
        #expect(HostWidgetFrames.frame(columns: 8, rows: 1) { left.render(at: 5, in: $0, into: &$1) }[1] == "x      42x")
        left.alignment = .center
        #expect(HostWidgetFrames.frame(columns: 8, rows: 1) { left.render(at: 5, in: $0, into: &$1) }[1] == "x   42   x")
    }

    /// `set(animated: true)` counts from the value shown then; `animated: false` jumps at once.
    @Test func setCountsOnOrJumps() {
        var counting = CountingLabel(from: number("0"), to: number("100"), duration: 2, easing: .linear)
        counting.set(number("300"), at: 1)
        #expect(counting.text(at: 1) == "50")
        #expect(counting.text(at: 2) == "175")
        #expect(!counting.isFinished(at: 2.9) && counting.isFinished(at: 3))
        #expect(counting.text(at: 3) == "300")
        counting.set(number("7"), animated: false, at: 3.5)
        #expect(counting.isFinished(at: 3.5) && counting.text(at: 3.5) == "7")
    }

    /// Issue 35: a count started at 0 and set to a wider value is centred on the widest text of
    /// its count, and its right edge stays put while it counts (the CLI's view keeps the first
    /// range's right edge, so the number grew leftward from the centre).
    @Test func aWiderCountIsCentredAndKeepsItsRightEdge() {
        var counting = CountingLabel(from: number("0"), to: number("5"), duration: 1, easing: .linear)
        counting.set(number("123456"), at: 2)
        var edges = Set<Int?>()
        for step in 0...10 {
            let time = 2 + Double(step) / 10
            edges.insert(HostWidgetFrames.rightEdge(HostWidgetFrames.frame(columns: 20, rows: 1) {
                counting.render(at: time, in: $0, into: &$1)
            }, row: 1))
        }
        #expect(edges.count == 1, "\(edges)")
        let last = HostWidgetFrames.frame(columns: 20, rows: 1) { counting.render(at: 5, in: $0, into: &$1) }
        let margins = HostWidgetFrames.margins(last, row: 1)
        #expect(abs(margins.left - margins.right) <= 1, "\(last)")
    }

    @Test func drawingStaysInsideItsAreaAndChangesNothing() {
        let before = label
        let frame = HostWidgetFrames.frame(columns: 3, rows: 1) { label.render(at: 10, in: $0, into: &$1) }
        #expect(frame.first == "xxxxx" && frame.last == "xxxxx" && frame[1].hasPrefix("x") && frame[1].hasSuffix("x"))
        #expect(label.text(at: 10) == before.text(at: 10))
        var empty = Buffer(size: .zero)
        label.render(at: 1, in: Rect(x: 3, y: 3, columns: 0, rows: 0), into: &empty)
    }
}
