import Foundation
import Testing

/// Issue 16: synchronized output (DEC mode 2026). counter-tui asks the terminal once (DECRQM);
/// tmux 3.3 does not answer, so the answer is typed into the pane as a terminal would send it.
@Suite(.serialized) struct SynchronizedOutputTests {
    @Test func framesAreWrappedOnceTheTerminalSaysItKnowsTheMode() throws {
        let tmux = try Tmux()
        let before = try tmux.startFullScreen("--to 999999 --duration 60 --ease linear --style rolling")
        let query = Array("\u{1b}[?2026$p".utf8)
        #expect(tmux.raw().firstRange(of: query) != nil, "the query is asked")
        #expect(RawAudit(tmux.raw()).switches[2026] == nil, "no frame wrapped before the answer")
        try tmux.keys("-l", "\u{1b}[?2026;2$y")
        #expect(tmux.wait(timeout: 5) { (RawAudit(tmux.raw()).switches[2026] ?? 0) >= 6 })
        // Still running: the answer is not a key.
        #expect(try tmux.appPid() != nil)
        let text = String(decoding: tmux.raw(), as: UTF8.self)
        let frames = text.components(separatedBy: "\u{1b}[?2026h").dropFirst()
        // Every frame closes before the next opens, with the frame's cells in between.
        #expect(frames.dropLast().allSatisfy { $0.contains("\u{1b}[?2026l") && !$0.hasPrefix("\u{1b}[?2026l") })
        try tmux.quitExpectingRestored(before)
    }

    @Test func aTerminalThatDoesNotKnowTheModeGetsNone() throws {
        let tmux = try Tmux()
        let before = try tmux.startFullScreen("--to 999999 --duration 60 --ease linear")
        try tmux.keys("-l", "\u{1b}[?2026;0$y")
        // Frames keep coming after the answer (the wheels move every frame): none is wrapped.
        let written = tmux.raw().count
        #expect(tmux.wait(timeout: 5) { tmux.raw().count > written + 2000 })
        #expect(RawAudit(tmux.raw()).switches[2026] == nil)
        try tmux.quitExpectingRestored(before)
    }
}
