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
            let (output, terminal) = DisplayOutput.standard(environment: env)
            let lines = try #require(output as? LineOutput)
            #expect(lines.mode == .lines)
            #expect(terminal == nil)
        }
    }

    @Test func inlineIntoAPipeIsPlainLinesToo() throws {
        let (output, terminal) = DisplayOutput.standard(environment: environment(stdoutIsTerminal: false), inline: layout)
        let lines = try #require(output as? LineOutput)
        #expect(lines.mode == .lines)
        #expect(terminal == nil)
    }

    @Test func inlineOnATerminalRedrawsTheCurrentLine() throws {
        let (output, terminal) = DisplayOutput.standard(environment: environment(stdoutIsTerminal: true), inline: layout)
        let line = try #require(output as? LineOutput)
        #expect(line.mode == .inline)
        #expect(line.layout == layout)
        #expect(terminal == nil)
    }

    /// TERM unset or dumb cannot drive a full screen: plain lines (after a notice on stderr).
    @Test(arguments: ["", "dumb"])
    func anUnusableTermGetsPlainLines(term: String) throws {
        let (output, terminal) = DisplayOutput.standard(environment: environment(stdoutIsTerminal: true, term: term))
        let lines = try #require(output as? LineOutput)
        #expect(lines.mode == .lines)
        #expect(terminal == nil)
    }

    @Test func teeWithoutAControllingTerminalShowsNothing() {
        for env in [environment(stdoutIsTerminal: true), environment(stdoutIsTerminal: false, term: "dumb")] {
            let (output, terminal) = DisplayOutput.tee(nil, environment: env)
            #expect(output is SilentOutput)
            #expect(terminal == nil)
        }
    }
}
