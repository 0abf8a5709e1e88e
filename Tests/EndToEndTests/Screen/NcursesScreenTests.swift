import Foundation
import Testing

/// `NcursesScreen`, the one ncurses terminal, seen from the terminal's side (tmux, raw bytes): it
/// takes the alternate screen with the cursor hidden, gives both back with every mode it set, and
/// leaves one line, the title and the final value, on the normal screen.
@Suite(.serialized) struct NcursesScreenTests {
    @Test func theScreenIsTakenAndGivenBackWithTheLastFrameLeft() throws {
        let tmux = try Tmux()
        try tmux.start("--from 0 --to 4321 --duration 0.3 --title Total")
        #expect(try tmux.status() == 0)
        #expect(tmux.sttyRestored(), "\(tmux.sttyPair())")
        let raw = String(decoding: tmux.raw(), as: UTF8.self)
        let enter = try #require(raw.range(of: "\u{1b}[?1049h"), "the alternate screen is taken")
        let leave = try #require(raw.range(of: "\u{1b}[?1049l", options: .backwards), "and given back")
        #expect(enter.upperBound <= leave.lowerBound)
        #expect(raw[enter.upperBound...].contains("\u{1b}[?25l"), "the cursor is hidden while it runs")
        #expect(raw[leave.upperBound...].contains("Total: 4321"), "the closing line is left after the full screen")
        #expect(RawAudit(tmux.raw()).leftOn.isEmpty, "\(RawAudit(tmux.raw()).leftOn)")
        #expect(try tmux.screen().contains("Total: 4321\n"))
    }

    /// One write a frame: ncurses 6.4 flushed at every cursor move until its screen had been left
    /// and taken back once, so a frame of big digits went out in 18 to 27 writes (half a frame on
    /// a terminal without synchronized output). Counted with strace: the writes to the terminal
    /// are the frames (`--stats`) and a few at the start and end.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/strace"), "needs strace"))
    func eachFrameIsOneWrite() throws {
        let tmux = try Tmux()
        let trace = tmux.directory.appendingPathComponent("trace").path
        let launcher = try tmux.script("traced", "exec strace -f -e trace=write -o \(trace) \"$@\"")
        try tmux.start("--from 0 --to 99999 --duration 0.6 --style big --fps 30 --stats", launcher: launcher)
        #expect(try tmux.status() == 0)
        let stats = tmux.stderr()
        let frames = try #require(stats.split(separator: "\n").first { $0.hasPrefix("frames: ") }
            .flatMap { Int($0.dropFirst(8).prefix { $0.isNumber }) }, "\(stats)")
        let lines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
        let toTerminal = lines.filter { $0.contains("write(1,") }.count
        #expect(frames >= 10, "\(stats)")
        #expect(toTerminal <= frames + 8, "\(toTerminal) writes for \(frames) frames")
    }
}
