import Foundation
import Testing

/// Job control as a person uses it: an interactive `bash --norc -i` in a tmux pane, Ctrl-Z,
/// `bg`, `fg`. bash's `fg` sends SIGCONT only to a stopped job; a full-screen program continued
/// in the background by `bg` must stop again, or `fg` would hand it the terminal unannounced.
@Suite(.serialized) struct ReliabilityJobControlTests {
    struct Job: CustomTestStringConvertible, Sendable {
        var name: String
        var arguments: String
        /// The number it ends on.
        var last: String
        /// Stays on screen when done (a dashboard): quit with q.
        var holds: Bool
        var testDescription: String { name }
    }

    static let jobs = [
        Job(name: "counter", arguments: "--from 0 --to 99 --duration 2 --ease linear", last: "99", holds: false),
        Job(name: "dashboard", arguments: "dashboard --counter title=Jobs,to=77,duration=2", last: "77", holds: true),
    ]

    /// Opens a pane with an interactive bash and a short prompt.
    static func bash() throws -> Tmux {
        let tmux = try Tmux(shell: "bash --norc -i")
        try tmux.keys("PS1='$ '; clear", "Enter")
        try tmux.wait { try tmux.screen().hasPrefix("$") }
        return tmux
    }

    @Test(arguments: jobs)
    func ctrlZThenBgThenFgInInteractiveBash(_ job: Job) throws {
        let tmux = try Self.bash()
        try tmux.startDirect(job.arguments)
        try tmux.wait { try tmux.display("#{alternate_on}") == "1" }
        let pid = try #require(try tmux.appPid())
        try tmux.keys("C-z")
        #expect(try tmux.wait(timeout: 3) { try tmux.screen().contains("Stopped") && ProcessStat(pid)?.state == "T" })
        try tmux.keys("clear; bg", "Enter")
        // Continued in the background, it stops again at once, drawing nothing over the shell.
        #expect(tmux.wait(timeout: 3) { ProcessStat(pid)?.state == "T" })
        #expect(try tmux.wait(timeout: 3) { try tmux.screen().contains("& ") || tmux.screen().contains("&\n") })
        #expect(try tmux.display("#{alternate_on} #{cursor_flag}") == "0 1")
        let shell = try tmux.screen().split(separator: "\n")
        #expect(!shell.contains { Int($0.trimmingCharacters(in: .whitespaces)) != nil }, "\(shell)")
        // bash learns of the new stop from SIGCHLD; an `fg` typed before that finds the job
        // "running" and sends no SIGCONT (a person never types that fast).
        usleep(300_000)
        try tmux.keys("fg", "Enter")
        #expect(try tmux.wait(timeout: 3) { try tmux.display("#{alternate_on}") == "1" })
        // Keys are read again: Ctrl-L repaints, nothing is echoed.
        try tmux.keys("C-l")
        if job.holds {
            #expect(try tmux.wait(timeout: 6) { try tmux.screen().contains(job.last) })
            #expect(!(try tmux.screen().contains("^L")))
            try tmux.keys("q")
        }
        #expect(try tmux.wait(timeout: 6) { try tmux.display("#{alternate_on}") == "0" })
        try tmux.recordStatus()
        #expect(try tmux.status() == 0)
        #expect(tmux.sttyRestored(), "\(tmux.sttyPair())")
        let screen = try tmux.screen()
        #expect(!screen.contains("^L") && !screen.contains("^["), "\(screen)")
        if !job.holds { #expect(screen.contains("\n\(job.last)\n"), "\(screen)") }
        // The cursor is back on the prompt line, not rows above it (capture-pane drops the
        // prompt's trailing space).
        #expect(try tmux.wait(timeout: 3) {
            let lines = try tmux.screen().split(separator: "\n", omittingEmptySubsequences: false)
            let row = Int(try tmux.display("#{cursor_y}")) ?? -1
            return lines.indices.contains(row) && lines[row] == "$"
        })
    }

    /// Ctrl-Z and `fg` again and again in bash, then q: alive, whole, restored.
    @Test func repeatedCtrlZAndFgInInteractiveBash() throws {
        let tmux = try Self.bash()
        try tmux.startDirect("--to 9999 --duration 600")
        try tmux.wait { try tmux.display("#{alternate_on}") == "1" }
        let pid = try #require(try tmux.appPid())
        for _ in 0..<Reliability.scale(short: 2, full: 10) {
            try tmux.keys("C-z")
            #expect(try tmux.wait(timeout: 3) { try tmux.display("#{alternate_on}") == "0" && ProcessStat(pid)?.state == "T" })
            try tmux.keys("bg", "Enter")
            #expect(tmux.wait(timeout: 3) { ProcessStat(pid)?.state == "T" })
            // bash learns of the new stop from SIGCHLD; an `fg` typed before that finds the job
            // "running" and sends no SIGCONT (a person never types that fast).
            usleep(300_000)
            try tmux.keys("fg", "Enter")
            #expect(try tmux.wait(timeout: 3) { try tmux.display("#{alternate_on}") == "1" })
        }
        try tmux.quitJobExpectingRestored()
    }
}

/// Stops the program did not choose: SIGSTOP (cannot be caught), SIGTTIN and SIGTTOU sent with
/// `kill`, and a pause that must outlive Ctrl-Z.
@Suite(.serialized) struct ReliabilityForeignStopTests {
    /// `kill -STOP`, then `fg`: the shell had the terminal meanwhile; keys work again at once.
    @Test func sigstopThenFgTakesTheTerminalBack() throws {
        let tmux = try ReliabilityJobControlTests.bash()
        try tmux.startDirect("--to 50 --duration 0.3 --hold")
        try tmux.wait { try tmux.display("#{alternate_on}") == "1" && tmux.screen().contains("50") }
        let pid = try #require(try tmux.appPid())
        kill(pid, SIGSTOP)
        #expect(try tmux.wait(timeout: 3) { try tmux.screen().contains("Stopped") })
        try tmux.keys("fg", "Enter")
        #expect(tmux.wait(timeout: 3) { ProcessStat(pid)?.state == "S" })
        #expect(try tmux.wait(timeout: 3) { try tmux.display("#{alternate_on}") == "1" })
        // Before: the terminal stayed in the shell's cooked mode, `q` was echoed and ignored.
        try tmux.quitJobExpectingRestored()
        #expect(!(try tmux.screen().contains("50q")))
    }

    /// `kill -STOP`, then `kill -CONT` (now a background job): it must not draw over the shell.
    @Test func sigstopThenContinuedInTheBackgroundStopsAgain() throws {
        let tmux = try ReliabilityJobControlTests.bash()
        try tmux.startDirect("--to 9999 --duration 4 --ease linear")
        try tmux.wait { try tmux.display("#{alternate_on}") == "1" }
        let pid = try #require(try tmux.appPid())
        kill(pid, SIGSTOP)
        #expect(try tmux.wait(timeout: 3) { try tmux.screen().contains("Stopped") })
        try tmux.keys("clear", "Enter")
        try tmux.wait { try tmux.screen().hasPrefix("$") }
        kill(pid, SIGCONT)
        // Stops again by itself (tty output), the shell's screen left alone.
        #expect(tmux.wait(timeout: 3) { ProcessStat(pid)?.state == "T" })
        usleep(300_000)
        #expect(ProcessStat(pid)?.state == "T")
        #expect(try tmux.display("#{alternate_on}") == "0")
        let shell = try tmux.screen().split(separator: "\n")
        #expect(!shell.contains { Int($0.trimmingCharacters(in: .whitespaces)) != nil }, "\(shell)")
        try tmux.keys("fg", "Enter")
        #expect(try tmux.wait(timeout: 3) { try tmux.display("#{alternate_on}") == "1" })
        #expect(try tmux.wait(timeout: 8) { try tmux.display("#{alternate_on}") == "0" })
        try tmux.recordStatus()
        #expect(try tmux.status() == 0)
        #expect(try tmux.screen().contains("\n9999\n"))
    }

    /// SIGTTIN or SIGTTOU sent in the foreground stop it like Ctrl-Z: terminal handed back first.
    @Test(arguments: [SIGTTIN, SIGTTOU])
    func ttinAndTtouHandTheTerminalBack(_ sig: Int32) throws {
        let tmux = try ReliabilityJobControlTests.bash()
        try tmux.startDirect("--to 50 --duration 0.3 --hold")
        try tmux.wait { try tmux.display("#{alternate_on}") == "1" && tmux.screen().contains("50") }
        let pid = try #require(try tmux.appPid())
        kill(pid, sig)
        #expect(tmux.wait(timeout: 3) { ProcessStat(pid)?.state == "T" })
        #expect(try tmux.wait(timeout: 3) { try tmux.display("#{alternate_on} #{cursor_flag}") == "0 1" })
        try tmux.keys("fg", "Enter")
        #expect(try tmux.wait(timeout: 3) { try tmux.display("#{alternate_on}") == "1" })
        try tmux.quitJobExpectingRestored()
    }

    /// Paused with space, then Ctrl-Z and `fg`: still paused.
    @Test func aPauseOutlivesCtrlZ() throws {
        let tmux = try ReliabilityJobControlTests.bash()
        try tmux.startDirect("--to 9999 --duration 3 --ease linear")
        try tmux.wait { try tmux.display("#{alternate_on}") == "1" }
        usleep(300_000)
        try tmux.keys("Space")
        usleep(200_000)
        let paused = try tmux.screen().trimmingCharacters(in: .whitespacesAndNewlines)
        try tmux.keys("C-z")
        #expect(try tmux.wait(timeout: 3) { try tmux.screen().contains("Stopped") })
        try tmux.keys("fg", "Enter")
        #expect(try tmux.wait(timeout: 3) { try tmux.display("#{alternate_on}") == "1" })
        usleep(1_000_000)
        #expect(try tmux.screen().trimmingCharacters(in: .whitespacesAndNewlines) == paused)
        // The status line is typed only once the program has gone (typed sooner, the program
        // could read it as keys and the shell never see it).
        try tmux.quitJobExpectingRestored()
    }
}

extension Tmux {
    /// Types q to a job started with `startDirect`: the full screen must go, the job end with
    /// status 0, and `stty -g` be as before.
    func quitJobExpectingRestored(sourceLocation: SourceLocation = #_sourceLocation) throws {
        try keys("q")
        #expect(try wait(timeout: 3) { try display("#{alternate_on}") == "0" }, sourceLocation: sourceLocation)
        try recordStatus()
        #expect(try status() == 0, sourceLocation: sourceLocation)
        #expect(sttyRestored(), "\(sttyPair())", sourceLocation: sourceLocation)
    }
}

/// A job of several processes (`yes | counter-tui --count-lines`): after Ctrl-Z and `bg` the
/// command feeding the pipe stops with the program, so bash sees the whole job stopped and its
/// `fg` continues it. It used to stay stopped for good: `yes` kept running, so to bash the job
/// was running and `fg` sent no SIGCONT.
@Suite(.serialized) struct ReliabilityPipelineJobTests {
    @Test func aPipelineJobComesBackAfterBgAndFg() throws {
        let tmux = try ReliabilityJobControlTests.bash()
        let d = tmux.directory.path
        try tmux.keys("clear; stty -g > \(d)/before; yes | env LANG=C.UTF-8 SWIFT_BACKTRACE=interactive=no "
            + "\(Binary.path) --count-lines --title Lines 2> \(d)/stderr", "Enter")
        try tmux.wait { try tmux.display("#{alternate_on}") == "1" }
        let pid = try #require(try tmux.appPid())
        let group = try #require(ProcessStat(pid)?.group)
        #expect(ProcessStat.members(ofGroup: group).count == 2)
        try tmux.keys("C-z")
        #expect(try tmux.wait(timeout: 3) { try tmux.screen().contains("Stopped") })
        try tmux.keys("bg", "Enter")
        // The whole job is stopped again, `yes` too.
        #expect(tmux.wait(timeout: 3) {
            let members = ProcessStat.members(ofGroup: group)
            return members.count == 2 && members.allSatisfy { ProcessStat($0)?.state == "T" }
        }, "\(ProcessStat.members(ofGroup: group).map { ProcessStat($0)?.state ?? "-" })")
        // bash learns of the stop from SIGCHLD; an `fg` typed before that finds the job
        // "running" and sends no SIGCONT (a person never types that fast).
        usleep(300_000)
        try tmux.keys("fg", "Enter")
        #expect(try tmux.wait(timeout: 3) { try tmux.display("#{alternate_on}") == "1" },
                "\((try? tmux.screen()) ?? "") \(ProcessStat.members(ofGroup: group).map { ProcessStat($0)?.state ?? "-" })")
        #expect(tmux.wait(timeout: 3) { ProcessStat(pid).map { $0.state != "T" } ?? false })
        try tmux.keys("q")
        #expect(try tmux.wait(timeout: 3) { try tmux.display("#{alternate_on}") == "0" })
        try tmux.recordStatus()
        #expect(try tmux.status() == 0)
        #expect(tmux.sttyRestored(), "\(tmux.sttyPair())")
    }
}
