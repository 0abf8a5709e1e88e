import Foundation
import Testing

/// `NcursesScreen`, the one ncurses terminal, seen from the terminal's side (tmux, raw bytes): it
/// takes the alternate screen with the cursor hidden, gives both back with every mode it set, and
/// leaves the last frame on the normal screen.
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
        #expect(raw[leave.upperBound...].contains("Total"), "the last frame is left after the full screen")
        #expect(RawAudit(tmux.raw()).leftOn.isEmpty, "\(RawAudit(tmux.raw()).leftOn)")
        #expect(try tmux.screen().contains("Total\n4321"))
    }
}
