import Foundation
import Testing

/// Issue 34, a good terminal citizen: nothing is done to the terminal from the background, what
/// the user typed ahead stays for the shell, and answers that arrive late or in pieces reach
/// neither the key decoder nor the shell.
@Suite(.serialized) struct TerminalCitizenTests {
    // MARK: - The background

    /// `--inline … &` runs on in the background, draws nothing and runs `--on-done`; it used to
    /// stop at its cursor query ("Stopped (tty output)") and never end.
    @Test func inlineStartedInTheBackgroundRunsToItsEnd() throws {
        let tmux = try Tmux.interactiveBash()
        let done = tmux.directory.appendingPathComponent("done").path
        try tmux.keys("clear; \(Binary.path) --to 100 --duration 1 --inline --on-done 'touch \(done)' &", "Enter")
        #expect(tmux.wait(timeout: 8) { FileManager.default.fileExists(atPath: done) }, "--on-done never ran")
        // bash learns of the end from SIGCHLD: asked until its `jobs` says so, then shown.
        #expect(try tmux.waitUntilTheShellSeesItsJob("Done"),
                "jobs: \((try? String(contentsOf: tmux.directory.appendingPathComponent("jobs"), encoding: .utf8)) ?? "none")")
        try tmux.keys("jobs", "Enter")
        let screen = try tmux.screen()
        #expect(!screen.contains("Stopped"), "\(screen)")
        // Nothing drawn over the shell: no value on a line of its own (or after a prompt).
        #expect(!screen.split(separator: "\n").contains {
            Int($0.replacingOccurrences(of: "$", with: "").trimmingCharacters(in: .whitespaces)) != nil
        }, "\(screen)")
    }

    /// A q typed once the full screen is up quits, however long the start takes after that
    /// (here half a second, a loaded machine's): it used to be set aside as typed ahead for the
    /// shell when the terminal was asked, a moment after the screen came up, and the run went on.
    @Test func aKeyTypedOnceTheScreenIsUpIsAKey() throws {
        let tmux = try Tmux()
        let before = try tmux.startFullScreen("--to 9999 --duration 60",
                                              environment: "LANG=C.UTF-8 COUNTER_TUI_TEST_SLOW_START=1")
        try tmux.keys("q")
        #expect(try tmux.status(timeout: 5) == 0)
        #expect(try tmux.restoreProblems(stateBefore: before).isEmpty)
    }

    /// A full screen started with `&` stops before it touches the terminal (as vim does) and
    /// `fg` brings it up: nothing drawn over the shell meanwhile, the terminal given back after.
    @Test func aFullScreenStartedInTheBackgroundWaitsForFg() throws {
        let tmux = try Tmux.interactiveBash()
        try tmux.keys("clear; stty -g > \(tmux.directory.path)/before", "Enter")
        try tmux.keys("\(Binary.path) --to 100 --duration 1 &", "Enter")
        #expect(try tmux.wait(timeout: 5) { try tmux.appPid().flatMap { ProcessStat($0)?.state } == "T" })
        #expect(try tmux.display("#{alternate_on}") == "0")
        #expect(try tmux.waitUntilTheShellSeesTheJobStopped())
        try tmux.keys("fg", "Enter")
        #expect(try tmux.wait(timeout: 5) { try tmux.display("#{alternate_on}") == "1" })
        #expect(try tmux.wait(timeout: 6) { try tmux.display("#{alternate_on}") == "0" })
        try tmux.recordStatus()
        #expect(try tmux.status() == 0)
        #expect(tmux.sttyRestored(), "\(tmux.sttyPair())")
        #expect(try tmux.screen().contains("\n100\n"))
    }

    // MARK: - Typeahead

    /// Types a command line that runs the binary with `arguments` once the test lets it (a
    /// FIFO's line), and waits until the shell is running it and waiting there: what the test
    /// types next is typed ahead of the binary, whatever the machine's speed. A line on the gate
    /// lets the binary start.
    static func gatedStart(_ tmux: Tmux, _ arguments: String) throws -> Feed {
        let gate = try Feed(in: tmux.directory, name: "gate")
        let waiting = tmux.directory.appendingPathComponent("waiting").path
        try tmux.keys("clear; touch \(waiting); read go < \(gate.path); \(Binary.path) \(arguments)", "Enter")
        #expect(tmux.wait { FileManager.default.fileExists(atPath: waiting) })
        return gate
    }

    /// A command typed while the one before runs reaches the shell after an `--inline` run: the
    /// cursor query read it and threw it away.
    @Test func aCommandTypedAheadOfAnInlineRunReachesTheShell() throws {
        let tmux = try Tmux.interactiveBash()
        let ahead = tmux.directory.appendingPathComponent("ahead").path
        let gate = try Self.gatedStart(tmux, "--to 5 --duration 0.3 --inline")
        try tmux.keys("touch \(ahead)", "Enter")
        gate.write("go\n")
        #expect(tmux.wait(timeout: 6) { FileManager.default.fileExists(atPath: ahead) }, "\((try? tmux.screen()) ?? "")")
    }

    /// A line typed ahead without Enter stays on the shell's command line, whole.
    @Test func aLineTypedAheadWithoutEnterStaysForTheShell() throws {
        let tmux = try Tmux.interactiveBash()
        let ahead = tmux.directory.appendingPathComponent("partial").path
        let gate = try Self.gatedStart(tmux, "--to 5 --duration 0.3 --inline")
        try tmux.keys("-l", "touch \(ahead)")
        gate.write("go\n")
        // The run ends and bash shows the prompt, with the line typed ahead on it.
        #expect(try tmux.wait(timeout: 6) { try tmux.screen().contains("$ touch \(ahead)") }, "\((try? tmux.screen()) ?? "")")
        try tmux.keys("Enter")
        #expect(tmux.wait(timeout: 3) { FileManager.default.fileExists(atPath: ahead) }, "\((try? tmux.screen()) ?? "")")
    }

    /// A line typed ahead (without Enter) while the command before ran is the shell's, not the
    /// full screen's keys: it used to be read as keys (the space paused the count, `l` showed a
    /// note) and never reached the shell.
    @Test func typeaheadBeforeAFullScreenRunStaysForTheShell() throws {
        let tmux = try Tmux.interactiveBash()
        let ahead = tmux.directory.appendingPathComponent("typed").path
        let gate = try Self.gatedStart(tmux, "--to 5 --duration 0.5; echo rc=$?")
        try tmux.keys("-l", "touch \(ahead)")
        gate.write("go\n")
        #expect(try tmux.wait(timeout: 8) { try tmux.screen().contains("rc=0\n$ touch \(ahead)") },
                "\((try? tmux.screen()) ?? "")")
        try tmux.keys("Enter")
        #expect(tmux.wait(timeout: 3) { FileManager.default.fileExists(atPath: ahead) }, "\((try? tmux.screen()) ?? "")")
    }

    /// At Ctrl-Z too the shell gets what was typed ahead of the full screen, on its command line.
    @Test func typeaheadGoesBackToTheShellAtCtrlZ() throws {
        let tmux = try Tmux.interactiveBash()
        let ahead = tmux.directory.appendingPathComponent("typed").path
        let gate = try Self.gatedStart(tmux, "--to 100 --duration 20")
        try tmux.keys("-l", "touch \(ahead)")
        gate.write("go\n")
        #expect(try tmux.wait(timeout: 5) { try tmux.display("#{alternate_on}") == "1" })
        // Up and counting: the first frames drawn.
        #expect(try tmux.wait(timeout: 5) { try tmux.screen().contains { $0.isNumber && $0 != "0" } })
        try tmux.keys("C-z")
        #expect(try tmux.wait(timeout: 5) { try tmux.screen().contains("$ touch \(ahead)") }, "\((try? tmux.screen()) ?? "")")
        try tmux.keys("Enter")
        #expect(tmux.wait(timeout: 3) { FileManager.default.fileExists(atPath: ahead) }, "\((try? tmux.screen()) ?? "")")
        try tmux.keys("kill %1", "Enter")
    }

    // MARK: - Late and split answers

    /// An answer split by the link (Esc, the rest 100 ms later) is not the Esc key: the count
    /// runs its two seconds and ends on 100. It used to end after 0.2 s on 0, the rest of the
    /// answer left for the shell.
    @Test func aSplitAnswerIsNotTheEscapeKey() throws {
        let run = try SlowTerminal.run(["--split", "0.1"], "--to 100 --duration 2")
        #expect(run.status == 0)
        #expect(run.seconds >= 1.9, "ended after \(run.seconds) s")
        #expect(run.output.hasSuffix("100\r\n"), "\(run.output.suffix(80).debugDescription)")
        #expect(run.left.isEmpty, "left for the shell: \(run.left.debugDescription)")
    }

    /// An answer split with 300 ms between its pieces (more than the 150 ms a lone Esc once
    /// waited) is not the Esc key: the run used to end after 0.65 s on 0, `[?62;22c` left for
    /// the shell.
    @Test func aSplitAnswerWithALongGapIsNotTheEscapeKey() throws {
        let run = try SlowTerminal.run(["--split", "0.3"], "--to 100 --duration 1.5")
        #expect(run.status == 0)
        #expect(run.seconds >= 1.4, "ended after \(run.seconds) s")
        #expect(run.output.hasSuffix("100\r\n"), "\(run.output.suffix(80).debugDescription)")
        #expect(run.left.isEmpty, "left for the shell: \(run.left.debugDescription)")
    }

    /// 600 ms between the pieces: no tail of an answer is read as keys or left for the shell
    /// (`[?2026;2$y\e[?62;22c` used to be, after a run that ended at 0.57 s).
    @Test func theTailOfAnAnswerIsNeverLeftForTheShell() throws {
        let run = try SlowTerminal.run(["--split", "0.6"], "--to 100 --duration 1.5")
        #expect(run.status == 0)
        #expect(run.left.isEmpty, "left for the shell: \(run.left.debugDescription)")
        #expect(!run.output.contains("^[[?"), "echoed: \(run.output.suffix(80).debugDescription)")
        #expect(!run.output.contains("[?62;22c"), "echoed: \(run.output.suffix(80).debugDescription)")
    }

    /// Late and split: the answer starts after 150 ms, its rest 60 ms later.
    @Test func aLateSplitAnswerIsNotTheEscapeKey() throws {
        let run = try SlowTerminal.run(["--late", "0.15", "--split", "0.06"], "--to 100 --duration 2")
        #expect(run.status == 0)
        #expect(run.seconds >= 1.9, "ended after \(run.seconds) s")
        #expect(run.output.hasSuffix("100\r\n"), "\(run.output.suffix(80).debugDescription)")
        #expect(run.left.isEmpty, "left for the shell: \(run.left.debugDescription)")
    }

    /// Answers still on their way when the run ends are read out of the input, not typed into
    /// the shell (`^[[?2026;2$y^[[?62;22c` used to follow the prompt).
    @Test func anAnswerOwedAtTheEndIsDrained() throws {
        let run = try SlowTerminal.run(["--late", "0.3"], "--to 5 --duration 0.05")
        #expect(run.status == 0)
        #expect(run.output.hasSuffix("5\r\n"), "\(run.output.suffix(80).debugDescription)")
        #expect(run.left.isEmpty, "left for the shell: \(run.left.debugDescription)")
        #expect(!run.output.contains("^[[?"), "echoed: \(run.output.suffix(80).debugDescription)")
    }

    /// `--inline`'s cursor query answered after its 300 ms wait, the run already over: the
    /// answer is read out of the input, not left for the shell (`^[[1;1R` after the prompt).
    @Test func aLateCursorAnswerIsNotLeftForTheShell() throws {
        let run = try SlowTerminal.run(["--late", "0.5"], "--to 5 --duration 0.1 --inline")
        #expect(run.status == 0)
        #expect(run.output.hasSuffix("5\r\n"), "\(run.output.suffix(80).debugDescription)")
        #expect(run.left.isEmpty, "left for the shell: \(run.left.debugDescription)")
    }

    /// Another program of the pipeline reads the same terminal (`cat` here; ssh without -n, a
    /// pager): the terminal's answer to the cursor query and to the synchronized-output probe
    /// may reach it first. The run goes on to its end without the answer, inline and on the full
    /// screen; it used to wait in a read of the terminal for ever, blank (issue 47: 5 runs of 6).
    @Test(arguments: ["--inline", ""])
    func anotherReaderOfTheTerminalDoesNotHoldTheStart(_ mode: String) throws {
        let tmux = try Tmux()
        let d = tmux.directory.path
        try tmux.keys("clear; (cat > \(d)/taken) | \(Binary.path) --to 100 --duration 1 \(mode) --on-done 'touch \(d)/done'; "
            + "echo $? > \(d)/status.tmp; mv \(d)/status.tmp \(d)/status", "Enter")
        let done = tmux.wait(timeout: 10) { FileManager.default.fileExists(atPath: "\(d)/done") }
        #expect(done, "the run never settled: \((try? tmux.screen()) ?? "")")
        // Once counter-tui has ended (it reads the terminal until then: a late answer is read
        // out of its input), `cat` still reads the terminal, until an end of input: Enter ends
        // a line an answer it took may have begun, Ctrl-D on an empty line is the end.
        #expect(tmux.wait(timeout: 5) { ((try? tmux.appPid()) ?? nil) == nil })
        try tmux.keys("Enter")
        try tmux.keys("C-d")
        let status = try tmux.status(timeout: 5)
        #expect(status == 0, "status \(status.map(String.init) ?? "none"): \((try? tmux.screen()) ?? "")")
    }

    /// Esc is still the Esc key while an answer is owed: it ends the run, after a short wait for
    /// a rest that does not come.
    @Test func theEscapeKeyStillQuitsWhileAnAnswerIsOwed() throws {
        let run = try SlowTerminal.run(["--late", "1.0", "--press", "0.6:\\e"], "--to 100 --duration 3")
        #expect(run.status == 0)
        #expect(run.seconds > 0.5 && run.seconds < 2, "ended after \(run.seconds) s")
    }
}
