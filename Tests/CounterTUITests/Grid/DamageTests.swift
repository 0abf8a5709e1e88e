import Testing
@testable import CounterTUI

/// `Damage`: one span of marked columns a row, grown by each mark, cleared for the next frame.
@Suite struct DamageTests {
    @Test func marksGrowOneSpanPerRow() {
        var damage = Damage()
        damage.clear(rows: 3)
        #expect(damage.isEmpty && damage.rows == 3)
        damage.mark(row: 1, from: 4, to: 7)
        damage.mark(row: 1, from: 2, to: 5)
        #expect(!damage.isEmpty)
        #expect(damage.span(row: 1) == 2..<7)
        #expect(damage.span(row: 0).isEmpty && damage.span(row: 2).isEmpty)
    }

    @Test func marksOutsideTheRowsOrEmptyAreIgnored() {
        var damage = Damage()
        damage.clear(rows: 2)
        damage.mark(row: -1, from: 0, to: 5)
        damage.mark(row: 2, from: 0, to: 5)
        damage.mark(row: 0, from: 5, to: 5)
        #expect(damage.isEmpty)
        // A negative start is the row's start.
        damage.mark(row: 0, from: -3, to: 2)
        #expect(damage.span(row: 0) == 0..<2)
        #expect(damage.span(row: 9).isEmpty)
    }

    @Test func clearingForgetsEveryMark() {
        var damage = Damage()
        damage.clear(rows: 2)
        damage.mark(row: 0, from: 1, to: 3)
        damage.clear(rows: 2)
        #expect(damage.isEmpty && damage.span(row: 0).isEmpty)
        damage.mark(row: 1, from: 1, to: 3)
        damage.clear(rows: 4)
        #expect(damage.rows == 4 && damage.span(row: 1).isEmpty)
    }
}
