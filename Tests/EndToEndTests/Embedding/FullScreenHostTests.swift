import Foundation
import Testing

/// The full-screen runner in a host's own program (Examples/Board, Examples/Checks), in
/// tmux: the run returns how it ended and the host goes on with the terminal, its modes and its
/// signals as they were: a typed line is read, Ctrl-C at its own prompt ends it (130).
@Suite(.serialized) struct FullScreenHostTests {
    private func board() throws -> String { try HostPackage.products(of: "Examples") + "/Board" }
    private func host(_ name: String) throws -> String { try HostPackage.products(of: "Examples") + "/" + name }

    @Test func theBoardEndsExactAndTheHostGoesOn() throws {
        let tmux = try Tmux()
        try tmux.startHost(try board(), "40")
        #expect(tmux.wait(timeout: 20) { (try? tmux.screen())?.contains("board ended: finished, 36 done, 4 failed") == true },
                "\((try? tmux.screen()) ?? "")")
        try tmux.keys("a line of mine", "Enter")
        #expect(tmux.wait { (try? tmux.screen())?.contains("echo: a line of mine") == true }, "\((try? tmux.screen()) ?? "")")
        #expect(try tmux.status() == 0, "\(tmux.stderr())")
        #expect(tmux.sttyRestored(), "\(tmux.sttyPair())")
    }

    @Test func quitReturnsToTheHostWhichReadsATypedLine() throws {
        let tmux = try Tmux()
        try tmux.startHost(try board(), "100000")
        #expect(tmux.wait(timeout: 20) { (try? tmux.screen())?.contains("─ failed ─") == true }, "\((try? tmux.screen()) ?? "")")
        try tmux.keys("q")
        #expect(tmux.wait { (try? tmux.screen())?.contains("board ended: quit") == true }, "\((try? tmux.screen()) ?? "")")
        try tmux.keys("typed after the board", "Enter")
        #expect(tmux.wait { (try? tmux.screen())?.contains("echo: typed after the board") == true }, "\((try? tmux.screen()) ?? "")")
        #expect(try tmux.status() == 0, "\(tmux.stderr())")
        #expect(tmux.sttyRestored(), "\(tmux.sttyPair())")
    }

    @Test func ctrlCIsReturnedThenKillsTheHostAtItsOwnPrompt() throws {
        let tmux = try Tmux()
        try tmux.startHost(try board(), "100000")
        #expect(tmux.wait(timeout: 20) { (try? tmux.screen())?.contains("─ failed ─") == true }, "\((try? tmux.screen()) ?? "")")
        try tmux.keys("C-c")
        #expect(tmux.wait { (try? tmux.screen())?.contains("board ended: interrupted(signal: 2)") == true },
                "\((try? tmux.screen()) ?? "")")
        // The host waits for a line at its own prompt: Ctrl-C there is the host's again.
        try tmux.keys("C-c")
        #expect(try tmux.status(timeout: 5) == 130, "\(tmux.stderr())")
        #expect(tmux.sttyRestored(), "\(tmux.sttyPair())")
    }

    @Test func aPlainMainRunsTheSynchronousRunner() throws {
        let tmux = try Tmux()
        try tmux.startHost(try host("sync-host"))
        // The host prints its lines one by one: waits for the last one it prints before its prompt.
        #expect(tmux.wait(timeout: 20) { (try? tmux.screen())?.contains("signals changed by the run:") == true },
                "\((try? tmux.screen()) ?? "")")
        // The host's handler, ignored and blocked signals, and every other disposition, as before.
        let afterRun = try tmux.screen()
        #expect(afterRun.contains("sync host: finished, count 50"), "\(afterRun)")
        #expect(afterRun.contains("signals changed by the run: none"), "\(afterRun)")
        // Ctrl-C at the host's prompt is the host's own handler's again, not a relay's.
        try tmux.keys("C-c")
        try tmux.keys("plain", "Enter")
        #expect(tmux.wait { (try? tmux.screen())?.contains("echo: plain") == true }, "\((try? tmux.screen()) ?? "")")
        #expect(tmux.wait { (try? tmux.screen())?.contains("the host's own SIGINT handler ran 1 times") == true },
                "\((try? tmux.screen()) ?? "")")
        #expect(try tmux.status() == 0, "\(tmux.stderr())")
        #expect(tmux.sttyRestored(), "\(tmux.sttyPair())")
    }

    /// After an `await` in an async main the main queue is the Swift runtime's: turning it there
    /// hung the display at its first frame (the CLI's session, on main's code) or trapped.
    @Test func anAsyncMainThatAwaitedFirstRunsTheDisplay() throws {
        let tmux = try Tmux()
        try tmux.startHost(try host("await-host"))
        #expect(tmux.wait(timeout: 20) { (try? tmux.screen())?.contains("await host: finished, count 50") == true },
                "\((try? tmux.screen()) ?? "")")
        try tmux.keys("after await", "Enter")
        #expect(tmux.wait { (try? tmux.screen())?.contains("echo: after await") == true }, "\((try? tmux.screen()) ?? "")")
        #expect(try tmux.status() == 0, "\(tmux.stderr())")
        #expect(tmux.sttyRestored(), "\(tmux.sttyPair())")
    }

    /// The synchronous run called off the main thread (after an `await`) says so at once instead
    /// of turning a main queue that is not its own.
    @Test func theSynchronousRunAfterAnAwaitRefuses() throws {
        let tmux = try Tmux()
        try tmux.startHost(try host("await-host"), "sync")
        #expect(tmux.wait(timeout: 20) { (try? tmux.screen())?.contains("await host: refused: FullScreen.run()") == true },
                "\((try? tmux.screen()) ?? "")")
        try tmux.keys("x", "Enter")
        #expect(try tmux.status() == 0, "\(tmux.stderr())")
        #expect(tmux.sttyRestored(), "\(tmux.sttyPair())")
    }

    /// A cancelled task running the display ends it and throws CancellationError; the terminal
    /// is the host's again.
    @Test func cancellingTheTaskEndsTheDisplayAndThrows() throws {
        let tmux = try Tmux()
        try tmux.startHost(try host("await-host"), "cancel")
        #expect(tmux.wait(timeout: 20) { (try? tmux.screen())?.contains("await host: threw CancellationError()") == true },
                "\((try? tmux.screen()) ?? "")")
        try tmux.keys("after cancel", "Enter")
        #expect(tmux.wait { (try? tmux.screen())?.contains("echo: after cancel") == true }, "\((try? tmux.screen()) ?? "")")
        #expect(try tmux.status() == 0, "\(tmux.stderr())")
        #expect(tmux.sttyRestored(), "\(tmux.sttyPair())")
    }

    /// The same FullScreen runs again after it finished (it waits for a finish of its own, not
    /// the first run's), and the keys typed in it but q reach the host's `onKey`.
    @Test func aFinishedDisplayRunsAgainAndGivesTheHostItsKeys() throws {
        let tmux = try Tmux()
        try tmux.startHost(try host("await-host"), "again")
        #expect(tmux.wait(timeout: 20) { (try? tmux.screen())?.contains("count 50") == true }, "\((try? tmux.screen()) ?? "")")
        // The second run is up (the first one's finish does not end it at once).
        Thread.sleep(forTimeInterval: 0.5)
        let between = try tmux.screen()
        #expect(!between.contains("await host: second"), "\(between)")
        // Typed in one go with the q that ends it: each key before q still reaches the host.
        try tmux.keys("a", "b", "Space", "r", "+", "q")
        #expect(tmux.wait { (try? tmux.screen())?.contains("await host: second quit, typed \"ab r+\"") == true },
                "\((try? tmux.screen()) ?? "")")
        try tmux.keys("x", "Enter")
        #expect(try tmux.status() == 0, "\(tmux.stderr())")
        #expect(tmux.sttyRestored(), "\(tmux.sttyPair())")
    }

    /// A second display in the same process starts and ends as the first, and the host's
    /// signals are still its own after both.
    @Test func aSecondRunInTheSameProcessWorks() throws {
        let tmux = try Tmux()
        try tmux.startHost(try host("sync-host"), "twice")
        // The last line the host prints before its prompt: the lines before it are on the screen.
        #expect(tmux.wait(timeout: 20) { (try? tmux.screen())?.contains("signals changed by the run:") == true },
                "\((try? tmux.screen()) ?? "")")
        let afterRuns = try tmux.screen()
        #expect(afterRuns.contains("second run: finished"), "\(afterRuns)")
        #expect(afterRuns.contains("signals changed by the run: none"), "\(afterRuns)")
        try tmux.keys("x", "Enter")
        #expect(try tmux.status() == 0, "\(tmux.stderr())")
        #expect(tmux.sttyRestored(), "\(tmux.sttyPair())")
    }

    /// A run asked for while one is active (from inside the draw closure: the same display's
    /// and another's) throws at once, and the first run ends as usual. On main's code the
    /// nested run took the terminal over again and never returned.
    @Test func aSecondRunWhileOneIsActiveThrows() throws {
        let tmux = try Tmux()
        try tmux.startHost(try host("rules-host"), "nested")
        // The last line the host prints before its prompt (its lines come one by one: read as
        // soon as the first one was drawn, the screen missed the others beside two CPU burners).
        #expect(tmux.wait(timeout: 20) { (try? tmux.screen())?.contains("refusal:") == true },
                "\((try? tmux.screen()) ?? "")")
        let screen = try tmux.screen()
        #expect(screen.contains("rules host: finished"), "\(screen)")
        #expect(screen.contains("nested runs refused: 2"), "\(screen)")
        #expect(screen.contains("refusal: a FullScreen run is already active; only one display at a time"), "\(screen)")
        try tmux.keys("x", "Enter")
        #expect(try tmux.status() == 0, "\(tmux.stderr())")
        #expect(tmux.sttyRestored(), "\(tmux.sttyPair())")
    }

    /// The host's own SIGALRM (a 200 ms itimer) and SIGUSR1 handlers run during the display,
    /// which goes on. On main's code the first alarm ended it: `interrupted(signal: 14)`.
    @Test func theHostsOwnSignalHandlersRunDuringTheDisplay() throws {
        let tmux = try Tmux()
        try tmux.startHost(try host("rules-host"), "alarm")
        #expect(tmux.wait(timeout: 20) { (try? tmux.screen())?.contains("host handlers:") == true },
                "\((try? tmux.screen()) ?? "")")
        let screen = try tmux.screen()
        #expect(screen.contains("rules host: finished"), "\(screen)")
        #expect(screen.contains("host handlers: alarms ran, SIGUSR1 ran 1 times"), "\(screen)")
        try tmux.keys("x", "Enter")
        #expect(try tmux.status() == 0, "\(tmux.stderr())")
        #expect(tmux.sttyRestored(), "\(tmux.sttyPair())")
    }

    /// SIGTSTP ignored by the host stays ignored during the run: it does not stop it, and q
    /// still quits. On main's code the run caught it and stopped the host. (Sent to the host
    /// alone: Ctrl-Z would stop the harness's `sh -c` around it too.)
    @Test func aSuspendTheHostIgnoresIsIgnoredDuringTheRun() throws {
        let tmux = try Tmux()
        try tmux.startHost(try host("rules-host"), "tstp")
        #expect(tmux.wait(timeout: 20) { (try? tmux.screen())?.contains("count 10") == true }, "\((try? tmux.screen()) ?? "")")
        let shown = try tmux.screen()
        let pid = try #require(shown.split(separator: "\n").first { $0.contains(" pid ") }
            .flatMap { $0.split(separator: " ").last }.flatMap { Int32($0) }, "\(shown)")
        #expect(kill(pid, SIGTSTP) == 0)
        Thread.sleep(forTimeInterval: 1)
        try tmux.keys("q")
        #expect(tmux.wait { (try? tmux.screen())?.contains("rules host: quit") == true }, "\((try? tmux.screen()) ?? "")")
        try tmux.keys("x", "Enter")
        #expect(try tmux.status() == 0, "\(tmux.stderr())")
        #expect(tmux.sttyRestored(), "\(tmux.sttyPair())")
    }

    /// SIGUSR2 ignored by the host during the run (with a DispatchSource) stays ignored after
    /// it. On main's code the restore put the default back and SIGUSR2 killed the host.
    @Test func signalSetUpDuringTheRunStaysTheHosts() throws {
        let tmux = try Tmux()
        try tmux.startHost(try host("rules-host"), "later")
        #expect(tmux.wait(timeout: 20) { (try? tmux.screen())?.contains("SIGUSR2 after the run: ignored") == true },
                "\((try? tmux.screen()) ?? "")")
        try tmux.keys("x", "Enter")
        #expect(try tmux.status() == 0, "\(tmux.stderr())")
        #expect(tmux.sttyRestored(), "\(tmux.sttyPair())")
    }

    /// Out of descriptors (`ulimit -n 8`), the run says so instead of blaming the terminal type.
    @Test func tooFewDescriptorsIsSaidPlainly() throws {
        let tmux = try Tmux()
        try tmux.startHost(try host("rules-host"), "fds")
        #expect(tmux.wait(timeout: 20) { (try? tmux.screen())?.contains("rules host failed:") == true },
                "\((try? tmux.screen()) ?? "")")
        let screen = try tmux.screen()
        #expect(screen.contains("rules host failed: no full screen: out of file descriptors (ulimit -n is 8)"), "\(screen)")
        try tmux.keys("x", "Enter")
        #expect(try tmux.status() == 0, "\(tmux.stderr())")
        #expect(tmux.sttyRestored(), "\(tmux.sttyPair())")
    }

    /// libdispatch's SIGINT handler, installed asynchronously for a source made just before the
    /// run (SIGINT ignored first, as libdispatch asks), is still SIGINT's after it. On main's code
    /// the restore put SIG_IGN back over it in about half the runs (the source went deaf):
    /// three runs here.
    @Test func aDispatchSourceMadeBeforeTheRunStillHearsAfterIt() throws {
        for _ in 1...3 {
            let tmux = try Tmux()
            try tmux.startHost(try host("rules-host"), "dispatch")
            #expect(tmux.wait(timeout: 20) { (try? tmux.screen())?.contains("SIGINT after the run:") == true },
                    "\((try? tmux.screen()) ?? "")")
            let screen = try tmux.screen()
            #expect(screen.contains("SIGINT after the run: handled"), "\(screen)")
            try tmux.keys("x", "Enter")
            #expect(try tmux.status() == 0, "\(tmux.stderr())")
        }
    }
}
