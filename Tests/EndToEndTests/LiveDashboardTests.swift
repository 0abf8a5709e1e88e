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


    @Test func ratesResetsAndUnitsFromScriptedTotals() throws {
        let tmux = try Tmux(columns: 60, rows: 10)
        // 0.4 MiB a run every 400 ms: 1.0 MiB/s; then the service restarts (a small total);
        // then 40 bytes a run: 100 B/s.
        var totals: [Double] = []
        for i in 0..<8 { totals.append(Double(i) * 419_430.4) }
        // A failed run (no number): the last rate stays, the card is marked '!'; the next total
        // gives the rate over the two intervals since the last good one (still 1.0 MiB/s).
        totals.insert(.nan, at: 6)
        for i in 0..<6 { totals.append(1000 + Double(i) * 419_430.4) }
        let base = totals.last ?? 0
        for i in 1...12 { totals.append(base + Double(i) * 40) }
        let command = try Self.feed(tmux, "net", totals: totals)
        try tmux.start("dashboard --counter 'style=label,title=Net,command=\(command),every=400ms,rate=second,format=bytes,history=30,duration=100ms'")
        let screens = tmux.screens(timeout: 20) { $0.contains("100 B/s") && $0.contains("▁▁▁▁") }
        // The card's value line (inside its border: a screen captured before `clear` shows the
        // typed command line, whose paths hold "/s" too).
        let values = screens.compactMap { screen in
            screen.split(separator: "\n").first { $0.contains("│") && ($0.contains("/s") || $0.contains("…")) }
        }
        // The first total alone: a placeholder; then the rate over the real time between samples.
        #expect(values.contains { $0.contains("…") })
        let mib = values.first { $0.range(of: "(0\\.9|1\\.0|1\\.1) MiB/s", options: .regularExpression) != nil }
        #expect(mib != nil, "\(values.suffix(5))")
        #expect(screens.contains { $0.contains("Net ! ") && $0.range(of: "(0\\.9|1\\.0|1\\.1) MiB/s", options: .regularExpression) != nil })
        #expect(screens.contains { $0.contains("! Net: no number in the output") })
        // The reset never shows as a negative rate, or a spike beyond the real one.
        #expect(!values.contains { $0.contains("-") }, "\(values.filter { $0.contains("-") })")
        // (A late run can make one interval short on a busy machine: 2 MiB/s is possible, 5 is not.)
        #expect(!values.contains { $0.range(of: "([5-9]|[1-9][0-9]+)\\.[0-9] MiB/s|GiB", options: .regularExpression) != nil })
        // Switching units (MiB/s to B/s) leaves the number's right edge where it was.
        let bytes = values.last { $0.contains("100 B/s") }
        func lastDigit(_ line: Substring?) -> Int? {
            line.flatMap { l in l.lastIndex(where: \.isNumber).map { l.distance(from: l.startIndex, to: $0) } }
        }
        #expect(lastDigit(mib) != nil && lastDigit(mib) == lastDigit(bytes), "\(String(describing: mib)) / \(String(describing: bytes))")
        // The sparkline has filled in, one cell a rate.
        let spark = try tmux.screen().split(separator: "\n").first { $0.contains("▁") } ?? ""
        #expect(spark.filter { Sparkline.contains($0) }.count >= 15)
        try tmux.keys("q")
        #expect(try tmux.status() == 0)
        #expect(tmux.sttyRestored())
    }

    /// Only good runs count: a service's 4th run prints `HTTP 503 Service Unavailable` and exits
    /// 22 (`curl -f`). Its 503 is no total, so the rate stays the true 100/s (it showed about a
    /// thousand a second, tripping the threshold); the card says why, and recovers.
    @Test func aFailedRunGivesNoRate() throws {
        let tmux = try Tmux(columns: 60, rows: 8)
        let d = tmux.directory.path
        let command = try tmux.script("svc.sh", """
            n=$(cat \(d)/svc.n 2>/dev/null || echo 0); n=$((n + 1)); echo $n > \(d)/svc.n
            if [ $n -eq 4 ]; then echo 'HTTP 503 Service Unavailable'; exit 22; fi
            echo $((100000 + n * 40))
            """)
        try tmux.start("dashboard --counter 'style=label,title=Svc,command=\(command),every=400ms,rate=second,critical=150' --no-animation",
                       environment: "LANG=C.UTF-8")
        var failedShown = false
        let screens = tmux.screens(timeout: 15) { screen in
            failedShown = failedShown || screen.contains("! Svc: exit 22")
            return failedShown && (try? String(contentsOfFile: "\(d)/svc.n", encoding: .utf8))
                .flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }.map { $0 >= 8 } == true
        }
        #expect(failedShown)
        let rates = screens.compactMap { screen in
            screen.split(separator: "\n").first { $0.hasPrefix("│") && $0.contains(where: \.isNumber) }
        }.compactMap { line in
            line.range(of: "[0-9][0-9,.]*", options: .regularExpression).flatMap { Double(line[$0].replacingOccurrences(of: ",", with: "")) }
        }
        #expect(rates.count > 5, "\(screens.suffix(2))")
        // Every rate shown is the true one, give or take a late run on a busy machine.
        #expect(rates.allSatisfy { $0 >= 40 && $0 <= 150 }, "\(rates)")
        try tmux.keys("q")
        #expect(try tmux.status() == 0)
        #expect(tmux.sttyRestored())
    }

    /// The issue's other reproduction on the real binary: a command printed 10 and exited 0,
    /// then prints 99 and exits 1; 10 stays on screen and 99 is never drawn.
    @Test func aFailedRunsNumberIsNeverShown() throws {
        let tmux = try Tmux(columns: 60, rows: 6)
        let d = tmux.directory.path
        let command = try tmux.script("flip.sh", """
            if [ -e \(d)/ran ]; then echo 99; exit 1; fi
            : > \(d)/ran; echo 10
            """)
        try tmux.start("--command \(command) --every 300ms --duration 50ms --title Flip", environment: "LANG=C.UTF-8")
        let screens = tmux.screens(timeout: 6) { $0.contains("! exit 1; keeping the last value") }
        #expect(screens.last?.contains("! exit 1; keeping the last value") == true)
        #expect(screens.last?.contains("10") == true)
        #expect(!screens.contains { $0.contains("99") }, "\(screens.filter { $0.contains("99") })")
        try tmux.keys("q")
        #expect(try tmux.status() == 0)
    }

    /// Honest gaps: a card whose command never gave a value shows `—` with the reason under it
    /// (it showed `0`); a card whose value is older than three intervals is dimmed, `stale Ns`.
    @Test func gapsAreShownAsGapsAndOldValuesAsStale() throws {
        let tmux = try Tmux(columns: 60, rows: 8)
        let d = tmux.directory.path
        let gone = try tmux.script("gone.sh", "cat \(d)/nonexistent/file")
        let once = try tmux.script("once.sh", """
            if [ -e \(d)/ran ]; then exit 1; fi
            : > \(d)/ran; echo 7
            """)
        try tmux.start("dashboard --counter 'style=label,title=Gone,command=\(gone),every=300ms' --counter 'style=label,title=Once,command=\(once),every=300ms'")
        let screens = tmux.screens(timeout: 8) { $0.contains("stale 2s") }
        let last = screens.last ?? ""
        #expect(last.contains("—") && last.contains("exit 1: cat: "), "\(last)")
        #expect(last.contains("stale 2s") && last.contains("7"), "\(last)")
        // The Gone card never showed a number.
        let gones = screens.compactMap { $0.split(separator: "\n").first { $0.contains("│") } }
        #expect(!gones.contains { $0.prefix(30).contains("0") }, "\(gones.filter { $0.prefix(30).contains("0") })")
        // Dimmed: the 7 is drawn with SGR 2.
        let escaped = try tmux.tmux(["capture-pane", "-p", "-e", "-t", "t"])
        #expect(escaped.range(of: "\u{1b}\\[[0-9;]*2[0-9;]*m *7", options: .regularExpression) != nil, "\(escaped)")
        try tmux.keys("q")
        #expect(try tmux.status() == 0)
        #expect(tmux.sttyRestored())
    }

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

    @Test func thresholdsColourTheValueAndMarkItUnderNoColor() throws {
        for noColor in [false, true] {
            let tmux = try Tmux(columns: 60, rows: 8)
            let command = try Self.feed(tmux, "cpu", totals: [10, 20, 75, 75, 95])
            try tmux.start("dashboard --counter 'style=label,title=CPU,command=\(command),every=300ms,warn=70,critical=90,duration=50ms'",
                           environment: noColor ? "LANG=C.UTF-8 NO_COLOR=1" : "LANG=C.UTF-8")
            // 75: past warn; 95: critical.
            let warn = tmux.screens(timeout: 8) { $0.contains("75") }.last ?? ""
            let critical = tmux.screens(timeout: 8) { $0.contains("95") }.last ?? ""
            if noColor {
                #expect(warn.contains("75 !") && !warn.contains("75 !!"), "\(warn)")
                #expect(critical.contains("95 !!"), "\(critical)")
                // No colour escapes at all.
                let escaped = try tmux.tmux(["capture-pane", "-p", "-e", "-t", "t"])
                #expect(!escaped.contains("[31m") && !escaped.contains(";31m"), "\(escaped)")
            } else {
                #expect(!critical.contains("!"))
                // Red from the theme once the flash is over (capture-pane -e shows the SGR).
                #expect(tmux.wait(timeout: 3) {
                    let escaped = (try? tmux.tmux(["capture-pane", "-p", "-e", "-t", "t"])) ?? ""
                    return escaped.range(of: "\u{1b}\\[[0-9;]*31m95", options: .regularExpression) != nil
                })
            }
            try tmux.keys("q")
            #expect(try tmux.status() == 0)
            #expect(tmux.sttyRestored())
        }
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
