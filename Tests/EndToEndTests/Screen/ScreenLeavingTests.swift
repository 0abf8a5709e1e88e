import CounterTestSupport
import Foundation
import Testing

/// What a full screen leaves on the terminal when it ends (issue 38): a board nothing, whatever
/// its style, also where the terminal has no alternate screen (TERM=linux left the last frame:
/// 50 rows of a big board at 200x50); a single counter one line with its title and final value,
/// whatever its style (big and rolling left their whole frame). Here what the real terminal keeps,
/// on its screen and in its scrollback; what the program leaves, in every style and for every
/// board: ScreenLeavingProgramTests.
@Suite struct ScreenLeavingTests {
    /// A board of four counters in `style`, as boards/rolling.yaml has them.
    static func board(_ tmux: Tmux, style: String) throws -> String {
        let path = tmux.directory.appendingPathComponent("board-\(style).yaml").path
        try BoardFixtures.fourCounters(style: style).write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The rows of the pane and of its scrollback that hold anything.
    static func everything(_ tmux: Tmux) throws -> [String] {
        try tmux.tmux(["capture-pane", "-p", "-t", "t", "-S", "-1000"]).split(separator: "\n")
            .map { String($0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Rows drawn by counter-tui: borders, blocks, titles, digits.
    static func drawn(_ rows: [String]) -> [String] {
        rows.filter { row in
            row.unicodeScalars.contains { (0x2500...0x259F).contains($0.value) }
                || ["Odometer", "Shortest", "Users"].contains { row.contains($0) } || row.contains { $0.isNumber }
        }
    }

    /// `q` on a big board at 200x50 leaves nothing of it, in the pane or in its scrollback, with
    /// the terminal's alternate screen and without one (TERM=linux: the frame stayed).
    @Test(arguments: ["TERM=linux", ""])
    func aBigBoardLeavesNothing(_ term: String) throws {
        let tmux = try Tmux(columns: 200, rows: 50)
        let file = try Self.board(tmux, style: "big")
        try tmux.start("dashboard \(file)", environment: "LANG=C.UTF-8 \(term)")
        #expect(tmux.wait(timeout: 10) { ((try? tmux.screen()) ?? "").contains("Odometer") && ((try? tmux.screen()) ?? "").contains("█") })
        // The counts drawn to their end: nothing more comes.
        tmux.settle(timeout: 5)
        try tmux.keys("q")
        #expect(try tmux.status() == 0)
        let left = Self.drawn(try Self.everything(tmux))
        #expect(left.isEmpty, "\(term): \(left.count) rows left: \(left.prefix(5))")
        #expect(tmux.sttyRestored())
    }

    /// A single counter that ends well leaves one line, its title and its final value, with and
    /// without an alternate screen (every style: ScreenLeavingProgramTests).
    @Test(arguments: ["big"], ["TERM=linux", ""])
    func aSingleCounterLeavesOneLine(_ style: String, _ term: String) throws {
        let tmux = try Tmux(columns: 100, rows: 30)
        try tmux.start("--from 0 --to 1234 --duration 0.3 --title Users --style \(style)", environment: "LANG=C.UTF-8 \(term)")
        #expect(try tmux.status() == 0)
        let left = Self.drawn(try Self.everything(tmux))
        #expect(left == ["Users: 1234"], "\(style) \(term): \(left.prefix(12))")
    }
}
