import CounterEngine
import Foundation
import Testing

/// Catalogue B: storms of resizes, tiny, degenerate and huge terminals, hostile size variables,
/// wide glyphs at the edge. The oracle for "correct layout" is `--frame-at` at the same size:
/// the same renderer, no terminal involved.
@Suite(.serialized) struct ReliabilityGeometryTests {
    static let bigSeven = "--to 7 --duration 0.2 --style big --title Storm"

    /// The frame `--frame-at` renders for `arguments` at `size`, as capture-pane shows it.
    static func expectedFrame(_ arguments: [String], size: String) throws -> [String] {
        let run = try Binary.run(arguments + ["--frame-at", "60", "--size", size], environment: ["LANG": "C.UTF-8"])
        return trimmed(run.stdout)
    }

    static func trimmed(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.reversed().drop(while: { $0 == " " }).reversed())
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// Hundreds of sizes in one burst, then 80x24: the layout is exactly a fresh one, and the
    /// program is idle again.
    @Test func resizeStormEndsInTheRightLayout() throws {
        let tmux = try Tmux()
        let before = try tmux.startFullScreen(Self.bigSeven + " --hold")
        var generator = SystemRandomNumberGenerator()
        var commands: [String] = []
        for _ in 0..<Reliability.scale(short: 150, full: 500) {
            let columns = Int.random(in: 1...200, using: &generator)
            let rows = Int.random(in: 1...60, using: &generator)
            commands += ["resize-window", "-t", "t", "-x", "\(columns)", "-y", "\(rows)", ";"]
        }
        try tmux.tmux(commands + ["resize-window", "-t", "t", "-x", "80", "-y", "24"])
        let expected = try Self.expectedFrame(Self.bigSeven.split(separator: " ").map(String.init), size: "80x24")
        #expect(try tmux.wait(timeout: 5) { Self.trimmed(try tmux.screen()) == expected },
                "\((try? tmux.screen()) ?? "")")
        let pid = try #require(try tmux.appPid())
        usleep(300_000)
        let ticks = try #require(ProcessStat(pid)).cpuTicks
        usleep(1_000_000)
        #expect(try #require(ProcessStat(pid)).cpuTicks - ticks <= 1, "busy after the storm")
        try tmux.quitExpectingRestored(before)
    }

    /// Starts at 10x3, shows what fits, and grows back to the full layout.
    @Test func tinyTerminalThenGrowsBack() throws {
        let tmux = try Tmux(columns: 10, rows: 3)
        try tmux.start(Self.bigSeven + " --hold")
        #expect(try tmux.wait(timeout: 5) { !(try tmux.screen().trimmingCharacters(in: .whitespacesAndNewlines).isEmpty) })
        try tmux.tmux(["resize-window", "-t", "t", "-x", "80", "-y", "24"])
        let expected = try Self.expectedFrame(Self.bigSeven.split(separator: " ").map(String.init), size: "80x24")
        #expect(try tmux.wait(timeout: 5) { Self.trimmed(try tmux.screen()) == expected })
        try tmux.keys("q")
        #expect(try tmux.status() == 0)
        #expect(tmux.sttyRestored())
    }

    /// Degenerate sizes, before start and live: no trap, a clean exit.
    @Test(arguments: ["1x1", "2x1", "1x50", "0x0"])
    func degenerateSizes(_ size: String) throws {
        let tmux = try Tmux()
        let parts = size.split(separator: "x").map(String.init)
        if size == "0x0" {
            // The pane stays 80x24; the terminal driver reports 0x0.
            try tmux.keys("stty rows 0 cols 0", "Enter")
        } else {
            try tmux.tmux(["resize-window", "-t", "t", "-x", parts[0], "-y", parts[1]])
        }
        try tmux.start("--to 123456 --duration 0.3 --style big --title Tiny")
        #expect(try tmux.status() == 0)
        #expect(tmux.stderr().isEmpty, "\(tmux.stderr())")
        #expect(tmux.sttyRestored())
        // Live too: the same sizes while a dashboard runs.
        try tmux.tmux(["resize-window", "-t", "t", "-x", "80", "-y", "24"])
        try tmux.start("dashboard --counter to=5,title=One --counter to=6,style=rolling --counter to=7,style=big")
        try tmux.wait { try tmux.display("#{alternate_on}") == "1" }
        for step in ["1 1", "2 1", "1 50", "80 24"] {
            let xy = step.split(separator: " ").map(String.init)
            try tmux.tmux(["resize-window", "-t", "t", "-x", xy[0], "-y", xy[1]])
            usleep(50_000)
        }
        try tmux.keys("q")
        #expect(try tmux.status() == 0)
        #expect(tmux.stderr().isEmpty)
    }

    /// A 500x200 terminal, and size variables that lie: the layout follows the terminal.
    @Test(arguments: ["COLUMNS=99999", "COLUMNS=-3", "COLUMNS=abc", "LINES=0", "COLUMNS=500 LINES=200"])
    func hostileSizeVariables(_ variables: String) throws {
        let tmux = try Tmux(columns: variables.contains("500") ? 500 : 80, rows: variables.contains("500") ? 200 : 24)
        let size = variables.contains("500") ? "500x200" : "80x24"
        try tmux.start(Self.bigSeven + " --hold", environment: "LANG=C.UTF-8 " + variables)
        let expected = try Self.expectedFrame(Self.bigSeven.split(separator: " ").map(String.init), size: size)
        #expect(try tmux.wait(timeout: 5) { Self.trimmed(try tmux.screen()) == expected })
        try tmux.keys("q")
        #expect(try tmux.status() == 0)
    }

    /// Wide characters where a card ends: cut whole, never half a glyph or a wrapped row.
    @Test(arguments: [21, 22, 23])
    func wideGlyphsAtTheEdge(_ columns: Int) throws {
        let tmux = try Tmux(columns: columns, rows: 6)
        let title = String(repeating: "中文", count: 12)
        // A label: the 5 is read as text (a card given no style draws digits where they fit).
        try tmux.start("dashboard --counter \"style=label,title=\(title),to=5\"")
        try tmux.wait { try tmux.display("#{alternate_on}") == "1" }
        #expect(try tmux.wait(timeout: 5) { try tmux.screen().contains("5") })
        let lines = Self.trimmed(try tmux.screen())
        #expect(lines.count <= 6)
        for line in lines { #expect(TextWidth.cells(line) <= columns, "\(line)") }
        #expect(lines.contains { $0.contains("中") && $0.contains("…") })
        try tmux.keys("q")
        #expect(try tmux.status() == 0)
    }
}
