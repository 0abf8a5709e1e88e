import Foundation
import Testing

/// Live values through the real binary: piped stdin, and shell commands in a dashboard.
@Suite struct LiveTests {
    /// Runs `shell` (a pipeline using $BIN) and returns its stdout lines.
    func pipeline(_ shell: String) throws -> (status: Int32, lines: [Substring], stderr: String) {
        var env = ProcessInfo.processInfo.environment
        env["BIN"] = Binary.path
        env["SWIFT_BACKTRACE"] = "interactive=no"
        let result = try Spawn.run(["/bin/sh", "-c", shell], environment: env)
        return (result.status, result.stdout.split(separator: "\n"), result.stderr)
    }

    // Turning back from the value on screen is tested in-process (CounterCLITests/Program/
    // ProgramRunTests: StdinProgramTests), on the manual clock.

    @Test func skippedLinesAreCountedAndBinaryIsHarmless() throws {
        let run = try pipeline("printf '5\\nabc\\n\\000\\001\\033[2J\\n7\\n' | $BIN --stdin --duration 0.1 --fps 20 --stats")
        #expect(run.status == 0)
        #expect(run.lines.last == "7")
        #expect(run.stderr.contains("stdin lines skipped: 2"))
        #expect(!run.lines.joined().contains("\u{1b}"))
    }

    @Test func hugeLinesAndFloodsFinish() throws {
        let run = try pipeline("(head -c 3000000 /dev/zero | tr '\\0' '9'; echo; seq 1 200000) | $BIN --stdin --duration 0.05 --fps 30 --stats")
        #expect(run.status == 0)
        #expect(run.lines.last == "200000")
        #expect(run.stderr.contains("stdin lines skipped: 1"))
    }

    @Test func dashboardRoutesLinesById() throws {
        let board = try pipeline("""
            printf 'a 10\\nb=20\\n{"id": "a", "value": 15}\\nzz 5\\n' | $BIN dashboard --stdin \
              --counter 'id=a,title=A,duration=0.1' --counter 'id=b,title=B,duration=0.1' --fps 20 --stats
            """)
        #expect(board.status == 0)
        #expect(board.lines.last == "A: 15 | B: 20")
        #expect(board.stderr.contains("stdin lines skipped: 1"))
    }

    @Test func commandSourceShowsItsValueAndRecoversFromAFailingRun() throws {
        let tmux = try Tmux(columns: 60, rows: 8)
        let state = tmux.directory.appendingPathComponent("n").path
        let script = tmux.directory.appendingPathComponent("sample.sh").path
        // Run 1 prints 10, run 2 fails, run 3 prints 30, then 40, …
        try """
            #!/bin/sh
            n=$(cat \(state) 2>/dev/null || echo 0); n=$((n + 1)); echo $n > \(state)
            if [ $n -eq 2 ]; then echo broken; exit 1; fi
            echo "value: $((n * 10))"
            """.write(toFile: script, atomically: true, encoding: .utf8)
        chmod(script, 0o755)
        try tmux.start("dashboard --counter 'style=label,title=Sampled,command=\(script),every=400ms,duration=100ms'")
        #expect(try tmux.wait(timeout: 5) { try tmux.screen().contains(" 10 ") })
        // The failing run: the card keeps 10 and gets a '!', the status line says why.
        #expect(try tmux.wait(timeout: 5) {
            let screen = try tmux.screen()
            return screen.contains("Sampled ! ") && screen.contains(" 10 ") && screen.contains("! Sampled: exit 1")
        })
        // The next good run recovers by itself (30, or a later value on a busy machine).
        #expect(try tmux.wait(timeout: 5) {
            let screen = try tmux.screen()
            return screen.range(of: " [3-9]0 ", options: .regularExpression) != nil && !screen.contains("!")
        })
        try tmux.keys("q")
        #expect(try tmux.status() == 0)
        #expect(tmux.sttyRestored())
    }

    /// A command that never gave a value says so (it used to say "keeping the last value");
    /// on a board, the status line names the first failing card and counts the others.
    @Test func failuresSayWhatIsShownAndHowManyFail() throws {
        let single = try Tmux(columns: 70, rows: 6)
        try single.start("--command \"echo oops; exit 2\" --every 300ms --title Fail")
        #expect(try single.wait(timeout: 5) { try single.screen().contains("! exit 2; no value yet") },
                "\((try? single.screen()) ?? "")")
        try single.keys("q")
        #expect(try single.status() == 0)
        let board = try Tmux(columns: 70, rows: 8)
        try board.start("dashboard --counter \"title=A,command=exit 3,every=300ms\" --counter \"title=B,command=echo x,every=300ms\" "
            + "--counter \"title=C,command=echo 5,every=300ms\"")
        #expect(try board.wait(timeout: 5) { try board.screen().contains("! A: exit 3 (+1 more failing)") },
                "\((try? board.screen()) ?? "")")
        try board.keys("q")
        #expect(try board.status() == 0)
    }

    @Test func stdinIntoAFullScreenReadsKeysFromTheTerminal() throws {
        let tmux = try Tmux()
        let fifo = tmux.directory.appendingPathComponent("feed").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // Data on stdin (a FIFO kept open), keys from the terminal: q still quits.
        try tmux.start("--stdin --duration 100ms --title Live < \(fifo)")
        let writer = open(fifo, O_WRONLY)
        defer { close(writer) }
        _ = "42\n".withCString { write(writer, $0, strlen($0)) }
        try tmux.wait { try tmux.display("#{alternate_on}") == "1" }
        #expect(try tmux.wait(timeout: 5) { try tmux.screen().contains("42") })
        try tmux.keys("q")
        #expect(try tmux.status() == 0)
        #expect(tmux.sttyRestored())
    }
}
