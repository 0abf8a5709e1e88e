import CounterEngine
import CounterTUI
import CounterTestSupport
import Foundation
import Testing
@testable import CounterCLI

/// What a full screen leaves on the terminal when it ends (issue 38), in-process: a board leaves
/// nothing, whatever its style; a single counter one line with its title and final value,
/// whatever its style. (Whether the terminal's own screen keeps anything, with and without an
/// alternate screen, is EndToEndTests' ScreenLeavingTests.)
@MainActor
@Suite struct ScreenLeavingProgramTests {
    /// A board of four counters in `style`, as boards/rolling.yaml has them.
    static func board(_ folder: ScriptFolder, style: String) throws -> String {
        let path = folder.path + "/board-\(style).yaml"
        try BoardFixtures.fourCounters(style: style).write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// `q` on a big or a rolling board at 200x50, after it settled: the board was drawn, and
    /// nothing of it is left on the terminal.
    @Test(arguments: ["big", "rolling"])
    func aBoardLeavesNothing(_ style: String) throws {
        let folder = try ScriptFolder()
        defer { folder.remove() }
        let file = try Self.board(folder, style: style)
        var drawn = ""
        let run = ProgramRun(["dashboard", file], size: Size(columns: 200, rows: 50)) { program in
            program.advance(by: 1.2)
            drawn = program.screen
            program.type("q")
        }
        #expect(drawn.contains("Odometer") && drawn.contains("Shortest") && drawn.contains("╭"), "\(drawn)")
        #expect(run.status == 0 && !run.endedByTest)
        #expect(run.terminal.ended)
        #expect(run.terminal.leftText.isEmpty, "\(run.terminal.leftText)")
    }

    /// A single counter that ends by itself leaves one line, its title and final value, in every style.
    @Test(arguments: ["label", "big", "rolling"])
    func aSingleCounterLeavesOneLine(_ style: String) {
        let run = ProgramRun(["--from", "0", "--to", "1234", "--duration", "0.3", "--title", "Users", "--style", style],
                             size: Size(columns: 100, rows: 30)) { program in
            program.advance(by: 0.4)
        }
        #expect(run.status == 0 && !run.endedByTest)
        #expect(run.terminal.leftText == "Users: 1234\n")
    }
}

/// What keys do on the full screen, in-process: only q, Q, a lone Esc end the run (Ctrl-C and
/// Ctrl-\ are the terminal's signals: EndToEndTests); Alt keys, Ctrl-arrows, unknown sequences,
/// storms of held keys and pastes change nothing.
@MainActor
@Suite struct ScreenKeysProgramTests {
    /// `q`, `Q` and a lone Esc each end the run at once with status 0, the frame shown left behind.
    @Test(arguments: ["q", "Q", "\u{1B}"])
    func aQuitKeyEndsTheRun(_ key: String) {
        var endedAt: Bool?
        let run = ProgramRun(["--to", "9999", "--duration", "60", "--ease", "linear"]) { program in
            program.advance(by: 6)
            #expect(!program.hasEnded)
            program.type(key)
            endedAt = program.hasEnded
        }
        #expect(endedAt == true)
        #expect(run.status == 0 && !run.endedByTest)
        #expect(run.terminal.leftText == "999\n")
    }

    /// Alt-x, Ctrl-Right, an unknown `Esc [ 99 ~` and Alt-q do not quit; Esc then does.
    @Test func altKeysCtrlArrowsAndUnknownSequencesDoNotQuit() {
        var running = false
        let run = ProgramRun(["--to", "100000", "--duration", "20"]) { program in
            program.advance(by: 0.5)
            for key in ["\u{1B}x", "\u{1B}[1;5C", "\u{1B}[99~", "\u{1B}q"] {
                program.type(key)
                program.advance(by: 0.1)
            }
            running = !program.hasEnded
            program.type("\u{1B}")
        }
        #expect(running)
        #expect(run.status == 0 && !run.endedByTest)
    }

    /// Held keys, arrows, function keys and a 10 kB paste: no quit, nothing typed shows, the
    /// screen still the count's; `q` still ends it with status 0.
    @Test func keyStormsAndPastesAreHarmless() {
        var screen = "", running = false
        let run = ProgramRun(["--to", "9999", "--duration", "60", "--title", "Storm"]) { program in
            program.advance(by: 0.5)
            program.type(String(repeating: "x", count: 200))
            // Up, Down, Left, Right, F1, F5, F12, Home, End, PageUp, Backspace, Tab as xterm sends them.
            program.type("\u{1B}[A\u{1B}[B\u{1B}[D\u{1B}[C\u{1B}OP\u{1B}[15~\u{1B}[24~\u{1B}[H\u{1B}[F\u{1B}[5~\u{7F}\t")
            program.type(String(repeating: "pasted text 0123456789 ", count: 450))
            program.advance(by: 0.5)
            screen = program.screen
            running = !program.hasEnded
            program.type("q")
        }
        #expect(running)
        #expect(screen.contains("Storm"))
        #expect(!screen.contains("^[") && !screen.contains("[A") && !screen.contains("pasted") && !screen.contains("x"), "\(screen)")
        #expect(run.status == 0 && !run.endedByTest)
    }
}
