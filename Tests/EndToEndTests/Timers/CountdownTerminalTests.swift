import Foundation
import Testing

/// A `--tee` counter in a real terminal (tmux), as a person runs it: the copy between real
/// processes and what the terminal is left with. (The countdown runs in-process: TimerProgramTests.)
@Suite(.serialized) struct CountdownTerminalTests {
    @Test func teeDrawsOnTheTerminalWhileStdoutCarriesTheData() throws {
        let tmux = try Tmux()
        let out = tmux.directory.appendingPathComponent("out").path
        let launcher = try tmux.script("pipe", "seq 1 300000 | \"$@\" > \(out)")
        try tmux.start("--count-lines --tee --title Files", launcher: launcher)
        #expect(try tmux.status() == 0)
        let expected = try Spawn.run(["seq", "1", "300000"]).stdout
        #expect(try String(contentsOfFile: out, encoding: .utf8) == expected)
        // The count was on the terminal, not in the data; at the end the terminal is left to the
        // programs after it in the pipe (no last frame), and the summary is on stderr.
        let screen = try tmux.screen()
        #expect(!screen.contains("Files") && !screen.contains("300,000"), "\(screen)")
        #expect(tmux.sttyRestored())
        #expect(tmux.stderr().hasPrefix("300,000 lines in "), "\(tmux.stderr())")
    }

    /// What the program after it prints comes after the display has handed the terminal back
    /// (`| wc -l` printed into the full screen, and was wiped with it): the copy keeps stdout
    /// open until then.
    @Test func theNextProgramsWordsAreNotDrawnOver() throws {
        let tmux = try Tmux()
        let launcher = try tmux.script("pipe", "seq 1 100000 | \"$@\" | wc -l")
        try tmux.start("--count-lines --tee", launcher: launcher)
        #expect(try tmux.status() == 0)
        let rows = try tmux.screen().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(rows.contains("100000"), "\(rows)")
    }

    /// `--inline --tee`: the count on one line of the terminal, as `pv` draws it, with the
    /// percent of an expected total; the copy unchanged.
    @Test func teeInlineDrawsOneLineOnTheTerminal() throws {
        let tmux = try Tmux()
        let out = tmux.directory.appendingPathComponent("out").path
        let launcher = try tmux.script("pipe", "(seq 1 50000; sleep 1.2) | \"$@\" > \(out)")
        try tmux.start("--count-lines --tee --inline --expect 100000 --title Rows", launcher: launcher)
        #expect(try tmux.wait { try tmux.screen().contains("Rows: 50,000  50 % · ") })
        #expect(try tmux.status() == 0)
        #expect(try String(contentsOfFile: out, encoding: .utf8) == (try Spawn.run(["seq", "1", "50000"]).stdout))
        #expect(try tmux.display("#{alternate_on}") == "0" && tmux.sttyRestored())
    }

    /// `--tee` with stdout on the terminal itself: the copy would be drawn over by the count and
    /// lost with the full screen (it was): refused before reading anything, stdin left unread.
    @Test func teeIntoTheTerminalItDrawsOnIsRefused() throws {
        let tmux = try Tmux()
        let rest = tmux.directory.appendingPathComponent("rest").path
        let launcher = try tmux.script("pipe", "printf 'a\\nb\\n' | { \"$@\"; s=$?; cat > \(rest); exit $s; }")
        try tmux.start("--count-lines --tee", launcher: launcher)
        #expect(try tmux.status() == 64)
        #expect(tmux.stderr() == "counter-tui: --tee: standard output is the terminal the count is drawn on; send the copy on, "
            + "e.g. | gzip > out.gz, or leave out --tee\n")
        #expect(try String(contentsOfFile: rest, encoding: .utf8) == "a\nb\n")
        #expect(try tmux.display("#{alternate_on}") == "0" && tmux.sttyRestored())
    }
}
