import Foundation
import Testing

/// Gauge cards (`style: gauge`) through the real binary in tmux: the bar is the value's share of
/// its range, counted cell by cell in the pane (eighths at its end), in UTF-8 and ASCII, in the
/// threshold's colour; a live gauge's bar moves with its values; examples/gauges.yaml runs.
@Suite struct GaugeTests {
    /// The bar of a pane: its rows (inside a card's border, the longest run of the bar's cells,
    /// with its track or at least 20 cells, so a one-row card's `73 ███░░  73%` counts too) and,
    /// over them, the share filled (partial cells in eighths).
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

    @Test(arguments: [("LANG=C.UTF-8", 60, 3), ("LANG=C.UTF-8", 60, 8), ("LANG=C.UTF-8", 100, 30), ("LANG=C NO_COLOR=1", 60, 8)])
    func aGaugeAt73Of100DrawsABarOfAbout73Percent(environment: String, columns: Int, rows: Int) throws {
        let tmux = try Tmux(columns: columns, rows: rows)
        let ascii = environment.contains("LANG=C ")
        try tmux.start("dashboard --counter 'title=Disk,to=73,style=gauge,duration=300ms'", environment: environment)
        var last = ""
        let settled = tmux.wait(timeout: 10) {
            last = (try? tmux.screen()) ?? ""
            guard last.contains("73%"), let bar = Self.bar(in: last, ascii: ascii) else { return false }
            return abs(bar.share - 0.73) < 0.05
        }
        #expect(settled, "\(last)")
        let bar = try #require(Self.bar(in: last, ascii: ascii))
        // About 73 % of the bar's width is filled, within one cell of the card's inside (56 at 60 columns).
        let width = Double(columns - 4)
        #expect(abs(bar.share - 0.73) <= 1 / width + 0.001, "\(bar) \(last)")
        // A tall card: a taller bar, and the range's ends under it.
        if rows >= 30 {
            #expect(bar.rows >= 2, "\(last)")
            #expect(last.range(of: "│ 0 +73% +100 │", options: .regularExpression) != nil, "\(last)")
        }
        try tmux.keys("q")
        #expect(try tmux.status() == 0)
        #expect(tmux.sttyRestored())
    }

    @Test func aLiveGaugeMovesWithItsValues() throws {
        let tmux = try Tmux(columns: 60, rows: 6)
        // 10 of 50, then 40 of 50: the bar goes from 20 % to 80 %, through the numbers between.
        let command = try LiveDashboardTests.feed(tmux, "queue", totals: [10, 10, 10, 40])
        try tmux.start("dashboard --counter 'title=Queue,command=\(command),every=500ms,style=gauge,max=50,duration=1500ms,warn=30'")
        var shares: [Double] = []
        var last = ""
        let arrived = tmux.wait(timeout: 20) {
            last = (try? tmux.screen()) ?? ""
            if let bar = Self.bar(in: last) { shares.append(bar.share) }
            return last.contains("80%") && shares.last.map { abs($0 - 0.8) < 0.03 } == true
        }
        #expect(arrived, "\(last)")
        #expect(shares.contains { abs($0 - 0.2) < 0.03 }, "\(shares)")
        // On its way: frames between the two, the bar growing.
        let between = shares.filter { $0 > 0.25 && $0 < 0.75 }
        #expect(between.count >= 2, "\(shares)")
        #expect(between == between.sorted(), "\(shares)")
        // At 40 (warn 30) the bar is yellow (SGR 33).
        let styled = try tmux.tmux(["capture-pane", "-p", "-e", "-t", "t"])
        #expect(styled.range(of: "33m█", options: .regularExpression) != nil, "\(styled)")
        try tmux.keys("q")
        #expect(try tmux.status() == 0)
    }

    @Test func aGaugeFedByItsIdOnStdinMoves() throws {
        let tmux = try Tmux(columns: 50, rows: 3)
        let fifo = tmux.directory.appendingPathComponent("feed").path
        #expect(mkfifo(fifo, 0o600) == 0)
        try tmux.start("dashboard --stdin --counter 'id=q,title=Queue,style=gauge,max=50,duration=300ms' < \(fifo)")
        let writer = open(fifo, O_WRONLY)
        defer { close(writer) }
        func send(_ line: String) { _ = line.withCString { write(writer, $0, strlen($0)) } }
        /// The card shows `percent` and a bar about that full (within an eighth of a cell or so).
        func shows(_ percent: Int) -> Bool {
            tmux.wait(timeout: 8) {
                guard let screen = try? tmux.screen(), screen.contains("\(percent)%"), let bar = Self.bar(in: screen) else { return false }
                return abs(bar.share - Double(percent) / 100) < 0.01
            }
        }
        send("q 10\n")
        #expect(shows(20), "\((try? tmux.screen()) ?? "")")
        send("q 45\n")
        #expect(shows(90), "\((try? tmux.screen()) ?? "")")
        try tmux.keys("q")
        #expect(try tmux.status() == 0)
    }

    @Test func theExampleBoardOfGaugesRuns() throws {
        let tmux = try Tmux(columns: 120, rows: 30)
        let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("examples/gauges.yaml").path
        try tmux.start("dashboard \(example)")
        var last = ""
        // Every card has its value: the queue at 12 of 50 (24 %), and the three commands' percents.
        let shown = tmux.wait(timeout: 15) {
            last = (try? tmux.screen()) ?? ""
            return last.contains("24%") && !last.contains("no value yet") && last.components(separatedBy: "%").count >= 5
        }
        #expect(shown, "\(last)")
        #expect(!last.contains("!"), "\(last)")
        try tmux.keys("q")
        #expect(try tmux.status() == 0)
    }
}
