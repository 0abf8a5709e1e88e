@testable import CounterFuzzChecks
import Testing

/// `LayoutCheck`: for any screen, number of cards, card sizes and forced columns, the cards are
/// on screen, apart, in reading order, all counted, with the note row on screen.
@Suite struct LayoutCheckTests {
    /// The bytes `LayoutCheck` reads: the screen, the card count, the forced columns byte (0:
    /// auto; above 250: negative) and eight card sizes that repeat.
    func input(columns: Int, rows: Int, cards: Int, forced: UInt8, sizes: [(UInt8, UInt8)]) -> [UInt8] {
        var bytes = FuzzBytes.int(columns) + FuzzBytes.int(rows) + FuzzBytes.int(cards) + [forced]
        for i in 0..<8 { bytes += [sizes[i % sizes.count].0, sizes[i % sizes.count].1] }
        return bytes
    }

    @Test func chosenBoardsPass() {
        let cases = [
            input(columns: 80, rows: 24, cards: 16, forced: 0, sizes: [(18, 5)]),
            input(columns: 80, rows: 24, cards: 16, forced: 4, sizes: [(18, 5), (30, 7), (0, 0)]),
            input(columns: 1000, rows: 300, cards: 10_000, forced: 0, sizes: [(255, 39), (1, 1)]),
            input(columns: 10, rows: 3, cards: 50, forced: 250, sizes: [(40, 10)]),
            input(columns: 40, rows: 12, cards: 7, forced: 255, sizes: [(12, 4)]),
            input(columns: 0, rows: 0, cards: 9, forced: 3, sizes: [(5, 5)]),
            input(columns: 1, rows: 300, cards: 3, forced: 1, sizes: [(0, 39)]),
        ]
        for bytes in cases { #expect(LayoutCheck.run(bytes) == [], "\(bytes)") }
        #expect(LayoutCheck.run([]) == [])
    }

    @Test func repeatableRandomBoardsPass() {
        for bytes in FuzzBytes.random(count: 60, length: 24, seed: 7) {
            #expect(LayoutCheck.run(bytes) == [], "\(bytes)")
        }
    }
}
