import Foundation
import Testing

/// Issue 37 (a pv user): a count that copies (`--tee`) stopped for its display in the
/// background. After Ctrl-Z and `bg` it stopped again at once ("Stopped (tty output)", ps state
/// T) and the copy waited for `fg`; started with `&` and brought back with `fg` it drew nothing
/// for the whole run. pv copies on in the background and draws at `fg`. Now the copy goes on in
/// the background, drawing nothing, and the display (full screen or `--inline`) comes back at `fg`.
@Suite(.serialized) struct ReliabilityBackgroundCopyTests {
    /// A file of `mebibytes` random MiB in the test's directory; its path.
    static func input(_ tmux: Tmux, mebibytes: Int) throws -> String {
        let path = tmux.directory.appendingPathComponent("in.bin").path
        _ = try Spawn.run(["sh", "-c", "head -c \(mebibytes)M /dev/urandom > \(path)"])
        return path
    }

    /// The copy of `input` at 4 MiB/s into `out.bin`; the job's status is counter-tui's (pipefail).
    static func pipeline(_ tmux: Tmux, input: String, extra: String = "", background: Bool = false) -> String {
        let d = tmux.directory.path
        return "clear; stty -g > \(d)/before; set -o pipefail; env LANG=C.UTF-8 SWIFT_BACKTRACE=interactive=no \(Binary.path) "
            + "--count-bytes --tee --format bytes --rate-limit 4M \(extra) \(input) 2> \(d)/stderr | cat > \(d)/out.bin"
            + (background ? " &" : "")
    }

    /// The size of the copy so far.
    static func copied(_ tmux: Tmux) -> Int {
        let path = tmux.directory.appendingPathComponent("out.bin").path
        return ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
    }

    /// Whether every member of the job's group runs (none stopped).
    static func running(_ group: Int32) -> Bool {
        let members = ProcessStat.members(ofGroup: group)
        return !members.isEmpty && members.allSatisfy { ProcessStat($0).map { $0.state != "T" } ?? true }
    }

    /// The copy grows for a second while the job is in the background, no member of it stopped,
    /// and nothing drawn.
    static func expectCopyingInTheBackground(_ tmux: Tmux, group: Int32, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let before = copied(tmux)
        var states: Set<String> = []
        for _ in 0..<10 {
            for member in ProcessStat.members(ofGroup: group) { states.insert(ProcessStat(member)?.state ?? "-") }
            usleep(100_000)
        }
        let after = copied(tmux)
        #expect(after - before >= 2 << 20, "copied \(before) then \(after) bytes", sourceLocation: sourceLocation)
        #expect(!states.contains("T"), "states \(states)", sourceLocation: sourceLocation)
        #expect(try tmux.display("#{alternate_on}") == "0", sourceLocation: sourceLocation)
    }

    /// The rate the meter shows, in MiB/s.
    static func rateShown(_ tmux: Tmux) throws -> Double? {
        let words = try tmux.screen().split(whereSeparator: { $0 == " " || $0 == "\n" })
        guard let unit = words.firstIndex(of: "MiB/s"), unit > 0 else { return nil }
        return Double(words[unit - 1])
    }

    /// The end: status 0, the copy byte for byte, the terminal's modes as before.
    static func expectCopiedWhole(_ tmux: Tmux, input: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try tmux.recordStatus()
        #expect(try tmux.status(timeout: 20) == 0, "\(tmux.stderr())", sourceLocation: sourceLocation)
        let out = tmux.directory.appendingPathComponent("out.bin").path
        #expect(try Spawn.run(["cmp", input, out]).status == 0, sourceLocation: sourceLocation)
        #expect(tmux.stderr().contains("MiB in "), "\(tmux.stderr())", sourceLocation: sourceLocation)
        #expect(tmux.sttyRestored(), "\(tmux.sttyPair())", sourceLocation: sourceLocation)
    }

    /// Ctrl-Z, then `bg`: the copy goes on (it stopped again, "Stopped (tty output)"); `fg`
    /// shows the meter again; the copy is whole at the end.
    @Test func ctrlZThenBgTheCopyGoesOn() throws {
        let tmux = try Tmux.interactiveBash()
        let input = try Self.input(tmux, mebibytes: 28)
        try tmux.keys(Self.pipeline(tmux, input: input), "Enter")
        #expect(try tmux.wait { try tmux.display("#{alternate_on}") == "1" })
        let pid = try #require(try tmux.appPid())
        let group = try #require(ProcessStat(pid)?.group)
        #expect(tmux.wait { Self.copied(tmux) > 0 })
        try tmux.keys("C-z")
        #expect(try tmux.wait(timeout: 3) { try tmux.display("#{alternate_on}") == "0" && ProcessStat(pid)?.state == "T" })
        try tmux.keys("bg", "Enter")
        #expect(tmux.wait { Self.running(group) })
        try Self.expectCopyingInTheBackground(tmux, group: group)
        #expect(!(try tmux.screen().contains("tty output")), "\((try? tmux.screen()) ?? "")")
        try tmux.keys("fg", "Enter")
        #expect(try tmux.wait(timeout: 3) { try tmux.display("#{alternate_on}") == "1" }, "\((try? tmux.screen()) ?? "")")
        #expect(try tmux.wait(timeout: 3) { try tmux.screen().contains("MiB/s") })
        // The rate shown is the input's (4 MiB/s), not what came in the background over a
        // stopped clock (41.8 MiB/s).
        let rate = try Self.rateShown(tmux)
        #expect(rate.map { $0 > 2 && $0 < 6 } == true, "\((try? tmux.screen()) ?? "")")
        #expect(try tmux.wait(timeout: 15) { try tmux.display("#{alternate_on}") == "0" })
        try Self.expectCopiedWhole(tmux, input: input)
    }

    /// Ctrl-Z, then `bg`, and the input ends in the background: the run ends there, whole, with
    /// status 0, nothing drawn and the shell's modes untouched (it stayed stopped until `fg`).
    @Test func ctrlZThenBgTheCopyEndsInTheBackground() throws {
        let tmux = try Tmux.interactiveBash()
        let input = try Self.input(tmux, mebibytes: 10)
        try tmux.keys(Self.pipeline(tmux, input: input), "Enter")
        #expect(try tmux.wait { try tmux.display("#{alternate_on}") == "1" })
        let pid = try #require(try tmux.appPid())
        try tmux.keys("C-z")
        #expect(try tmux.wait(timeout: 3) { try tmux.display("#{alternate_on}") == "0" && ProcessStat(pid)?.state == "T" })
        try tmux.keys("bg", "Enter")
        var drawn = false
        let ended = tmux.wait(timeout: 10) {
            drawn = drawn || (try? tmux.display("#{alternate_on}")) == "1"
            return ProcessStat(pid) == nil || ProcessStat(pid)?.state == "Z"
        }
        #expect(ended, "state \(ProcessStat(pid)?.state ?? "-")")
        #expect(!drawn)
        try tmux.keys("wait %1", "Enter")
        try Self.expectCopiedWhole(tmux, input: input)
        if !ended { kill(pid, SIGKILL) }
    }

    /// Started with `&`: it copies and draws nothing; `fg` brings the full screen up (it drew
    /// nothing for the whole run).
    @Test func startedInTheBackgroundFgShowsTheMeter() throws {
        let tmux = try Tmux.interactiveBash()
        let input = try Self.input(tmux, mebibytes: 24)
        try tmux.keys(Self.pipeline(tmux, input: input, background: true), "Enter")
        #expect(tmux.wait(timeout: 3) { (try? tmux.appPid()) != nil })
        let pid = try #require(try tmux.appPid())
        let group = try #require(ProcessStat(pid)?.group)
        #expect(tmux.wait { Self.copied(tmux) > 0 && Self.running(group) })
        try Self.expectCopyingInTheBackground(tmux, group: group)
        // The shell's modes meanwhile are its own: nothing was set up from the background.
        try tmux.keys("fg", "Enter")
        #expect(try tmux.wait(timeout: 3) { try tmux.display("#{alternate_on}") == "1" }, "\((try? tmux.screen()) ?? "")")
        #expect(try tmux.wait(timeout: 3) { try tmux.screen().contains("MiB") })
        // Ctrl-Z gives it back as before, and `fg` takes it again.
        try tmux.keys("C-z")
        #expect(try tmux.wait(timeout: 3) { try tmux.display("#{alternate_on}") == "0" && ProcessStat(pid)?.state == "T" })
        try tmux.keys("fg", "Enter")
        #expect(try tmux.wait(timeout: 3) { try tmux.display("#{alternate_on}") == "1" })
        #expect(try tmux.wait(timeout: 15) { try tmux.display("#{alternate_on}") == "0" })
        try Self.expectCopiedWhole(tmux, input: input)
    }

    /// `--inline`, started with `&`: nothing on the terminal in the background, the line at `fg`.
    @Test func inlineStartedInTheBackgroundFgShowsTheLine() throws {
        let tmux = try Tmux.interactiveBash()
        let input = try Self.input(tmux, mebibytes: 24)
        try tmux.keys(Self.pipeline(tmux, input: input, extra: "--inline --title Copy", background: true), "Enter")
        #expect(tmux.wait(timeout: 3) { (try? tmux.appPid()) != nil })
        let pid = try #require(try tmux.appPid())
        let group = try #require(ProcessStat(pid)?.group)
        #expect(tmux.wait { Self.copied(tmux) > 0 && Self.running(group) })
        try Self.expectCopyingInTheBackground(tmux, group: group)
        #expect(!(try tmux.screen().contains("Copy:")), "\((try? tmux.screen()) ?? "")")
        try tmux.keys("fg", "Enter")
        #expect(try tmux.wait(timeout: 3) { try tmux.screen().contains("Copy: ") }, "\((try? tmux.screen()) ?? "")")
        #expect(tmux.wait(timeout: 15) { kill(pid, 0) != 0 })
        try Self.expectCopiedWhole(tmux, input: input)
    }
}
