import CounterSystem
import Foundation
import Testing
@testable import CounterCLI

/// A folder for a test's scripts, removed by `remove()`.
struct ScriptFolder {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("scripts-\(UUID().uuidString)").path

    init() throws { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }

    /// An executable script `name` running `body` with /bin/sh; its path.
    func script(_ name: String, _ body: String) throws -> String {
        let file = path + "/" + name
        try ("#!/bin/sh\n" + body + "\n").write(toFile: file, atomically: true, encoding: .utf8)
        chmod(file, 0o755)
        return file
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }

    /// A command that prints line N of `NAME.totals` on its Nth run (the last line after that).
    func feed(_ name: String, totals: [Double]) throws -> String {
        let d = path
        try (totals.map { $0.isNaN ? "broken" : String(format: "%.0f", $0) }.joined(separator: "\n") + "\n")
            .write(toFile: "\(d)/\(name).totals", atomically: true, encoding: .utf8)
        return try script("\(name).sh", """
            n=$(cat \(d)/\(name).n 2>/dev/null); n=$((${n:-0} + 1)); echo $n > \(d)/\(name).n
            sed -n "${n}p" \(d)/\(name).totals | grep . || tail -n 1 \(d)/\(name).totals
            """)
    }
}

/// Rates from commands that print scripted totals, the whole program in-process: each run is
/// due exactly `every` after the last on the manual clock, so a rate is the totals' own, never
/// a busy machine's late run (these two failed under load in tmux: LiveDashboardTests).
@MainActor
@Suite struct LiveBoardProgramTests {
    /// 0.4 MiB a run every 400 ms is 1.0 MiB/s; a failed run keeps the last rate and marks the
    /// card; a restarted service (a small total) never shows as a negative rate or a spike; then
    /// 40 bytes a run is 100 B/s, its number's right edge where the MiB/s one was; the sparkline
    /// fills in, one cell a rate.
    @Test func ratesResetsAndUnitsFromScriptedTotals() throws {
        let scratch = try ScriptFolder()
        defer { scratch.remove() }
        var totals: [Double] = []
        for i in 0..<8 { totals.append(Double(i) * 419_430.4) }
        totals.insert(.nan, at: 6)
        for i in 0..<6 { totals.append(1000 + Double(i) * 419_430.4) }
        let base = totals.last ?? 0
        for i in 1...12 { totals.append(base + Double(i) * 40) }
        let command = try scratch.feed("net", totals: totals)
        var screens: [String] = []
        var spark = ""
        let run = ProgramRun(["dashboard", "--counter",
                              "style=label,title=Net,command=\(command),every=400ms,rate=second,format=bytes,history=30,duration=100ms"],
                             size: .init(columns: 60, rows: 10)) { program in
            #expect(program.wait { ChildReaper.shared.running == 0 })
            screens.append(program.screen)
            for _ in 0..<40 where !(screens.last!.contains("100 B/s") && screens.last!.contains("▁▁▁▁")) {
                #expect(program.advanceWaitingForCommands(by: 0.2))
                screens.append(program.screen)
                #expect(program.advanceWaitingForCommands(by: 0.2))
                screens.append(program.screen)
            }
            spark = program.lines.first { $0.contains("▁") } ?? ""
            program.type("q")
        }
        let values = screens.compactMap { screen in
            screen.split(separator: "\n").first { $0.contains("│") && ($0.contains("/s") || $0.contains("…")) }
        }
        // The first total alone: a placeholder; then the rate over the time between samples.
        #expect(values.contains { $0.contains("…") })
        let mib = values.first { $0.range(of: "(0\\.9|1\\.0|1\\.1) MiB/s", options: .regularExpression) != nil }
        #expect(mib != nil, "\(values.suffix(5))")
        #expect(screens.contains { $0.contains("Net ! ") && $0.range(of: "(0\\.9|1\\.0|1\\.1) MiB/s", options: .regularExpression) != nil })
        #expect(screens.contains { $0.contains("! Net: no number in the output") })
        // The reset never shows as a negative rate, or a spike beyond the real one.
        #expect(!values.contains { $0.contains("-") }, "\(values.filter { $0.contains("-") })")
        #expect(!values.contains { $0.range(of: "([2-9]|[1-9][0-9]+)\\.[0-9] MiB/s|GiB", options: .regularExpression) != nil },
                "\(values)")
        let bytes = values.last { $0.contains("100 B/s") }
        func lastDigit(_ line: Substring?) -> Int? {
            line.flatMap { l in l.lastIndex(where: \.isNumber).map { l.distance(from: l.startIndex, to: $0) } }
        }
        #expect(lastDigit(mib) != nil && lastDigit(mib) == lastDigit(bytes), "\(String(describing: mib)) / \(String(describing: bytes))")
        #expect(spark.filter { "▁▂▃▄▅▆▇█".contains($0) }.count >= 15, "\(spark)")
        #expect(run.status == 0 && !run.endedByTest)
    }

    /// Only good runs count: a service's 4th run prints `HTTP 503 Service Unavailable` and exits
    /// 22 (`curl -f`). Its 503 is no total, so the rate stays the true 100/s (it showed about a
    /// thousand a second, tripping the threshold); the card says why, and recovers.
    @Test func aFailedRunGivesNoRate() throws {
        let scratch = try ScriptFolder()
        defer { scratch.remove() }
        let d = scratch.path
        let command = try scratch.script("svc.sh", """
            n=$(cat \(d)/svc.n 2>/dev/null || echo 0); n=$((n + 1)); echo $n > \(d)/svc.n
            if [ $n -eq 4 ]; then echo 'HTTP 503 Service Unavailable'; exit 22; fi
            echo $((100000 + n * 40))
            """)
        var screens: [String] = []
        let run = ProgramRun(["dashboard", "--counter", "style=label,title=Svc,command=\(command),every=400ms,rate=second,critical=150",
                              "--no-animation"], size: .init(columns: 60, rows: 8)) { program in
            #expect(program.wait { ChildReaper.shared.running == 0 })
            screens.append(program.screen)
            for _ in 0..<10 {
                #expect(program.advanceWaitingForCommands(by: 0.4))
                screens.append(program.screen)
            }
            program.type("q")
        }
        #expect(screens.contains { $0.contains("! Svc: exit 22") }, "\(screens)")
        let rates = screens.compactMap { screen in
            screen.split(separator: "\n").first { $0.hasPrefix("│") && $0.contains(where: \.isNumber) }
        }.compactMap { line in
            line.range(of: "[0-9][0-9,.]*", options: .regularExpression).flatMap { Double(line[$0].replacingOccurrences(of: ",", with: "")) }
        }
        #expect(rates.count > 5, "\(screens.suffix(2))")
        // Every rate shown is the true one: the clock moves only by the 400 ms between runs.
        #expect(rates.allSatisfy { $0 == 100 }, "\(rates)")
        #expect(run.status == 0 && !run.endedByTest)
    }
}

/// What a card shows when its command fails, the whole program in-process.
@MainActor
@Suite struct CardGapProgramTests {
    /// A command printed 10 and exited 0, then prints 99 and exits 1: 10 stays on screen with
    /// the reason, and 99 is never drawn.
    @Test func aFailedRunsNumberIsNeverShown() throws {
        let scratch = try ScriptFolder()
        defer { scratch.remove() }
        let d = scratch.path
        let command = try scratch.script("flip.sh", "if [ -e \(d)/ran ]; then echo 99; exit 1; fi\n: > \(d)/ran; echo 10")
        var screens: [String] = []
        let run = ProgramRun(["--command", command, "--every", "300ms", "--duration", "50ms", "--title", "Flip"],
                             size: .init(columns: 60, rows: 6)) { program in
            #expect(program.wait { ChildReaper.shared.running == 0 })
            for _ in 0..<6 {
                #expect(program.advanceWaitingForCommands(by: 0.1))
                screens.append(program.screen)
            }
            program.type("q")
        }
        #expect(screens.last?.contains("! exit 1; keeping the last value") == true, "\(screens.last ?? "")")
        #expect(screens.last?.contains("10") == true)
        #expect(!screens.contains { $0.contains("99") }, "\(screens.filter { $0.contains("99") })")
        #expect(run.status == 0 && !run.endedByTest)
    }

    /// Honest gaps: a card whose command never gave a value shows `—` with the reason under it
    /// (it showed `0`); a card whose value is older than three intervals is dimmed, `stale Ns`.
    @Test func gapsAreShownAsGapsAndOldValuesAsStale() throws {
        let scratch = try ScriptFolder()
        defer { scratch.remove() }
        let d = scratch.path
        let gone = try scratch.script("gone.sh", "cat \(d)/nonexistent/file")
        let once = try scratch.script("once.sh", "if [ -e \(d)/ran ]; then exit 1; fi\n: > \(d)/ran; echo 7")
        var screens: [String] = []
        var sevenDimmed = false
        let run = ProgramRun(["dashboard", "--counter", "style=label,title=Gone,command=\(gone),every=300ms",
                              "--counter", "style=label,title=Once,command=\(once),every=300ms"],
                             size: .init(columns: 60, rows: 8)) { program in
            #expect(program.wait { ChildReaper.shared.running == 0 })
            screens.append(program.screen)
            for _ in 0..<12 where !(screens.last ?? "").contains("stale 2s") {
                #expect(program.advanceWaitingForCommands(by: 0.25))
                screens.append(program.screen)
            }
            // Dimmed: every cell of the 7 (the only digit on the Once card's value row).
            let frame = program.terminal.frame
            let sevens = (0..<frame.size.rows).flatMap { y in
                (0..<frame.size.columns).compactMap { x in frame[x: x, y: y].character == "7" ? frame[x: x, y: y] : nil }
            }
            sevenDimmed = !sevens.isEmpty && sevens.allSatisfy { $0.style.dim }
            program.type("q")
        }
        let last = screens.last ?? ""
        #expect(last.contains("—") && last.contains("exit 1: cat: "), "\(last)")
        #expect(last.contains("stale 2s") && last.contains("7"), "\(last)")
        // The Gone card never showed a number.
        let gones = screens.compactMap { $0.split(separator: "\n").first { $0.contains("│") } }
        #expect(!gones.contains { $0.prefix(30).contains("0") }, "\(gones.filter { $0.prefix(30).contains("0") })")
        #expect(sevenDimmed)
        #expect(run.status == 0 && !run.endedByTest)
    }

    /// Thresholds colour the value (red past critical once the flash is over) and, under
    /// NO_COLOR, mark it instead: `75 !` past warn, `95 !!` past critical, and no colour at all.
    @Test(arguments: [false, true])
    func thresholdsColourTheValueAndMarkItUnderNoColor(noColor: Bool) throws {
        let scratch = try ScriptFolder()
        defer { scratch.remove() }
        let command = try scratch.feed("cpu", totals: [10, 20, 75, 75, 95])
        var warn = "", critical = "", red = false, coloured = false
        let run = ProgramRun(["dashboard", "--counter",
                              "style=label,title=CPU,command=\(command),every=300ms,warn=70,critical=90,duration=50ms"],
                             size: .init(columns: 60, rows: 8), noColor: noColor) { program in
            #expect(program.wait { ChildReaper.shared.running == 0 })
            // Runs at 0, 0.3, 0.6, 0.9 and 1.2 s: 10, 20, 75, 75, 95.
            for _ in 0..<13 {
                #expect(program.advanceWaitingForCommands(by: 0.1))
                if program.screen.contains("75") { warn = program.screen }
                if program.screen.contains("95") { break }
            }
            critical = program.screen
            // Once the change's flash is over: the value's own colour.
            program.advance(by: 1)
            let frame = program.terminal.frame
            let cells = (0..<frame.size.rows).flatMap { y in (0..<frame.size.columns).map { frame[x: $0, y: y] } }
            let digits = cells.filter { $0.character == "9" || $0.character == "5" }
            red = !digits.isEmpty && digits.allSatisfy { $0.style.foreground == .red }
            coloured = cells.contains { $0.style.foreground != .default }
            program.type("q")
        }
        if noColor {
            #expect(warn.contains("75 !") && !warn.contains("75 !!"), "\(warn)")
            #expect(critical.contains("95 !!"), "\(critical)")
            #expect(!coloured)
        } else {
            #expect(!critical.contains("!"), "\(critical)")
            #expect(red)
        }
        #expect(run.status == 0 && !run.endedByTest)
    }
}
