import CounterTestSupport
import Foundation
import Testing

/// Issue 38 through the real binary in tmux: on a large terminal a live board's cards are not
/// mostly empty (a card given no style draws the largest digits its card allows, rows get only
/// the height their cards use), and a unit is drawn whole at one size (`23.1 GiB`, not big
/// `23.1`, small `Gi`, big `B`).
@Suite struct BoardSpaceTests {
    /// The cards on `screen`: each box's inside rows, from `╭` to its `╰`.
    static func cards(_ screen: String) -> [[String]] {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
        var cards: [[String]] = []
        for (y, line) in lines.enumerated() {
            for (x, c) in line.enumerated() where c == "╭" {
                guard let right = line[(x + 1)...].firstIndex(of: "╮") else { continue }
                var inside: [String] = []
                for row in lines[(y + 1)...] {
                    guard row.count > right, row[x] != "╰" else { break }
                    inside.append(String(row[(x + 1)..<right]))
                }
                cards.append(inside)
            }
        }
        return cards
    }

    @Test(arguments: ["160x48", "200x50"])
    func aLiveBoardsCardsAreNotMostlyEmpty(size: String) throws {
        let parts = size.split(separator: "x").compactMap { Int($0) }
        let tmux = try Tmux(columns: parts[0], rows: parts[1])
        try tmux.start("dashboard --counter \"title=Memory,command=echo 24800000000,format=bytes,every=1s\""
                       + " --counter \"title=CPU,command=echo 42,suffix=%,every=1s\""
                       + " --counter \"title=Load,command=echo 1.25,format=0.00,every=1s\""
                       + " --counter \"title=Users,command=echo 1234,every=1s\" --no-animation")
        // Every value arrives within a second or two; then no card has more than half its rows blank.
        func mostlyEmpty(_ card: [String]) -> Bool { card.filter { $0.allSatisfy { $0 == " " } }.count * 2 > card.count }
        var cards: [[String]] = []
        let settled = try tmux.wait(timeout: 10) {
            let screen = try tmux.screen()
            cards = Self.cards(screen)
            return cards.count == 4 && screen.contains("GiB") && !cards.contains(where: mostlyEmpty)
        }
        #expect(settled && cards.count == 4)
        for card in cards where mostlyEmpty(card) {
            Issue.record("a card mostly blank in \(size):\n\(card.joined(separator: "\n"))")
        }
        try tmux.keys("q")
        #expect(try tmux.status() == 0)
    }

    /// Without colours a level is a text mark after the value (` !`): a live value wider than
    /// the card's first reserve (from 0, one digit) must not have it drawn over its digits.
    @Test func aLevelMarkIsNeverDrawnOverTheDigits() throws {
        let tmux = try Tmux(columns: 60, rows: 12)
        try tmux.start("dashboard --counter \"title=X,command=echo 1234,every=1s,warn=100,style=big\" --no-animation",
                       environment: "LANG=C.UTF-8 NO_COLOR=1")
        var screen = ""
        #expect(try tmux.wait(timeout: 10) {
            screen = try tmux.screen()
            return screen.contains("!")
        })
        // The mark's row: after the `!`, nothing but blanks up to the card's border.
        let row = screen.split(separator: "\n").first { $0.contains("!") }.map(String.init) ?? ""
        let tail = row.split(separator: "!", maxSplits: 1).last.map(String.init) ?? ""
        #expect(tail.drop { $0 == " " }.hasPrefix("│"), "\(screen)")
        try tmux.keys("q")
        #expect(try tmux.status() == 0)
    }

    @Test func aByteCountInBigDigitsKeepsItsUnitWhole() throws {
        let tmux = try Tmux(columns: 160, rows: 48)
        try tmux.start("dashboard --counter \"title=Memory,command=echo 24800000000,format=bytes,style=big,every=1s\""
                       + " --counter \"title=Net,command=echo 2100,format=bytes,style=big,every=1s\" --no-animation")
        var screen = ""
        #expect(try tmux.wait(timeout: 10) {
            screen = try tmux.screen()
            return screen.contains("Gi") && screen.contains("Ki")
        })
        // The unit as text on one row: `GiB`, `KiB`; never `Gi` small beside a big `B`.
        #expect(screen.contains("GiB") && screen.contains("KiB"), "\(screen)")
        try tmux.keys("q")
        #expect(try tmux.status() == 0)
    }
}
