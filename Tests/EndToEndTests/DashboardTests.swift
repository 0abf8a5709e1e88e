import CounterTestSupport
import Foundation
import Testing

/// The dashboard through the real binary: example files as frames, bad files, a live run.
@Suite struct DashboardTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("examples")

    @Test(arguments: ["sales", "rolling", "mixed"], ["80x24", "160x48", "10x20"])
    func examplesRenderAsGoldens(name: String, size: String) throws {
        let path = Self.examples.appendingPathComponent("\(name).yaml").path
        let result = try Binary.run(["dashboard", path, "--frame-at", "10", "--size", size], environment: ["LANG": "C.UTF-8"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        expectGolden(result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init),
                     named: "example-\(name)-\(size)")
        // Issue 16: never an empty card, never a value cut short.
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let inside = lines.filter { $0.hasPrefix("│") }.map { $0.split(separator: "│").map { $0.trimmingCharacters(in: .whitespaces) } }
        for (i, line) in lines.enumerated() where line.hasPrefix("╭") {
            let body = lines[(i + 1)...].prefix { !$0.hasPrefix("╰") }
            #expect(body.contains { $0.dropFirst().contains { !" │".contains($0) } }, "an empty card at row \(i) in \(size)")
        }
        #expect(!inside.joined().contains { $0.contains("…") && !$0.hasPrefix("─") }, "a value cut short")
    }

    @Test func countersFromTheCommandLine() throws {
        let result = try Binary.run(["dashboard", "--counter", "title=Users,to=9999,style=rolling",
                                     "--counter", "title=Money,to=1234.5,format=,##0.00,prefix=$",
                                     "--frame-at", "9", "--size", "60x5"], environment: ["LANG": "C.UTF-8"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("╭─ Users "))
        #expect(result.stdout.contains("$1,234.50"))
    }

    @Test func pipedDashboardPrintsOneLinePerFrame() throws {
        let result = try Binary.run(["dashboard", "--counter", "title=A,to=10,duration=0.2", "--counter", "title=B,to=-3,duration=0.1",
                                     "--fps", "20"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.last == "A: 10 | B: -3")
        #expect(lines.count >= 3 && lines.count <= 8)
        #expect(!result.stdout.contains("\u{1b}"))
    }

    @Test func liveDashboardShowsFinalValuesAndQuitsClean() throws {
        // 80x6: the cards are labels (larger, they draw digits), the values text to read.
        let tmux = try Tmux(columns: 80, rows: 6)
        let path = Self.examples.appendingPathComponent("sales.yaml").path
        try tmux.start("dashboard \(path) --no-animation")
        #expect(try tmux.wait(timeout: 5) {
            let screen = try tmux.screen()
            return ["$1,234,567.89", "48,213", "3.42%", "-$12,840.50", "$25.61", "1.4M"].allSatisfy(screen.contains)
        })
        try tmux.keys("q")
        #expect(try tmux.status() == 0)
        #expect(tmux.sttyRestored())
        #expect(try tmux.display("#{alternate_on} #{cursor_flag}") == "0 1")
    }

    @Test func animatedDashboardSettlesAndWaitsForAKey() throws {
        // 100x9: the cards are labels (larger, they draw digits), the budget's text to read.
        let tmux = try Tmux(columns: 100, rows: 9)
        let path = Self.examples.appendingPathComponent("mixed.yaml").path
        try tmux.start("dashboard \(path)")
        #expect(try tmux.wait(timeout: 8) { try tmux.screen().contains("1.234.567,89 €") })
        // Settled: still on screen, waiting.
        #expect(try tmux.display("#{alternate_on}") == "1")
        try tmux.keys("Escape")
        #expect(try tmux.status() == 0)
        #expect(tmux.sttyRestored())
    }
}
