import Foundation
import Testing

/// Issue 35, way 1: the counting-line example (a tool that works through N items, 25 ms each,
/// and counts them on one line) in a real terminal and in a pipe.
@Suite(.serialized) struct CountingLineExampleTests {
    /// Runs the example with `arguments` in the pane, as `Tmux.start` runs counter-tui: `stty -g`
    /// before and after, the exit status, a wrapper shell that survives Ctrl-C (the example
    /// inherits the default SIGINT).
    private func start(_ tmux: Tmux, _ arguments: String, launcher: String = "") throws {
        let d = tmux.directory.path
        let example = try CountingLineExample.path()
        try tmux.keys("clear; stty -g > \(d)/before; sh -c 'trap : INT TERM QUIT; env LANG=C.UTF-8 SWIFT_BACKTRACE=interactive=no "
            + "\(launcher) \(example) \(arguments) 2> \(d)/stderr; echo $? > \(d)/status.tmp'; "
            + "stty -g > \(d)/after.tmp; mv \(d)/after.tmp \(d)/after; mv \(d)/status.tmp \(d)/status", "Enter")
    }

    /// The shell answers again: a command typed now runs.
    private func shellAnswers(_ tmux: Tmux) throws -> Bool {
        try tmux.keys("clear; echo shell-is-back", "Enter")
        return try tmux.wait { try tmux.screen().contains("\nshell-is-back") || tmux.screen().hasPrefix("shell-is-back") }
    }

    @Test func onATerminalTheValueEndsExactOnItsOneLine() throws {
        let tmux = try Tmux()
        try start(tmux, "40")
        #expect(try tmux.status() == 0)
        // One line for the count, then the host's own line, then the prompt: the status file is
        // moved in place by the shell's line before it prints its prompt (under load, later).
        var lines: [Substring] = []
        let prompted = try tmux.wait {
            lines = try tmux.screen().split(separator: "\n", omittingEmptySubsequences: false)
            return lines.count > 2 && (lines[2].hasPrefix("#") || lines[2].hasPrefix("$"))
        }
        #expect(lines.prefix(2) == ["Processed: 40", "Done: 40 items."], "\(lines)")
        #expect(prompted, "\(lines)")
        #expect(tmux.sttyRestored(), "\(tmux.sttyPair())")
        let raw = String(decoding: tmux.raw(), as: UTF8.self)
        // Redrawn in place: carriage returns and erase-to-end-of-line, never a backspace, no
        // cursor hidden, no mode set; about 1 s of counting at most 30 frames a second.
        let frames = raw.components(separatedBy: "\rProcessed: ").count - 1
        #expect(frames >= 5 && frames <= 60, "\(frames) frames")
        #expect(raw.contains("\rProcessed: 40\u{1B}[K\r\n"), "\(raw.debugDescription)")
        #expect(!raw.contains("\u{8}") && !raw.contains("\u{1B}[?"), "\(raw.debugDescription)")
        #expect(try tmux.display("#{history_size}") == "0")
        #expect(try shellAnswers(tmux))
    }

    /// The width is read at each frame: after the terminal narrows, frames are cut to it (the
    /// last column left free, so nothing wraps); the final value is whole.
    @Test func framesFollowTheTerminalsWidth() throws {
        let tmux = try Tmux()
        try start(tmux, "160")
        #expect(try tmux.wait { try tmux.screen().hasPrefix("Processed: 1") })
        tmux.clearRaw()
        try tmux.tmux(["resize-window", "-t", "t", "-x", "12", "-y", "24"])
        #expect(try tmux.status(timeout: 20) == 0)
        let raw = String(decoding: tmux.raw(), as: UTF8.self)
        // At 12 columns "Processed: 150" does not fit: the number alone does.
        #expect(raw.range(of: "\r1[0-9][0-9]\u{1B}\\[K", options: .regularExpression) != nil, "\(raw.debugDescription)")
        #expect(!raw.contains("Processed:…"), "\(raw.debugDescription)")
        #expect(raw.contains("\rProcessed: 160\u{1B}[K\r\n"), "\(raw.debugDescription)")
        let joined = try tmux.tmux(["capture-pane", "-p", "-J", "-t", "t"])
        #expect(joined.hasPrefix("Processed: 160\nDone: 160 items.\n"), "\(joined)")
    }

    /// Ctrl-C during the count ends the example by SIGINT, as any program (status 130): the line
    /// installs no handler; the terminal's modes are as before and the shell answers.
    @Test func ctrlCEndsTheHostLikeAnyProgram() throws {
        let tmux = try Tmux()
        try start(tmux, "100000")
        // Counting for a while (20 items and more) when the key comes.
        #expect(try tmux.wait { try Int(tmux.screen().prefix { $0 != "\n" }.dropFirst(11)).map { $0 >= 20 } == true })
        try tmux.keys("C-c")
        #expect(try tmux.status() == 130, "\(tmux.stderr())")
        #expect(tmux.sttyRestored(), "\(tmux.sttyPair())")
        #expect(try tmux.display("#{cursor_flag}") == "1")
        #expect(try shellAnswers(tmux))
    }

    /// The host's signal handling is left as it was: started with SIGINT ignored (`trap '' INT`
    /// in the shell that starts it), Ctrl-C does nothing and the count goes on to its end.
    @Test func anIgnoredInterruptStaysIgnored() throws {
        let tmux = try Tmux()
        let launcher = try tmux.script("ignore", "trap '' INT; exec \"$@\"")
        try start(tmux, "120", launcher: launcher)
        #expect(try tmux.wait { try Int(tmux.screen().prefix { $0 != "\n" }.dropFirst(11)).map { $0 >= 20 } == true })
        try tmux.keys("C-c")
        #expect(try tmux.status() == 0, "\(tmux.stderr())")
        let screen = try tmux.screen()
        #expect(screen.hasPrefix("Processed: 120\nDone: 120 items.\n"), "\(screen)")
        #expect(tmux.sttyRestored(), "\(tmux.sttyPair())")
    }

    /// Piped, the example writes plain lines: no control byte, at most about one a second, the
    /// exact value last before the host's own line.
    @Test func pipedItWritesPlainLinesEndingExact() throws {
        let example = try CountingLineExample.path()
        let started = Date()
        let run = try Spawn.run([example, "100"],
                                environment: ["LANG": "C.UTF-8", "SWIFT_BACKTRACE": "interactive=no", "TERM": "xterm"])
        let seconds = Date().timeIntervalSince(started)
        #expect(run.status == 0, "\(run.stderr)")
        let bytes = Array(run.stdout.utf8)
        #expect(!bytes.contains { ($0 < 0x20 && $0 != 0x0A) || $0 == 0x7F }, "\(run.stdout.debugDescription)")
        let lines = run.stdout.split(separator: "\n")
        // 100 items × 25 ms: 2.5 s (more on a busy machine): a line a second at most, the
        // exact value at the end, and the host's line.
        #expect(lines.count >= 3 && Double(lines.count) <= seconds + 3, "\(lines) in \(seconds) s")
        #expect(lines.suffix(2) == ["Processed: 100", "Done: 100 items."], "\(lines)")
        let counts = lines.dropLast().compactMap { $0.hasPrefix("Processed: ") ? Int($0.dropFirst(11)) : nil }
        #expect(counts.count == lines.count - 1 && counts == counts.sorted(), "\(lines)")
    }
}
