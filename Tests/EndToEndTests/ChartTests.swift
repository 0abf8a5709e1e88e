import Foundation
import Testing

/// Chart cards (`style: chart`, issue 38) through the real binary in tmux: a chart of two series
/// fed by stdin ids draws both (their names and values in the legend, their dots in the plot in
/// their two colours), and a series command feeds its series (a failing one marks the card).
@Suite struct ChartTests {
    /// The foreground colour (SGR 30–37, 90–97) of each braille cell of a `capture-pane -e`
    /// screen, counted by colour code (0: the default colour).
    static func brailleColours(_ escaped: String) -> [Int: Int] {
        var counts: [Int: Int] = [:]
        var colour = 0
        let chars = Array(escaped.unicodeScalars)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == "\u{1b}", i + 1 < chars.count, chars[i + 1] == "[" {
                var j = i + 2
                var params = ""
                while j < chars.count, !(chars[j].properties.isAlphabetic) { params.unicodeScalars.append(chars[j]); j += 1 }
                if j < chars.count, chars[j] == "m" {
                    for code in params.split(separator: ";", omittingEmptySubsequences: false).map({ Int($0) ?? 0 }) {
                        if code == 0 || code == 39 { colour = 0 } else if (30...37).contains(code) || (90...97).contains(code) { colour = code }
                    }
                }
                i = j + 1
                continue
            }
            if (0x2801...0x28FF).contains(c.value) { counts[colour, default: 0] += 1 }
            i += 1
        }
        return counts
    }

    @Test func aTwoSeriesChartFedByStdinIdsDrawsBoth() throws {
        let tmux = try Tmux(columns: 80, rows: 20)
        let d = tmux.directory.path
        try """
            counters:
              - title: Traffic
                style: chart
                series:
                  - id: in
                    title: inbound
                  - id: out
                    title: outbound
            """.write(toFile: "\(d)/chart.yaml", atomically: true, encoding: .utf8)
        // 40 values each: in climbs 0…39, out stays between 50 and 54.
        let launcher = try tmux.script("feed.sh", """
            i=0; while [ $i -lt 40 ]; do echo "in $i"; echo "out $((50 + i % 5))"; i=$((i + 1)); sleep 0.02; done | "$@"
            """)
        try tmux.start("dashboard \(d)/chart.yaml --stdin", launcher: launcher)
        let fed = try tmux.wait(timeout: 20) {
            let screen = try tmux.screen()
            return screen.contains("inbound 39") && screen.contains("outbound 54")
        }
        let screen = try tmux.screen()
        #expect(fed, "\(screen)")
        // The axis's ends are the lowest and highest shown.
        #expect(screen.contains("54┤") && screen.contains(" 0┤"), "\(screen)")
        // Both series' dots, each in its colour: cyan (36) and magenta (35).
        let colours = Self.brailleColours(try tmux.tmux(["capture-pane", "-p", "-e", "-t", "t"]))
        #expect((colours[36] ?? 0) >= 20 && (colours[35] ?? 0) >= 20, "\(colours)\n\(screen)")
        try tmux.keys("q")
        #expect(try tmux.status() == 0)
        #expect(tmux.sttyRestored())
    }

    /// `examples/charts.yaml` on this machine: every series of its three charts gets values (the
    /// rates after their second total), none fails, and lines are drawn.
    @Test func theChartsExampleDrawsEverySeries() throws {
        let tmux = try Tmux(columns: 80, rows: 24)
        try tmux.start("dashboard \(DashboardTests.examples.appendingPathComponent("charts.yaml").path)")
        var last = ""
        let ready = tmux.wait(timeout: 15) {
            last = (try? tmux.screen()) ?? ""
            let legends = last.split(separator: "\n").filter { $0.contains("●") }
            return legends.count == 3 && !legends.contains { $0.contains("—") } && last.contains("user") && last.contains("1 min")
                && last.unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }.count >= 6
        }
        #expect(ready, "\(last)")
        #expect(!last.contains("!") && last.contains("%") && last.contains(" B"), "\(last)")
        try tmux.keys("q")
        #expect(try tmux.status() == 0)
    }

    @Test func aSeriesCommandFeedsItsSeriesAndAFailingOneMarksTheCard() throws {
        let tmux = try Tmux(columns: 60, rows: 14)
        let d = tmux.directory.path
        // Each run prints the next number: 1, 2, 3, …
        let count = try tmux.script("count.sh", """
            n=$(cat \(d)/n 2>/dev/null); n=$((${n:-0} + 1)); echo $n > \(d)/n.$$ && mv \(d)/n.$$ \(d)/n; echo $n
            """)
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
            """.write(toFile: "\(d)/chart.yaml", atomically: true, encoding: .utf8)
        try tmux.start("dashboard \(d)/chart.yaml")
        let fed = try tmux.wait(timeout: 20) { try tmux.screen().range(of: "count ([5-9]|[1-9][0-9])\\b", options: .regularExpression) != nil }
        let screen = try tmux.screen()
        #expect(fed, "\(screen)")
        // The failing series marks its card and says which series fails.
        #expect(screen.contains("Runs ! "), "\(screen)")
        #expect(screen.contains("broken: exit 3"), "\(screen)")
        #expect(screen.contains("broken —"), "\(screen)")
        #expect(screen.unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }.count >= 3, "\(screen)")
        try tmux.keys("q")
        #expect(try tmux.status() == 0)
    }
}
