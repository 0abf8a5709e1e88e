import Foundation
import Testing

/// Catalogue F and G: data from stdin and from shell commands is hostile, endless or absent;
/// the process's memory, the terminal and the process table stay intact. What is drawn of such
/// data (escapes inert on screen, floods quitting at once, odd numbers, an absent stdin, failing
/// commands) is tested in-process (CounterCLITests/Program/LiveProgramTests).
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
        /// Descriptors and threads between two runs of the commands (none running: a run in
        /// flight holds its pipes, two of them on a busy machine), and the zombies.
        func snapshot() throws -> (fds: Int, threads: String, zombies: Int) {
            var taken: (fds: Int, threads: String, zombies: Int)?
            tmux.wait {
                guard let children = try? Spawn.run(["ps", "--ppid", "\(pid)", "-o", "stat="]).stdout,
                      !children.split(separator: "\n").contains(where: { !$0.hasPrefix("Z") }),
                      let fds = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd").count,
                      let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return false }
                let threads = status.split(separator: "\n").first { $0.hasPrefix("Threads") }.map(String.init) ?? ""
                taken = (fds, threads, children.split(separator: "\n").filter { $0.hasPrefix("Z") }.count)
                return true
            }
            return try #require(taken, "no moment without a command running")
        }
        // Running: its cards drawn.
        #expect(try tmux.wait { try tmux.screen().contains("╭") })
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
