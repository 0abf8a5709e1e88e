import Foundation
import Testing

/// Catalogue F and G: data from stdin and from shell commands is hostile, endless or absent;
/// the screen, the terminal and the process table stay intact.
@Suite(.serialized) struct ReliabilityLiveTests {
    static func shell(_ script: String) throws -> Spawn.Output {
        try Spawn.run(["/bin/sh", "-c", script],
                      environment: ["PATH": "/usr/bin:/bin", "BIN": Binary.path, "SWIFT_BACKTRACE": "interactive=no"])
    }

    static func processes(matching marker: String) -> [String] {
        ((try? Spawn.run(["pgrep", "-f", marker]).stdout) ?? "").split(separator: "\n").map(String.init)
    }

    /// Binary noise on stdin: no crash, no escape sequence out, status 0.
    @Test func binaryOnStdinIsHarmless() throws {
        let megabytes = Reliability.scale(short: 2, full: 5)
        let run = try Self.shell("head -c \(megabytes)000000 /dev/urandom | $BIN --stdin --duration 0.05 --fps 20")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stdout.contains("\u{1b}") && !run.stdout.unicodeScalars.contains { (0x80...0x9F).contains($0.value) })
    }

    /// One line of hundreds of megabytes: memory stays small (the line is dropped, not kept).
    @Test func endlessLineKeepsMemorySmall() throws {
        let megabytes = Reliability.scale(short: 40, full: 200)
        let run = try Self.shell("head -c \(megabytes)000000 /dev/zero | tr '\\0' 7 | /usr/bin/time -f '%M' $BIN --stdin --duration 0.05 --stats 2>&1 >/dev/null | tail -1")
        let kilobytes = Int(run.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) ?? Int.max
        #expect(kilobytes < 50_000, "peak RSS \(kilobytes) KiB for a \(megabytes) MB line")
    }

    /// Escape sequences, C1 controls, CR/BS and bidi overrides in data: nothing reaches the
    /// terminal (title, clipboard, screen clears), and the screen keeps its layout.
    @Test func escapesInDataStayInert() throws {
        let tmux = try Tmux()
        let payload = "printf '5\\033]2;PWNED\\007\\n6\\033]52;c;SGVsbG8=\\007\\n\\033[2J7\\n\\302\\23331m8\\n9\\r\\b\\n\\342\\200\\25610\\n11\\n'"
        let launcher = try tmux.script("feed", "\(payload) | \"$@\"")
        let before = try tmux.terminalState()
        tmux.clearRaw()
        try tmux.start("--stdin --duration 0.1 --title Feed --hold", launcher: launcher)
        try tmux.wait { try tmux.display("#{alternate_on}") == "1" }
        #expect(try tmux.wait(timeout: 5) { try tmux.screen().contains("11") })
        let raw = RawAudit(tmux.raw())
        #expect(raw.oscCount == 0)
        #expect(raw.clears <= 1, "\(raw.clears) full clears")
        try tmux.quitExpectingRestored(before)
    }

    /// A flood (`yes`, `seq`): q still quits at once and the terminal comes back.
    @Test(arguments: ["yes 12345", "seq 1 1000000000"])
    func floodsStillQuitAtOnce(_ producer: String) throws {
        let tmux = try Tmux()
        let launcher = try tmux.script("flood", "\(producer) | \"$@\"")
        let before = try tmux.startFullScreen("--stdin --duration 0.2", launcher: launcher)
        usleep(500_000)
        try tmux.keys("q")
        #expect(try tmux.status(timeout: 3) == 0)
        #expect(try tmux.restoreProblems(stateBefore: before).isEmpty)
    }

    /// A value that trickles in, and a last line without a newline.
    @Test func trickleAndUnterminatedLastLine() throws {
        let run = try Self.shell("(printf 12; sleep 0.3; printf '34\\n'; sleep 0.3; printf 56) | $BIN --stdin --duration 0.1 --fps 20")
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.contains("1234"))
        #expect(lines.last == "56")
    }

    /// Odd numbers follow the one grammar: six refused, -0 and " 42 " accepted.
    @Test func oddNumbersFollowTheGrammar() throws {
        let run = try Self.shell("printf 'nan\\ninf\\n1e400\\n-0\\n1,234\\n12.5%%\\n 42 \\n\\357\\274\\224\\357\\274\\222\\n' | $BIN --stdin --duration 0.05 --stats")
        #expect(run.status == 0)
        #expect(run.stdout.split(separator: "\n").last == "42")
        #expect(!run.stdout.split(separator: "\n").contains("-0"))
        #expect(run.stderr.contains("stdin lines skipped: 6"), "\(run.stderr)")
    }

    /// An empty stdin: an immediate, quiet end. A closed one (`<&-`) cannot be read: one line
    /// and 74 at once, as for a directory (issue 34: it read as an empty input, status 0, and a
    /// count of it said `0 bytes` as if something had been counted).
    @Test(arguments: [("< /dev/null", "--stdin --duration 0.05", Int32(0)), ("<&-", "--stdin --duration 0.05", 74),
                      ("<&-", "--count-bytes", 74), ("<&-", "--count-lines --tee", 74), ("<&-", "dashboard --stdin --counter to=5", 74)])
    func absentStdinEndsAtOnce(_ redirect: String, _ arguments: String, _ status: Int32) throws {
        let start = Date()
        let run = try Self.shell("timeout 5 $BIN \(arguments) \(redirect)")
        #expect(run.status == status)
        #expect(Date().timeIntervalSince(start) < 2)
        if status == 74 {
            #expect(run.stderr.hasSuffix(": standard input is closed; nothing to read\n") && run.stderr.split(separator: "\n").count == 1,
                    "\(run.stderr)")
            #expect(run.stdout.isEmpty)
        }
    }

    // MARK: - Commands

    /// A command that hangs: killed (group and all) at its timeout, runs never pile up, and
    /// nothing is left after q.
    @Test func hangingCommandsAreKilledAndNeverPileUp() throws {
        let tmux = try Tmux()
        // A unique sleep is its own marker: `pgrep -f` finds exactly the command's processes.
        let marker = "sleep 1000.\(Int.random(in: 100_000..<1_000_000))"
        let command = try tmux.script("hang", marker)
        let before = try tmux.startFullScreen("--command \(command) --every 0.2 --timeout 0.3 --title Hang")
        usleep(1_200_000)
        #expect(Self.processes(matching: marker).count <= 1)
        #expect(try tmux.wait(timeout: 3) { try tmux.screen().contains("!") })
        try tmux.keys("q")
        #expect(try tmux.status() == 0)
        #expect(tmux.wait(timeout: 3) { Self.processes(matching: marker).isEmpty })
        #expect(try tmux.restoreProblems(stateBefore: before).isEmpty)
    }

    /// A grandchild that keeps the pipe open does not hold the value back, and is gone after q.
    @Test func grandchildHoldingThePipeDoesNotBlock() throws {
        let tmux = try Tmux()
        let marker = "sleep 1000.\(Int.random(in: 100_000..<1_000_000))"
        let command = try tmux.script("grand", "\(marker) &\necho 5")
        try tmux.startFullScreen("--command \(command) --every 1 --duration 0.1 --title Grand")
        #expect(try tmux.wait(timeout: 3) { try tmux.screen().contains("\n5") || tmux.screen().contains(" 5") })
        try tmux.keys("q")
        #expect(try tmux.status() == 0)
        #expect(tmux.wait(timeout: 3) { Self.processes(matching: marker).isEmpty })
    }

    /// Failing runs show why on the card and the status line, without writing to the screen:
    /// what the command wrote on stderr shows only as the reason (`exit 3: oops`), in the card's
    /// bottom edge and the status line, never where the command would have put it.
    @Test(arguments: [("echo oops >&2; exit 3", "exit 3: oops"), ("nonexistent-cmd-\(getpid())", "exit 127: ")])
    func failingCommandsShowWhy(_ body: String, reason: String) throws {
        let tmux = try Tmux()
        let command = try tmux.script("failing", body)
        try tmux.startFullScreen("dashboard --counter title=Fail,command=\(command),every=1s")
        #expect(try tmux.wait(timeout: 3) { try tmux.screen().contains(reason) })
        let rows = try tmux.screen().split(separator: "\n")
        #expect(rows.filter { $0.contains("oops") }.allSatisfy { $0.contains("exit 3: oops") }, "\(rows)")
        try tmux.keys("q")
        let st = try tmux.status()
        let screen = try tmux.screen()
        #expect(st == 0, "status \(String(describing: st)) stderr: \(tmux.stderr()) screen: \(screen)")
    }

    /// Escapes and noise in command output, huge outputs, and commands that want the terminal:
    /// nothing escapes, memory stays small, the terminal modes are untouched.
    @Test(arguments: [
        "printf '\\033]2;PWNED\\007\\033]52;c;SGVsbG8=\\007\\033[2J5\\n'", "head -c 4096 /dev/urandom; echo 5",
        "yes 1", "head -c 100000000 /dev/zero; echo 5", "cat; echo 5", "stty raw; echo 5", "tput clear; echo 5",
    ])
    func hostileCommandOutputStaysInert(_ body: String) throws {
        let tmux = try Tmux()
        let command = try tmux.script("hostile", body)
        let before = try tmux.startFullScreen("--command \(command) --every 0.2 --timeout 1 --title Hostile")
        usleep(1_200_000)
        let pid = try #require(try tmux.appPid())
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        let rss = status.split(separator: "\n").first { $0.hasPrefix("VmRSS") }?.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        #expect(rss < 60_000, "RSS \(rss) KiB")
        #expect(try tmux.screen().contains("Hostile"))
        try tmux.quitExpectingRestored(before)
    }

    /// Thousands of runs: descriptors and threads constant, no zombies.
    @Test func manyRunsLeakNothing() throws {
        let tmux = try Tmux()
        try tmux.startFullScreen("dashboard --counter command=\"echo \\$RANDOM\",every=100ms --counter command=\"echo 7\",every=100ms")
        let pid = try #require(try tmux.appPid())
        func snapshot() throws -> (fds: Int, threads: String, zombies: Int) {
            let fds = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd").count
            let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
            let threads = status.split(separator: "\n").first { $0.hasPrefix("Threads") }.map(String.init) ?? ""
            let children = try Spawn.run(["ps", "--ppid", "\(pid)", "-o", "stat="]).stdout
            return (fds, threads, children.split(separator: "\n").filter { $0.hasPrefix("Z") }.count)
        }
        usleep(500_000)
        let first = try snapshot()
        usleep(UInt32(Reliability.scale(short: 2, full: 60)) * 1_000_000)
        let last = try snapshot()
        #expect(last.threads == first.threads)
        #expect(abs(last.fds - first.fds) <= 2, "descriptors \(first.fds) → \(last.fds)")
        #expect(last.zombies == 0)
        try tmux.keys("q")
        #expect(try tmux.status() == 0)
    }
}
