import CounterEngine
import CounterSystem
import CounterTUI
import Foundation
import Testing
@testable import CounterCLI

/// Gauge cards (`style: gauge`), the whole program in-process: the bar is the value's share of
/// its range, counted cell by cell on the frame (eighths at its end), in UTF-8 and ASCII, in the
/// threshold's colour; a live gauge's bar moves with its values; boards/gauges.yaml runs.
@MainActor
@Suite struct GaugeProgramTests {
    /// The bar of a screen: its rows (inside a card's border, the longest run of the bar's
    /// cells, with its track or at least 20 cells, so a one-row card's `73 ███░░  73%` counts
    /// too) and, over them, the share filled (partial cells in eighths).
    static func bar(in screen: String, ascii: Bool = false) -> (rows: Int, share: Double)? {
        let eighths: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]
        let full: Character = ascii ? "#" : "█"
        let track: Character = ascii ? "-" : "░"
        var rows = 0
        var filled = 0.0
        var all = 0
        for line in screen.split(separator: "\n") {
            // Inside the card's border only.
            let inside = line.split(separator: ascii ? "|" : "│", omittingEmptySubsequences: false).dropFirst().first ?? ""
            let runs = inside.split { !($0 == full || $0 == track || eighths.contains($0)) }
            guard let cells = runs.max(by: { $0.count < $1.count }), cells.contains(track) || cells.count >= 20 else { continue }
            // A bar starts full or empty: the run is the bar, not a digit's blocks.
            guard cells.first == full || cells.first == track || eighths.contains(cells.first!) else { continue }
            rows += 1
            for c in cells {
                all += 1
                if c == full { filled += 1 } else if let i = eighths.firstIndex(of: c) { filled += Double(i + 1) / 8 }
            }
        }
        return rows == 0 || all == 0 ? nil : (rows, filled / Double(all))
    }

    /// `title=Disk,to=73,style=gauge,duration=300ms`, counted to its end at 300 ms (the bar
    /// short of it before): `73%` and a bar 73 % full, within one cell of the card's inside, in
    /// UTF-8 at 60x3, 60x8 and 100x30 and in ASCII without colour; a tall card's bar is taller,
    /// with the range's ends under it. It then waits for `q`.
    @Test(arguments: [(true, 60, 3), (true, 60, 8), (true, 100, 30), (false, 60, 8)])
    func aGaugeAt73Of100DrawsABarOfAbout73Percent(utf8: Bool, columns: Int, rows: Int) throws {
        var halfway = "", last = ""
        let run = ProgramRun(["dashboard", "--counter", "title=Disk,to=73,style=gauge,duration=300ms"],
                             size: .init(columns: columns, rows: rows), noColor: !utf8, utf8: utf8) { program in
            program.advance(by: 0.15)
            halfway = program.screen
            program.advance(by: 0.15)
            last = program.screen
            program.advance(by: 5)
            #expect(program.screen == last)
            program.type("q")
        }
        let early = try #require(Self.bar(in: halfway, ascii: !utf8), "\(halfway)")
        #expect(early.share < 0.7, "\(early) \(halfway)")
        #expect(last.contains("73%"), "\(last)")
        let bar = try #require(Self.bar(in: last, ascii: !utf8), "\(last)")
        // About 73 % of the bar's width is filled, within one cell of the card's inside (56 at 60 columns).
        let width = Double(columns - 4)
        #expect(abs(bar.share - 0.73) <= 1 / width + 0.001, "\(bar) \(last)")
        if rows >= 30 {
            #expect(bar.rows >= 2, "\(last)")
            #expect(last.range(of: "│ 0 +73% +100 │", options: .regularExpression) != nil, "\(last)")
        }
        #expect(run.status == 0 && !run.endedByTest)
    }

    /// 10 of 50, then 40 of 50 (the 4th run, 1.5 s in): the bar goes from 20 % to 80 % over the
    /// card's 1.5 s, growing through the numbers between; at 40 (warn 30) the bar is yellow.
    @Test func aLiveGaugeMovesWithItsValues() throws {
        let scratch = try ScriptFolder()
        defer { scratch.remove() }
        let command = try scratch.feed("queue", totals: [10, 10, 10, 40])
        var shares: [Double] = []
        var last = ""
        var yellow = false
        let run = ProgramRun(["dashboard", "--counter", "title=Queue,command=\(command),every=500ms,style=gauge,max=50,duration=1500ms,warn=30"],
                             size: .init(columns: 60, rows: 6)) { program in
            #expect(program.wait { ChildReaper.shared.running == 0 })
            for _ in 0..<40 {
                #expect(program.advanceWaitingForCommands(by: 0.1))
                if let bar = Self.bar(in: program.screen) { shares.append(bar.share) }
            }
            last = program.screen
            let blocks = Board.cells(program.terminal.frame).filter { $0.character == "█" }
            yellow = !blocks.isEmpty && blocks.allSatisfy { $0.style.foreground == .yellow }
            program.type("q")
        }
        #expect(last.contains("80%") && shares.last.map { abs($0 - 0.8) < 0.03 } == true, "\(last)")
        #expect(shares.contains { abs($0 - 0.2) < 0.03 }, "\(shares)")
        // On its way: frames between the two, the bar growing.
        let between = shares.filter { $0 > 0.25 && $0 < 0.75 }
        #expect(between.count >= 2, "\(shares)")
        #expect(between == between.sorted(), "\(shares)")
        #expect(yellow)
        #expect(run.status == 0 && !run.endedByTest)
    }

    /// A gauge fed by its id on stdin (`q 10`, then `q 45`, of 50): 20 %, then 90 %, each with
    /// a bar that full (within 1 %) once its 300 ms count is over.
    @Test func aGaugeFedByItsIdOnStdinMoves() {
        var first = "", second = ""
        let run = ProgramRun(["dashboard", "--stdin", "--counter", "id=q,title=Queue,style=gauge,max=50,duration=300ms"],
                             size: .init(columns: 50, rows: 3), stdin: true, environment: .stdinPiped) { program in
            program.feed("q 10\n")
            program.advance(by: 0.3)
            first = program.screen
            program.feed("q 45\n")
            program.advance(by: 0.3)
            second = program.screen
            program.type("q")
        }
        for (screen, percent) in [(first, 20), (second, 90)] {
            #expect(screen.contains("\(percent)%"), "\(screen)")
            let share = Self.bar(in: screen)?.share ?? -1
            #expect(abs(share - Double(percent) / 100) < 0.01, "\(share) \(screen)")
        }
        #expect(run.status == 0 && !run.endedByTest)
    }

    /// `boards/gauges.yaml` on this machine at 120x30: every card has its value (the queue at
    /// 12 of 50, 24 %, and the three commands' percents), none fails.
    @Test func theExampleBoardOfGaugesRuns() {
        var last = ""
        let run = ProgramRun(["dashboard", Board.example("gauges")], size: .init(columns: 120, rows: 30)) { program in
            #expect(program.drawCommands())
            program.advance(by: 1)
            last = program.screen
            program.type("q")
        }
        #expect(last.contains("24%") && !last.contains("no value yet") && last.components(separatedBy: "%").count >= 5, "\(last)")
        #expect(!last.contains("!"), "\(last)")
        #expect(run.status == 0 && !run.endedByTest)
    }
}

/// Chart cards (`style: chart`, issue 38), the whole program in-process: a chart of two series
/// fed by stdin ids draws both (their names and values in the legend, their dots in the plot in
/// their two colours), and a series command feeds its series (a failing one marks the card).
@MainActor
@Suite struct ChartProgramTests {
    /// 40 values each, 20 ms apart: `in` climbs 0…39, `out` stays between 50 and 54. The legend
    /// says `inbound 39` and `outbound 54`, the axis's ends are the lowest and highest shown,
    /// and both series' dots are drawn, each in its colour: cyan and magenta.
    @Test func aTwoSeriesChartFedByStdinIdsDrawsBoth() throws {
        let scratch = try ScriptFolder()
        defer { scratch.remove() }
        let file = scratch.path + "/chart.yaml"
        try """
            counters:
              - title: Traffic
                style: chart
                series:
                  - id: in
                    title: inbound
                  - id: out
                    title: outbound
            """.write(toFile: file, atomically: true, encoding: .utf8)
        var screen = ""
        var colours: [Color: Int] = [:]
        let run = ProgramRun(["dashboard", file, "--stdin"], size: .init(columns: 80, rows: 20), stdin: true, environment: .stdinPiped) { program in
            for i in 0..<40 {
                program.feed("in \(i)\nout \(50 + i % 5)\n")
                program.advance(by: 0.02)
            }
            program.advance(by: 1)
            screen = program.screen
            for cell in Board.cells(program.terminal.frame) where Board.isBraille(cell.character) {
                colours[cell.style.foreground, default: 0] += 1
            }
            program.type("q")
        }
        #expect(screen.contains("inbound 39") && screen.contains("outbound 54"), "\(screen)")
        #expect(screen.contains("54┤") && screen.contains(" 0┤"), "\(screen)")
        #expect((colours[.cyan] ?? 0) >= 20 && (colours[.magenta] ?? 0) >= 20, "\(colours)\n\(screen)")
        #expect(run.status == 0 && !run.endedByTest)
    }

    /// `boards/charts.yaml` on this machine: every series of its three charts gets values (the
    /// rates after their second total), none fails, and lines are drawn.
    @Test func theChartsExampleDrawsEverySeries() {
        var last = ""
        let run = ProgramRun(["dashboard", Board.example("charts")], size: .init(columns: 80, rows: 24)) { program in
            #expect(program.drawCommands())
            for _ in 0..<3 { #expect(program.advanceDrawingCommands(by: 0.95)) }
            last = program.screen
            program.type("q")
        }
        let legends = last.split(separator: "\n").filter { $0.contains("●") }
        #expect(legends.count == 3 && !legends.contains { $0.contains("—") }, "\(last)")
        #expect(last.contains("user") && last.contains("1 min"), "\(last)")
        #expect(Board.braille(last) >= 6, "\(last)")
        #expect(!last.contains("!") && last.contains("%") && last.contains(" B"), "\(last)")
        #expect(run.status == 0 && !run.endedByTest)
    }

    /// A series command that prints 1, 2, 3… every 200 ms: after seven runs due the legend says
    /// `count 5` or more; the failing series marks its card (`Runs !`), says which series fails
    /// (`broken: exit 3`) and shows no value (`broken —`); the counting line is drawn.
    @Test func aSeriesCommandFeedsItsSeriesAndAFailingOneMarksTheCard() throws {
        let scratch = try ScriptFolder()
        defer { scratch.remove() }
        let d = scratch.path
        let count = try scratch.script("count.sh", "n=$(cat \(d)/n 2>/dev/null); n=$((${n:-0} + 1)); echo $n > \(d)/n; echo $n")
        try """
            counters:
              - title: Runs
                style: chart
                height: 6
                series:
                  - command: \(count)
                    every: 200ms
                    title: count
                  - command: "echo boom >&2; exit 3"
                    every: 200ms
                    title: broken
            """.write(toFile: d + "/chart.yaml", atomically: true, encoding: .utf8)
        var screen = ""
        let run = ProgramRun(["dashboard", d + "/chart.yaml"], size: .init(columns: 60, rows: 14)) { program in
            #expect(program.drawCommands())
            for _ in 0..<6 { #expect(program.advanceDrawingCommands(by: 0.15)) }
            screen = program.screen
            program.type("q")
        }
        #expect(screen.range(of: "count ([5-9]|[1-9][0-9])\\b", options: .regularExpression) != nil, "\(screen)")
        #expect(screen.contains("Runs ! "), "\(screen)")
        #expect(screen.contains("broken: exit 3"), "\(screen)")
        #expect(screen.contains("broken —"), "\(screen)")
        #expect(Board.braille(screen) >= 3, "\(screen)")
        #expect(run.status == 0 && !run.endedByTest)
    }
}
