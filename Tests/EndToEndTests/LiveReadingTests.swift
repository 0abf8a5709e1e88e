import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Live values read honestly, through the real binary (issue 34): numbers written with grouping
/// or a decimal comma are refused, not cut; output that is not text is a failed run; a value
/// never measured is never shown, never piped, never coloured ok; a board's `defaults:` apply to
/// the cards they fit.
@Suite struct LiveReadingTests {
    /// Runs `shell` (a pipeline using $BIN) and returns its stdout lines.
    func pipeline(_ shell: String) throws -> (status: Int32, lines: [Substring], stderr: String) {
        var env = ProcessInfo.processInfo.environment
        env["BIN"] = Binary.path
        env["SWIFT_BACKTRACE"] = "interactive=no"
        let result = try Spawn.run(["/bin/sh", "-c", shell], environment: env)
        return (result.status, result.stdout.split(separator: "\n"), result.stderr)
    }

    /// `echo 12,345` showed 12, `echo 3,75` 3 and `load: 12,5` 12 (and counted up to them
    /// from 0, piped): now nothing is printed and stderr says why, as `--stdin` does.
    @Test(arguments: [("echo 12,345", "12,345"), ("echo 3,75", "3,75"), ("echo load: 12,5", "12,5")])
    func groupedNumbersAreRefusedNotCut(command: String, digits: String) throws {
        let run = try pipeline("timeout 1.5 $BIN --command '\(command)' --every 500ms --duration 0.1 --fps 20")
        #expect(run.lines.isEmpty, "printed \(run.lines)")
        #expect(run.stderr.contains("command: '\(digits)' is not a number: no grouping or decimal comma (write 1234.5)"),
                "\(run.stderr)")
    }

    /// Piped, with no status line, `--stdin` says it on stderr (on main: a `0` never read, and
    /// not a word).
    @Test func pipedStdinSaysWhyItSkippedAGroupedNumber() throws {
        let run = try pipeline("printf '1,000\\n5\\n' | $BIN --stdin --duration 0.1 --fps 20")
        #expect(run.status == 0)
        #expect(run.lines == ["5"], "\(run.lines)")
        #expect(run.stderr.contains("stdin: line skipped: '1,000' is not a number: no grouping or decimal comma (write 1234.5)"),
                "\(run.stderr)")
    }

    /// `--stdin` gives the same hint in its status line.
    @Test func stdinSaysWhyItSkippedAGroupedNumber() throws {
        let tmux = try Tmux(columns: 100, rows: 8)
        // Blank lines (not skipped) until the board has gone: the feed ends with it.
        let launcher = try tmux.script("feed.sh", "{ echo 1,000; while sleep 0.2; do echo; done; } | \"$@\"")
        try tmux.start("--stdin", launcher: launcher)
        #expect(tmux.wait(timeout: 10) {
            (try? tmux.screen())?.contains("stdin: 1 line skipped ('1,000' is not a number: no grouping or decimal comma") == true
        }, "\((try? tmux.screen()) ?? "")")
        try tmux.keys("q")
        #expect(try tmux.status() == 0)
    }

    /// 300 bytes that are not text (a `7.0` among them) put `7.0 °C` on a card with no mark;
    /// now the run fails: `!`, no value, the status line says why.
    @Test func outputThatIsNotTextIsAFailedRun() throws {
        let tmux = try Tmux(columns: 80, rows: 10)
        var state: UInt64 = 42
        var bytes = Array("7.0 ".utf8)
        while bytes.count < 300 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            bytes.append(UInt8(truncatingIfNeeded: state >> 56))
        }
        try Data(bytes).write(to: tmux.directory.appendingPathComponent("noise.bin"))
        let noise = try tmux.script("noise.sh", "cat \(tmux.directory.path)/noise.bin")
        try tmux.start("dashboard --counter 'title=Temp,command=\(noise),every=300ms,format=0.0,suffix=°C'")
        #expect(tmux.wait(timeout: 10) {
            let screen = (try? tmux.screen()) ?? ""
            return screen.contains("Temp !") && screen.contains("! Temp: the output is not text (not UTF-8)")
        }, "\((try? tmux.screen()) ?? "")")
        #expect(try !tmux.screen().contains("7.0"))
        try tmux.keys("q")
        #expect(try tmux.status() == 0)
    }

    /// A single counter whose command has not yet given a value showed a big `0`: now `—`, as a
    /// card does, then the first value as it is.
    @Test func aSingleCounterShowsADashUntilItsFirstValue() throws {
        let tmux = try Tmux(columns: 60, rows: 8)
        let late = try tmux.script("late.sh", "sleep 1.5; echo 500")
        try tmux.start("--command \(late) --every 5s --timeout 4s")
        #expect(tmux.wait(timeout: 5) { (try? tmux.screen())?.contains("—") == true })
        let before = try tmux.screen()
        #expect(before.range(of: "[0-9]", options: .regularExpression) == nil, "\(before)")
        #expect(tmux.wait(timeout: 8) { (try? tmux.screen())?.contains("500") == true })
        try tmux.keys("q")
        #expect(try tmux.status() == 0)
    }

    /// Piped, `--command 'echo 500'` printed `0 11 23 35 47 …`, values never read: now the first
    /// line is the first value, and later values count from it.
    @Test func pipedOutputStartsAtTheFirstValueRead() throws {
        let d = FileManager.default.temporaryDirectory.appendingPathComponent("reading-\(getpid())-\(UUID().uuidString.prefix(8))").path
        defer { unlink(d) }
        let run = try pipeline("""
            timeout 2.5 $BIN --command 'if [ -e \(d) ]; then echo 1000; else touch \(d); echo 500; fi' \
              --every 1s --duration 0.5 --ease linear --fps 20
            """)
        let values = run.lines.compactMap { Int($0) }
        #expect(values.count == run.lines.count, "\(run.lines)")
        #expect(values.first == 500, "\(values)")
        #expect(values.last == 1000, "\(values)")
        #expect(values.allSatisfy { $0 >= 500 }, "\(values)")
        // Counted from 500 to 1000: frames in between.
        #expect(values.contains { $0 > 500 && $0 < 1000 }, "\(values)")
    }

    /// A card with limits was drawn green (ok) before it had any value: its start (`from: 0`)
    /// and a rate's `…` are neutral until a value is measured; then the level's colour shows.
    @Test func aCardWithLimitsIsNeutralUntilItsFirstValue() throws {
        let tmux = try Tmux(columns: 80, rows: 8)
        let d = tmux.directory.path
        let rate = try tmux.script("rate.sh", "n=$(cat \(d)/n 2>/dev/null); n=$((${n:-0} + 1)); echo $n > \(d)/n; echo $((n * 10))")
        let late = try tmux.script("late.sh", "sleep 2.5; echo 1")
        try tmux.start("dashboard --counter 'style=label,title=Late,command=\(late),from=0,warn=5,every=5s,timeout=4s,flash=false'"
            + " --counter 'style=label,title=Rate,command=\(rate),rate=second,warn=500,every=2s,flash=false'")
        // Both waiting: `0` and `…`, in no colour of a level (green is 32).
        #expect(tmux.wait(timeout: 5) { (try? tmux.screen())?.contains("…") == true })
        let waiting = try tmux.tmux(["capture-pane", "-p", "-e", "-t", "t"])
        #expect(waiting.range(of: "32m[0…]", options: .regularExpression) == nil, "\(waiting)")
        #expect(waiting.contains("0") && waiting.contains("…"))
        // Measured: ok, green.
        #expect(tmux.wait(timeout: 8) {
            let styled = (try? tmux.tmux(["capture-pane", "-p", "-e", "-t", "t"])) ?? ""
            return styled.range(of: "32m1\\b", options: .regularExpression) != nil
        })
        try tmux.keys("q")
        #expect(try tmux.status() == 0)
    }

    /// `defaults:` with `duration`, `ease` and `history` were refused (65) as soon as one card
    /// had `phases:`: now each card takes the defaults that fit it; a bad default is still
    /// refused.
    @Test func defaultsApplyToTheCardsTheyFit() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("defaults-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("board.yaml").path
        try """
            defaults:
              duration: 3s
              ease: out
              history: 30
            counters:
              - title: Focus
                phases: "Work=25m; Break=5m"
              - title: Sales
                to: 1200
                style: label
              - title: Load
                command: "echo 0.5"
            """.write(toFile: file, atomically: true, encoding: .utf8)
        let run = try Binary.run(["dashboard", file, "--frame-at", "10", "--size", "80x8"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Focus") && run.stdout.contains("1200"), "\(run.stdout)")
        try """
            defaults:
              ease: wobble
            counters:
              - title: Focus
                phases: "Work=25m"
              - title: Sales
                to: 1200
            """.write(toFile: file, atomically: true, encoding: .utf8)
        let bad = try Binary.run(["dashboard", file, "--frame-at", "10"])
        #expect(bad.status == 65, "\(bad.stderr)")
        #expect(bad.stderr.contains("ease"), "\(bad.stderr)")
    }
}
