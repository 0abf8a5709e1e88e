import CounterEngine
import Foundation
import Testing

/// Catalogue B in a real terminal: degenerate and huge terminals, hostile size variables (storms
/// of resizes, tiny terminals and wide glyphs: ScreenGeometryProgramTests). The oracle for
/// "correct layout" is `--frame-at` at the same size: the same renderer, no terminal involved.
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

    /// Degenerate sizes of a real terminal (and 0x0 from its driver), before start and live: no
    /// trap, a clean exit, the modes restored (2x1 and 1x50: ScreenGeometryProgramTests).
    @Test(arguments: ["1x1", "0x0"])
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
}
