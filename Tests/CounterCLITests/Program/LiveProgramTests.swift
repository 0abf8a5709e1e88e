import CounterEngine
import CounterSystem
import CounterTestSupport
import CounterTUI
import Foundation
import Testing
@testable import CounterCLI

#if canImport(Glibc)
import Glibc
#endif

/// Live values on standard input, the whole program in-process: lines routed, skipped and
/// counted, hostile or endless data harmless, an absent stdin ending the run at once; what
/// arrives is timed by the manual clock.
@MainActor
@Suite struct LiveStdinProgramTests {
    /// `printf '5\nabc\n\0\1\e[2J\n7\n' | counter-tui --stdin --duration 0.1 --fps 20 --stats`:
    /// 7 last, two lines skipped and counted, no escape out.
    @Test func skippedLinesAreCountedAndBinaryIsHarmless() {
        let run = ProgramRun(["--stdin", "--duration", "0.1", "--fps", "20", "--stats"], piped: true, stdin: true) { program in
            program.feed("5\nabc\n\u{0}\u{1}\u{1B}[2J\n7\n")
            program.closeInput()
            program.advance(by: 1)
        }
        #expect(run.status == 0 && !run.endedByTest)
        #expect(run.stdout.split(separator: "\n").last == "7")
        #expect(run.stderrText.contains("stdin lines skipped: 2"), "\(run.stderrText)")
        #expect(!run.stdout.contains("\u{1b}"))
    }

    /// A 3 MB line of nines, then `seq 1 200000`: the line is skipped (and counted), every
    /// number after it read, 200000 last.
    @Test func hugeLinesAndFloodsFinish() {
        let run = ProgramRun(["--stdin", "--duration", "0.05", "--fps", "30", "--stats"], piped: true, stdin: true) { program in
            let nines = [UInt8](repeating: UInt8(ascii: "9"), count: 3_000_000) + [10]
            #expect(program.feedAll(nines + Array(((1...200_000).map(String.init).joined(separator: "\n") + "\n").utf8)))
            program.closeInput()
            program.advance(by: 1)
        }
        #expect(run.status == 0 && !run.endedByTest)
        #expect(run.stdout.split(separator: "\n").last == "200000")
        #expect(run.stderrText.contains("stdin lines skipped: 1"), "\(run.stderrText)")
    }

    /// A board's stdin routed by id (`a 10`, `b=20`, JSON): `A: 15 | B: 20` last; a line for no
    /// card (`zz 5`) is skipped and counted; the board ends once its input has.
    @Test func dashboardRoutesLinesById() {
        let run = ProgramRun(["dashboard", "--stdin", "--counter", "id=a,title=A,duration=0.1", "--counter", "id=b,title=B,duration=0.1",
                              "--fps", "20", "--stats"], piped: true, stdin: true) { program in
            program.feed("a 10\nb=20\n{\"id\": \"a\", \"value\": 15}\nzz 5\n")
            program.closeInput()
            program.advance(by: 2)
        }
        #expect(run.status == 0 && !run.endedByTest, "\(run.status) \(run.stderrText) \(run.stdout)")
        #expect(run.stdout.split(separator: "\n").last == "A: 15 | B: 20", "\(run.stdout)")
        #expect(run.stderrText.contains("stdin lines skipped: 1"), "\(run.stderrText)")
    }

    /// Piped, with no status line, `--stdin` says on stderr why it skipped `1,000` (on main: a
    /// `0` never read, and not a word); 5 is the only line printed.
    @Test func pipedStdinSaysWhyItSkippedAGroupedNumber() {
        let run = ProgramRun(["--stdin", "--duration", "0.1", "--fps", "20"], piped: true, stdin: true) { program in
            program.feed("1,000\n5\n")
            program.closeInput()
            program.advance(by: 1)
        }
        #expect(run.status == 0 && !run.endedByTest)
        #expect(run.stdout.split(separator: "\n") == ["5"], "\(run.stdout)")
        #expect(run.stderrText.contains("stdin: line skipped: '1,000' is not a number: no grouping or decimal comma (write 1234.5)"),
                "\(run.stderrText)")
    }

    /// On the full screen `--stdin` gives the same hint in its status line.
    @Test func stdinSaysWhyItSkippedAGroupedNumber() {
        var screen = ""
        let run = ProgramRun(["--stdin"], size: .init(columns: 100, rows: 8), stdin: true, environment: .stdinPiped) { program in
            program.feed("1,000\n")
            program.advance(by: ProgramRun.frame)
            screen = program.screen
            program.type("q")
        }
        #expect(screen.contains("stdin: 1 line skipped ('1,000' is not a number: no grouping or decimal comma"), "\(screen)")
        #expect(run.status == 0 && !run.endedByTest)
    }

    /// Escape sequences, C1 controls, CR/BS and bidi overrides in data, on the full screen:
    /// the values still come (11 last), no cell holds a control character (nothing a terminal
    /// would take as a title, a clipboard write or a clear), nothing but frames is written.
    @Test func escapesInDataStayInert() {
        var screen = ""
        var controlCells = 0
        let run = ProgramRun(["--stdin", "--duration", "0.1", "--title", "Feed", "--hold"], stdin: true,
                             environment: .stdinPiped) { program in
            program.feed("5\u{1B}]2;PWNED\u{7}\n6\u{1B}]52;c;SGVsbG8=\u{7}\n\u{1B}[2J7\n\u{9B}31m8\n9\r\u{8}\n\u{202E}10\n11\n")
            program.closeInput()
            program.advance(by: 1)
            screen = program.screen
            controlCells = Board.cells(program.terminal.frame).filter {
                $0.character.value < 0x20 || (0x7F...0x9F).contains($0.character.value) || $0.character == "\u{202E}"
            }.count
            program.type("q")
        }
        #expect(screen.contains("11") && screen.contains("Feed"), "\(screen)")
        #expect(!screen.contains("PWNED") && !screen.contains("SGVsbG8"), "\(screen)")
        #expect(controlCells == 0)
        #expect(run.terminal.controls.isEmpty, "\(run.terminal.controls)")
        #expect(run.status == 0 && !run.endedByTest)
    }

    /// A flood (`yes 12345`, `seq`'s lines), the pipe kept full: `q` still ends the run at once
    /// with status 0.
    @Test(arguments: ["12345\n", (1...2000).map(String.init).joined(separator: "\n") + "\n"])
    func floodsStillQuitAtOnce(_ lines: String) {
        var endedAtOnce = false
        let run = ProgramRun(["--stdin", "--duration", "0.2"], stdin: true, environment: .stdinPiped) { program in
            for _ in 0..<8 {
                program.feedWhatFits(lines)
                program.advance(by: 0.025)
            }
            program.feedWhatFits(lines)
            program.type("q")
            endedAtOnce = program.hasEnded
        }
        #expect(endedAtOnce)
        #expect(run.status == 0 && !run.endedByTest)
        #expect(run.terminal.ended)
    }

    /// A value that trickles in (`12`, 300 ms, `34`), and a last line without a newline (`56`).
    @Test func trickleAndUnterminatedLastLine() {
        let run = ProgramRun(["--stdin", "--duration", "0.1", "--fps", "20"], piped: true, stdin: true) { program in
            program.feed("12")
            program.advance(by: 0.3)
            program.feed("34\n")
            program.advance(by: 0.3)
            program.feed("56")
            program.closeInput()
            program.advance(by: 1)
        }
        #expect(run.status == 0 && !run.endedByTest)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.contains("1234"), "\(lines)")
        #expect(lines.last == "56")
    }

    /// Odd numbers follow the one grammar: six refused (`nan`, `inf`, `1e400`, `1,234`,
    /// `12.5%`, full-width digits), -0 and " 42 " accepted; 42 last, no `-0` printed.
    @Test func oddNumbersFollowTheGrammar() {
        let run = ProgramRun(["--stdin", "--duration", "0.05", "--stats"], piped: true, stdin: true) { program in
            program.feed("nan\ninf\n1e400\n-0\n1,234\n12.5%\n 42 \n\u{FF14}\u{FF12}\n")
            program.closeInput()
            program.advance(by: 1)
        }
        #expect(run.status == 0 && !run.endedByTest)
        #expect(run.stdout.split(separator: "\n").last == "42")
        #expect(!run.stdout.split(separator: "\n").contains("-0"))
        #expect(run.stderrText.contains("stdin lines skipped: 6"), "\(run.stderrText)")
    }

    /// An empty stdin (`< /dev/null`): a quiet end, 0, as soon as the count's 50 ms are over. A
    /// closed one (`<&-`) cannot be read: one line and 74 before anything is shown, as for a
    /// directory (issue 34: it read as an empty input, status 0, and a count of it said
    /// `0 bytes` as if something had been counted).
    @Test(arguments: [(false, ["--stdin", "--duration", "0.05"], Int32(0)), (true, ["--stdin", "--duration", "0.05"], 74),
                      (true, ["--count-bytes"], 74), (true, ["--count-lines", "--tee"], 74),
                      (true, ["dashboard", "--stdin", "--counter", "to=5"], 74)])
    func absentStdinEndsAtOnce(closed: Bool, arguments: [String], status: Int32) {
        var shown = false, endedAtOnce = false
        let run = withStandardInput(from: "/dev/null") {
            ProgramRun(arguments, piped: true, environment: EnvironmentChange { $0.stdinClosed = closed }) { program in
                shown = true
                program.advance(by: 0.06)
                endedAtOnce = program.hasEnded
            }
        }
        #expect(run.status == status && !run.endedByTest, "\(run.status) \(run.stderrText)")
        if status == 74 {
            #expect(!shown)
            #expect(run.stderrText.hasSuffix(": standard input is closed; nothing to read\n") && run.stderrText.split(separator: "\n").count == 1,
                    "\(run.stderrText)")
            #expect(run.stdout.isEmpty)
        } else {
            #expect(endedAtOnce)
            #expect(run.stderrText.isEmpty && run.stdout.isEmpty, "\(run.stderrText)")
        }
    }
}

/// Live values from shell commands, the whole program in-process: a failed run, a value never
/// measured, numbers refused, output that is not text; every run due on the manual clock.
@MainActor
@Suite struct LiveCommandProgramTests {
    /// Run 1 prints `value: 10`, run 2 fails, run 3 prints 30 (every 400 ms): 10; then the card
    /// keeps 10 with a `!` and the status line says why; then 30, recovered by itself, no `!`.
    @Test func commandSourceShowsItsValueAndRecoversFromAFailingRun() throws {
        let scratch = try ScriptFolder()
        defer { scratch.remove() }
        let d = scratch.path
        let command = try scratch.script("sample.sh", """
            n=$(cat \(d)/n 2>/dev/null || echo 0); n=$((n + 1)); echo $n > \(d)/n
            if [ $n -eq 2 ]; then echo broken; exit 1; fi
            echo "value: $((n * 10))"
            """)
        var first = "", failing = "", recovered = ""
        let run = ProgramRun(["dashboard", "--counter", "style=label,title=Sampled,command=\(command),every=400ms,duration=100ms"],
                             size: .init(columns: 60, rows: 8)) { program in
            #expect(program.drawCommands())
            program.advance(by: 0.1)
            first = program.screen
            #expect(program.advanceDrawingCommands(by: 0.25))
            failing = program.screen
            #expect(program.advanceDrawingCommands(by: 0.35))
            program.advance(by: 0.1)
            recovered = program.screen
            program.type("q")
        }
        #expect(first.contains(" 10 ") && !first.contains("!"), "\(first)")
        #expect(failing.contains("Sampled ! ") && failing.contains(" 10 ") && failing.contains("! Sampled: exit 1"), "\(failing)")
        #expect(recovered.contains(" 30 ") && !recovered.contains("!"), "\(recovered)")
        #expect(run.status == 0 && !run.endedByTest)
    }

    /// A command that never gave a value says so (it used to say "keeping the last value");
    /// on a board, the status line names the first failing card and counts the others.
    @Test func failuresSayWhatIsShownAndHowManyFail() {
        var single = "", board = ""
        let one = ProgramRun(["--command", "echo oops; exit 2", "--every", "300ms", "--title", "Fail"],
                             size: .init(columns: 70, rows: 6)) { program in
            #expect(program.drawCommands())
            single = program.screen
            program.type("q")
        }
        #expect(single.contains("! exit 2; no value yet"), "\(single)")
        #expect(one.status == 0 && !one.endedByTest)
        let many = ProgramRun(["dashboard", "--counter", "title=A,command=exit 3,every=300ms", "--counter", "title=B,command=echo x,every=300ms",
                               "--counter", "title=C,command=echo 5,every=300ms"], size: .init(columns: 70, rows: 8)) { program in
            #expect(program.drawCommands())
            board = program.screen
            program.type("q")
        }
        #expect(board.contains("! A: exit 3 (+1 more failing)"), "\(board)")
        #expect(many.status == 0 && !many.endedByTest)
    }

    /// Failing runs show why on the card and the status line: what the command wrote on stderr
    /// shows only as the reason (`exit 3: oops`), never where the command would have put it; a
    /// command not found is `exit 127: …`.
    @Test(arguments: [("echo oops >&2; exit 3", "exit 3: oops"), ("nonexistent-cmd-\(getpid())", "exit 127: ")])
    func failingCommandsShowWhy(_ body: String, reason: String) throws {
        let scratch = try ScriptFolder()
        defer { scratch.remove() }
        let command = try scratch.script("failing", body)
        var screen = ""
        let run = ProgramRun(["dashboard", "--counter", "title=Fail,command=\(command),every=1s"]) { program in
            #expect(program.drawCommands())
            screen = program.screen
            program.type("q")
        }
        #expect(screen.contains(reason), "\(screen)")
        let rows = screen.split(separator: "\n")
        #expect(rows.filter { $0.contains("oops") }.allSatisfy { $0.contains("exit 3: oops") }, "\(rows)")
        #expect(run.status == 0 && !run.endedByTest)
    }

    /// `echo 12,345` showed 12, `echo 3,75` 3 and `load: 12,5` 12 (and counted up to them from
    /// 0, piped): now nothing is printed over three runs and stderr says why, as `--stdin` does.
    @Test(arguments: [("echo 12,345", "12,345"), ("echo 3,75", "3,75"), ("echo load: 12,5", "12,5")])
    func groupedNumbersAreRefusedNotCut(command: String, digits: String) {
        let run = ProgramRun(["--command", command, "--every", "500ms", "--duration", "0.1", "--fps", "20"], piped: true) { program in
            #expect(program.drawCommands())
            #expect(program.advanceDrawingCommands(by: 0.45))
            #expect(program.advanceDrawingCommands(by: 0.45))
        }
        #expect(run.stdout.isEmpty, "printed \(run.stdout)")
        #expect(run.stderrText.contains("command: '\(digits)' is not a number: no grouping or decimal comma (write 1234.5)"),
                "\(run.stderrText)")
    }

    /// 300 bytes that are not text (a `7.0` among them) put `7.0 °C` on a card with no mark;
    /// now the run fails: `!`, no value, the status line says why.
    @Test func outputThatIsNotTextIsAFailedRun() throws {
        let scratch = try ScriptFolder()
        defer { scratch.remove() }
        var state: UInt64 = 42
        var bytes = Array("7.0 ".utf8)
        while bytes.count < 300 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            bytes.append(UInt8(truncatingIfNeeded: state >> 56))
        }
        try Data(bytes).write(to: URL(fileURLWithPath: scratch.path + "/noise.bin"))
        let noise = try scratch.script("noise.sh", "cat \(scratch.path)/noise.bin")
        var screen = ""
        let run = ProgramRun(["dashboard", "--counter", "title=Temp,command=\(noise),every=300ms,format=0.0,suffix=°C"],
                             size: .init(columns: 80, rows: 10)) { program in
            #expect(program.drawCommands())
            screen = program.screen
            program.type("q")
        }
        #expect(screen.contains("Temp !") && screen.contains("! Temp: the output is not text (not UTF-8)"), "\(screen)")
        #expect(!screen.contains("7.0"), "\(screen)")
        #expect(run.status == 0 && !run.endedByTest)
    }

    /// A command held until the test lets it go: it waits on a FIFO, then prints `output`.
    static func held(_ scratch: ScriptFolder, _ name: String, printing output: String) throws -> (command: String, release: () -> Void) {
        let fifo = scratch.path + "/\(name).fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        let command = try scratch.script("\(name).sh", "read x < \(fifo); echo \(output)")
        return (command, {
            let writer = open(fifo, O_WRONLY)
            _ = "\n".withCString { write(writer, $0, 1) }
            close(writer)
        })
    }

    /// A single counter whose command has not yet given a value showed a big `0`: now `—`
    /// (whatever the time: 3 s in, its 4 s timeout not reached), then the first value as it is.
    @Test func aSingleCounterShowsADashUntilItsFirstValue() throws {
        let scratch = try ScriptFolder()
        defer { scratch.remove() }
        let late = try Self.held(scratch, "late", printing: "500")
        var before = "", after = ""
        let run = ProgramRun(["--command", late.command, "--every", "5s", "--timeout", "4s"], size: .init(columns: 60, rows: 8)) { program in
            program.advance(by: 3)
            before = program.screen
            late.release()
            #expect(program.drawCommands())
            program.advance(by: 1)
            after = program.screen
            program.type("q")
        }
        #expect(before.contains("—") && before.range(of: "[0-9]", options: .regularExpression) == nil, "\(before)")
        #expect(after.contains("500"), "\(after)")
        #expect(run.status == 0 && !run.endedByTest)
    }

    /// Piped, `--command 'echo 500'` printed `0 11 23 35 47 …`, values never read: now the first
    /// line is the first value (500), and the next (1000, 1 s later) is counted to from it.
    @Test func pipedOutputStartsAtTheFirstValueRead() throws {
        let scratch = try ScriptFolder()
        defer { scratch.remove() }
        let d = scratch.path + "/ran"
        let run = ProgramRun(["--command", "if [ -e \(d) ]; then echo 1000; else touch \(d); echo 500; fi",
                              "--every", "1s", "--duration", "0.5", "--ease", "linear", "--fps", "20"], piped: true) { program in
            #expect(program.drawCommands())
            #expect(program.advanceDrawingCommands(by: 0.95))
            program.advance(by: 1)
        }
        let lines = run.stdout.split(separator: "\n")
        let values = lines.compactMap { Int($0) }
        #expect(values.count == lines.count, "\(lines)")
        #expect(values.first == 500, "\(values)")
        #expect(values.last == 1000, "\(values)")
        #expect(values.allSatisfy { $0 >= 500 }, "\(values)")
        #expect(values.contains { $0 > 500 && $0 < 1000 }, "\(values)")
    }

    /// A card with limits was drawn green (ok) before it had any value: its start (`from: 0`)
    /// and a rate's `…` are neutral until a value is measured; then the level's colour shows.
    @Test func aCardWithLimitsIsNeutralUntilItsFirstValue() throws {
        let scratch = try ScriptFolder()
        defer { scratch.remove() }
        let d = scratch.path
        let rate = try scratch.script("rate.sh", "n=$(cat \(d)/n 2>/dev/null); n=$((${n:-0} + 1)); echo $n > \(d)/n; echo $((n * 10))")
        let late = try Self.held(scratch, "late", printing: "1")
        var waiting: [Cell] = [], measured: [Cell] = []
        var waitingText = ""
        let run = ProgramRun(["dashboard", "--counter", "style=label,title=Late,command=\(late.command),from=0,warn=5,every=5s,timeout=4s,flash=false",
                              "--counter", "style=label,title=Rate,command=\(rate),rate=second,warn=500,every=2s,flash=false"],
                             size: .init(columns: 80, rows: 8)) { program in
            // The rate's first total in; the late one still running.
            #expect(program.wait { ChildReaper.shared.running == 1 })
            program.advance(by: 1)
            waitingText = program.screen
            waiting = Board.cells(program.terminal.frame)
            late.release()
            #expect(program.drawCommands())
            // Counted up from its start (`from: 0`).
            program.advance(by: 3)
            measured = Board.cells(program.terminal.frame)
            program.type("q")
        }
        // Both waiting: `0` and `…`, in no colour of a level.
        #expect(waitingText.contains("0") && waitingText.contains("…"), "\(waitingText)")
        let neutral = waiting.filter { $0.character == "0" || $0.character == "…" }
        #expect(!neutral.isEmpty && neutral.allSatisfy { $0.style.foreground != .green }, "\(waitingText)")
        // Measured: ok, green.
        #expect(measured.contains { $0.character == "1" && $0.style.foreground == .green })
        #expect(run.status == 0 && !run.endedByTest)
    }

    /// `defaults:` with `duration`, `ease` and `history` were refused (65) as soon as one card
    /// had `phases:`: now each card takes the defaults that fit it; a bad default is still
    /// refused.
    @Test func defaultsApplyToTheCardsTheyFit() throws {
        let scratch = try ScriptFolder()
        defer { scratch.remove() }
        let file = scratch.path + "/board.yaml"
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
        let run = InProcessRun(["dashboard", file, "--frame-at", "10", "--size", "80x8"])
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
        let bad = InProcessRun(["dashboard", file, "--frame-at", "10"])
        #expect(bad.status == 65, "\(bad.stderr)")
        #expect(bad.stderr.contains("ease"), "\(bad.stderr)")
    }
}
