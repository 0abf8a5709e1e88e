import Foundation
import Testing

/// What a card's command writes on the terminal, through the real binary in tmux (issue 38): the
/// command runs in a session of its own, with no controlling terminal to write on. The reasons on
/// a failing card (stderr's first line, cut, escapes removed, a flood never blocking) are tested
/// in-process (CounterCLITests/Program/BoardProgramTests: CardFailureReasonProgramTests).
@Suite struct CardFailureReasonTests {
    /// A card's command has no terminal to write on: what it writes to /dev/tty never reaches
    /// the board (it was drawn over the cards: the command shared counter-tui's terminal).
    @Test func aCommandCannotWriteOnTheBoardThroughTheTerminal() throws {
        let tmux = try Tmux(columns: 60, rows: 8)
        let runs = tmux.directory.appendingPathComponent("runs").path
        let command = try tmux.script("tty.sh", "echo run >> \(runs); echo LEAKED > /dev/tty; echo 5")
        let before = try tmux.startFullScreen("dashboard --counter 'title=Tty,command=\(command),every=300ms,style=label'")
        #expect(tmux.wait(timeout: 8) { ((try? tmux.screen()) ?? "").contains("5") })
        // Three runs have tried to write on the terminal.
        #expect(tmux.wait { ((try? String(contentsOfFile: runs, encoding: .utf8)) ?? "").split(separator: "\n").count >= 3 })
        let raw = String(decoding: tmux.raw(), as: UTF8.self)
        #expect(!raw.contains("LEAKED"), "the command wrote on the terminal")
        try tmux.quitExpectingRestored(before)
    }
}
