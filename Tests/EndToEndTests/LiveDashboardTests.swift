import Foundation
import Testing

/// Rates, units, thresholds and sparklines through the real binary in tmux, fed by commands that
/// print scripted totals: each run prints the next line of a file the test writes.
@Suite struct LiveDashboardTests {
    /// A command that prints line N of `NAME.totals` on its Nth run (the last line after that).
    /// (The count is written to a new file and moved in place: a run killed at its timeout, as a
    /// slow machine makes it, once left the file empty and the totals started over.)
    static func feed(_ tmux: Tmux, _ name: String, totals: [Double]) throws -> String {
        let d = tmux.directory.path
        try (totals.map { $0.isNaN ? "broken" : String(format: "%.0f", $0) }.joined(separator: "\n") + "\n")
            .write(toFile: "\(d)/\(name).totals", atomically: true, encoding: .utf8)
        return try tmux.script("\(name).sh", """
            n=$(cat \(d)/\(name).n 2>/dev/null); n=$((${n:-0} + 1)); echo $n > \(d)/\(name).n.$$ && mv \(d)/\(name).n.$$ \(d)/\(name).n
            sed -n "${n}p" \(d)/\(name).totals | grep . || tail -n 1 \(d)/\(name).totals
            """)
    }

    // The rates from scripted totals, the failed run that gives no rate, a failed run's number
    // never shown, the honest gaps and the threshold colours are tested in-process
    // (CounterCLITests/Program/LiveBoardProgramTests): on the manual clock no run is late.

    /// Triggers through the real binary: `on_warn`, `on_critical` and `on_ok` write a line to a
    /// file exactly once per crossing, none while the value stays past the line.
    @Test func triggersRunOncePerCrossing() throws {
        let tmux = try Tmux(columns: 60, rows: 8)
        let d = tmux.directory.path
        let command = try Self.feed(tmux, "load", totals: [10, 60, 70, 75, 95, 99, 30, 35, 60, 60])
        let hook = try tmux.script("hook.sh", "echo \"$COUNTER_LEVEL $COUNTER_VALUE $COUNTER_TITLE\" >> \(d)/crossings")
        try tmux.start("dashboard --counter 'style=label,title=Load,command=\(command),every=250ms,warn=50,critical=90,"
            + "on_warn=\(hook),on_critical=\(hook),on_ok=\(hook)' --no-animation")
        // Ten samples, then the last value stays (60) for a few more.
        #expect(tmux.wait(timeout: 10) {
            Int(((try? String(contentsOfFile: "\(d)/load.n", encoding: .utf8)) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0 >= 14
        })
        try tmux.keys("q")
        #expect(try tmux.status() == 0)
        let lines = ((try? String(contentsOfFile: "\(d)/crossings", encoding: .utf8)) ?? "").split(separator: "\n")
        #expect(lines == ["warn 60 Load", "critical 95 Load", "ok 30 Load", "warn 60 Load"], "\(lines)")
        #expect(tmux.sttyRestored())
    }

    @Test(arguments: [(80, 24), (160, 48)])
    func theSystemBoardShowsEveryCardWithSparklines(columns: Int, rows: Int) throws {
        let tmux = try Tmux(columns: columns, rows: rows)
        let path = DashboardTests.examples.appendingPathComponent("system.yaml").path
        try tmux.start("dashboard \(path)")
        let titles = ["CPU busy", "Load (1 min)", "Memory available", "Network in", "Network out", "Disk reads", "Processes"]
        // Two samples (every 2 s) give every rate; then each card shows a number, none a '!'
        // or a placeholder, and the sparklines have at least two cells.
        var last = ""
        let ready = tmux.wait(timeout: 12) {
            last = (try? tmux.screen()) ?? ""
            let lines = last.split(separator: "\n")
            let sparks = lines.map { $0.filter { Sparkline.contains($0) }.count }.filter { $0 > 0 }
            return titles.allSatisfy { last.contains($0) } && !last.contains("…") && !last.contains("!")
                && sparks.reduce(0, +) >= 2 * titles.count
        }
        #expect(ready, "\(last)")
        #expect(last.contains("B/s") && last.contains("%") && last.contains("iB"))
        try tmux.keys("q")
        #expect(try tmux.status() == 0)
        #expect(tmux.sttyRestored())
    }
}

/// The sparkline glyphs (block elements).
private enum Sparkline {
    static func contains(_ c: Character) -> Bool { "▁▂▃▄▅▆▇█".contains(c) }
}
