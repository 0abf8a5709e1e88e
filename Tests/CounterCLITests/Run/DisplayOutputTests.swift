import CounterTUI
import Testing
@testable import CounterCLI

/// `DisplayOutput`: where frames go for an `Environment` that has no usable screen: plain lines
/// when stdout is not a terminal (even with `--inline`), the current line with `--inline` on a
/// terminal, lines under an unusable TERM, and nothing with `--tee` and no controlling terminal.
@MainActor @Suite struct DisplayOutputTests {
    func environment(stdoutIsTerminal: Bool, term: String = "xterm-256color") -> Environment {
        Environment(noColor: false, animationsOff: false, term: term, utf8: true, stdoutIsTerminal: stdoutIsTerminal,
                    stdinIsTerminal: false)
    }

    let layout = InlineLayout(label: "Users: ", startColumn: 3, columns: 40, ellipsis: "…")

    @Test func stdoutNotATerminalGetsPlainLines() throws {
        for env in [environment(stdoutIsTerminal: false), environment(stdoutIsTerminal: false, term: "")] {
            let chosen = DisplayOutput.standard(environment: env)
            let (output, terminal) = (chosen.frames, chosen.terminal)
            let lines = try #require(output as? LineOutput)
            #expect(chosen.lines === lines)
            #expect(lines.mode == .lines)
            #expect(terminal == nil)
        }
    }

    @Test func inlineIntoAPipeIsPlainLinesToo() throws {
        let chosen = DisplayOutput.standard(environment: environment(stdoutIsTerminal: false), inline: layout)
        let (output, terminal) = (chosen.frames, chosen.terminal)
        let lines = try #require(output as? LineOutput)
        #expect(chosen.lines === lines)
        #expect(lines.mode == .lines)
        #expect(terminal == nil)
    }

    @Test func inlineOnATerminalRedrawsTheCurrentLine() throws {
        let chosen = DisplayOutput.standard(environment: environment(stdoutIsTerminal: true), inline: layout)
        let (output, terminal) = (chosen.frames, chosen.terminal)
        let line = try #require(output as? LineOutput)
        #expect(line.mode == .inline)
        #expect(line.layout == layout)
        #expect(terminal == nil)
    }

    /// TERM unset or dumb cannot drive a full screen: plain lines (after a notice on stderr).
    @Test(arguments: ["", "dumb"])
    func anUnusableTermGetsPlainLines(term: String) throws {
        let chosen = DisplayOutput.standard(environment: environment(stdoutIsTerminal: true, term: term))
        let (output, terminal) = (chosen.frames, chosen.terminal)
        let lines = try #require(output as? LineOutput)
        #expect(chosen.lines === lines)
        #expect(lines.mode == .lines)
        #expect(terminal == nil)
    }

    @Test func teeWithoutAControllingTerminalShowsNothing() {
        for env in [environment(stdoutIsTerminal: true), environment(stdoutIsTerminal: false, term: "dumb")] {
            let chosen = DisplayOutput.tee(nil, environment: env)
            let (output, terminal) = (chosen.frames, chosen.terminal)
            #expect(output is SilentOutput)
            #expect(terminal == nil)
            #expect(chosen.lines == nil)
        }
    }
}
