import CounterEngine
import CounterTUI
import Foundation
import Testing
@testable import CounterCLI

/// Catalogue B in-process: storms of resizes, tiny and degenerate terminals, wide glyphs at the
/// edge, text in a locale without UTF-8. The oracle for a layout is `--frame-at` at the same size.
@MainActor
@Suite struct ScreenGeometryProgramTests {
    static let bigSeven = ["--to", "7", "--duration", "0.2", "--style", "big", "--title", "Storm"]

    /// 150 random sizes from 1x1 to 200x60 in a row, then 80x24: the layout is exactly a fresh
    /// one, and the program is idle again (ten seconds on, not a frame more).
    @Test func aStormOfResizesEndsInTheRightLayoutAndIdle() {
        var generator = SystemRandomNumberGenerator()
        var after: [String] = []
        var flushes = (0, 0)
        let run = ProgramRun(Self.bigSeven + ["--hold"]) { program in
            program.advance(by: 0.3)
            for _ in 0..<150 {
                program.resize(columns: Int.random(in: 1...200, using: &generator), rows: Int.random(in: 1...60, using: &generator))
            }
            program.resize(columns: 80, rows: 24)
            after = ScreenOracle.trimmed(program.lines)
            program.advance(by: 0.5)
            flushes.0 = program.terminal.flushes
            program.advance(by: 10)
            flushes.1 = program.terminal.flushes
            program.type("q")
        }
        #expect(after == ScreenOracle.frame(Self.bigSeven))
        #expect(flushes.0 == flushes.1, "frames drawn while idle: \(flushes.1 - flushes.0)")
        #expect(run.status == 0 && !run.endedByTest)
    }

    /// Started at 10x3 it shows what fits, and grown to 80x24 it draws the full layout.
    @Test func aTinyTerminalGrowsBackToTheFullLayout() {
        var tiny = "", grown: [String] = []
        let run = ProgramRun(Self.bigSeven + ["--hold"], size: Size(columns: 10, rows: 3)) { program in
            program.advance(by: 0.3)
            tiny = program.screen
            program.resize(columns: 80, rows: 24)
            grown = ScreenOracle.trimmed(program.lines)
            program.type("q")
        }
        #expect(!tiny.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
        #expect(ScreenOracle.trimmed(tiny.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
            == ScreenOracle.frame(Self.bigSeven, size: "10x3"))
        #expect(grown == ScreenOracle.frame(Self.bigSeven))
        #expect(run.status == 0 && !run.endedByTest)
    }

    /// Degenerate sizes, at the start and live under a board of three styles: no trap, status 0,
    /// nothing on stderr.
    @Test(arguments: [Size(columns: 1, rows: 1), Size(columns: 2, rows: 1), Size(columns: 1, rows: 50)])
    func degenerateSizes(_ size: Size) {
        let single = ProgramRun(["--to", "123456", "--duration", "0.3", "--style", "big", "--title", "Tiny"], size: size) { program in
            program.advance(by: 0.4)
        }
        #expect(single.status == 0 && !single.endedByTest, "\(single.status)")
        #expect(single.stderr.isEmpty, "\(single.stderr)")
        let board = ProgramRun(["dashboard", "--counter", "to=5,title=One", "--counter", "to=6,style=rolling", "--counter", "to=7,style=big"]) { program in
            program.advance(by: 0.1)
            program.resize(columns: size.columns, rows: size.rows)
            program.advance(by: 0.1)
            program.resize(columns: 80, rows: 24)
            program.advance(by: 0.1)
            program.type("q")
        }
        #expect(board.status == 0 && !board.endedByTest)
        #expect(board.stderr.isEmpty, "\(board.stderr)")
    }

    /// Wide characters where a card ends (21 to 23 columns): cut whole, with the ellipsis, never
    /// half a glyph or a row wider than the terminal.
    @Test(arguments: [21, 22, 23])
    func wideGlyphsAtTheEdge(_ columns: Int) {
        let title = String(repeating: "中文", count: 12)
        var lines: [String] = []
        // A label: the 5 is read as text (a card given no style draws digits where they fit).
        let run = ProgramRun(["dashboard", "--counter", "style=label,title=\(title),to=5"], size: Size(columns: columns, rows: 6)) { program in
            program.advance(by: 5)
            lines = ScreenOracle.trimmed(program.lines)
            program.type("q")
        }
        #expect(lines.contains { $0.contains("5") }, "\(lines)")
        #expect(lines.count <= 6)
        for line in lines { #expect(TextWidth.cells(line) <= columns, "\(line)") }
        #expect(lines.contains { $0.contains("中") && $0.contains("…") })
        #expect(run.status == 0)
    }

    /// A locale without UTF-8 (LANG=C): the euro sign and the degree sign are spelled out, the
    /// accent dropped.
    @Test func aLocaleWithoutUTF8Transliterates() {
        var screen = ""
        _ = ProgramRun(["--to", "1234.5", "--duration", "0.1", "--hold", "--prefix", "€", "--suffix", " °C", "--title", "Cafe\u{301}"],
                       size: Size(columns: 40, rows: 4), utf8: false) { program in
            program.advance(by: 0.1)
            screen = program.screen
            program.type("q")
        }
        #expect(screen.contains("EUR1234.5 degC") && screen.contains("Cafe\n"), "\(screen)")
    }

    /// In UTF-8 a combining accent stays on its letter, and a zero-width space takes no cell.
    @Test func combiningMarksAreKept() {
        var screen = ""
        _ = ProgramRun(["--to", "5", "--duration", "0.1", "--hold", "--title", "Cafe\u{301}", "--prefix", "\u{200B}€"],
                       size: Size(columns: 40, rows: 4)) { program in
            program.advance(by: 0.1)
            screen = program.screen
            program.type("q")
        }
        #expect(screen.contains("Café\n") && screen.contains("€5"), "\(screen)")
    }
}
