import Foundation
import Testing

/// `--on-done` runs after the display has ended; a signal meanwhile still ends the program at
/// once, with 128+N, and the command's whole group with it.
@Suite(.serialized) struct ReliabilityOnDoneTests {
    static func processes(matching marker: String) -> Bool {
        !((try? Spawn.run(["pgrep", "-f", marker]).stdout.isEmpty) ?? true)
    }

    /// A command that runs 30 s and more, told apart from every other process by its duration
    /// (`sleep 30.N`). N is computed by the command's own shell, so only the running `sleep`
    /// shows the marker, not the command lines that start it.
    static func slowCommand() -> (command: String, marker: String) {
        let k = Int.random(in: 0..<800_000)
        return ("--on-done \"sleep 30.\\$((100000+\(k))); :\"", "sleep 30.\(100_000 + k)")
    }

    @Test(arguments: [SIGTERM, SIGHUP, SIGINT, SIGQUIT])
    func aSignalDuringOnDoneEndsBoth(_ sig: Int32) throws {
        let (onDone, marker) = Self.slowCommand()
        let tmux = try Tmux()
        // The pane's job is the app itself, so `kill` reaches it exactly as a shell's would.
        try tmux.start("--to 5 --duration 0.2 \(onDone)")
        #expect(tmux.wait(timeout: 5) { Self.processes(matching: marker) })
        let pid = try #require(try tmux.appPid())
        let sent = Date()
        kill(pid, sig)
        #expect(try tmux.status(timeout: 5) == 128 + sig)
        #expect(Date().timeIntervalSince(sent) < 3)
        #expect(tmux.wait(timeout: 2) { !Self.processes(matching: marker) })
        #expect(tmux.sttyRestored(), "\(tmux.sttyPair())")
    }

    /// Ctrl-C typed while the command runs: 130 at once, the command gone too.
    @Test func ctrlCDuringOnDone() throws {
        let (onDone, marker) = Self.slowCommand()
        let tmux = try Tmux()
        try tmux.start("--to 5 --duration 0.2 \(onDone)")
        #expect(tmux.wait(timeout: 5) { Self.processes(matching: marker) })
        try tmux.keys("C-c")
        #expect(try tmux.status(timeout: 5) == 130)
        #expect(tmux.wait(timeout: 2) { !Self.processes(matching: marker) })
    }

    /// The terminal closes while the command runs: no orphan left waiting for it.
    @Test func terminalClosedDuringOnDone() throws {
        let (onDone, marker) = Self.slowCommand()
        let tmux = try Tmux()
        try tmux.start("--to 5 --duration 0.2 \(onDone)")
        #expect(tmux.wait(timeout: 5) { Self.processes(matching: marker) })
        let pid = try #require(try tmux.appPid())
        try tmux.tmux(["kill-pane", "-t", "t"])
        #expect(tmux.wait(timeout: 3) { ProcessStat(pid) == nil || ProcessStat(pid)?.state == "Z" })
        #expect(tmux.wait(timeout: 2) { !Self.processes(matching: marker) })
    }

    /// With `--no-animation` the command runs at once; signals still end both.
    @Test func aSignalDuringOnDoneWithoutAnimation() throws {
        let (onDone, marker) = Self.slowCommand()
        let tmux = try Tmux()
        try tmux.start("--to 5 --no-animation \(onDone)")
        #expect(tmux.wait(timeout: 5) { Self.processes(matching: marker) })
        kill(try #require(try tmux.appPid()), SIGTERM)
        #expect(try tmux.status(timeout: 5) == 143)
        #expect(tmux.wait(timeout: 2) { !Self.processes(matching: marker) })
    }
}
