import CounterSystem
import CounterTUI

#if canImport(Glibc)
import Glibc
#endif

/// Where a display's frames go: the full screen when stdout is a usable terminal, else plain
/// lines (or the current line, `--inline`); with `--tee`, the full screen on the controlling
/// terminal, or nothing (stdout carries the data).
@MainActor
enum DisplayOutput {
    /// Frames on stdout: a full screen on a usable terminal, else plain lines; with `inline`,
    /// the value redrawn on the current line of the terminal.
    static func standard(environment env: Environment, inline: InlineLayout? = nil) -> ChosenOutput {
        if !env.stdoutIsTerminal { return ChosenOutput(lines: LineOutput(mode: .lines)) }
        if let inline, let line = env.inlineLine { return ChosenOutput(lines: LineOutput(mode: .inline, layout: inline, write: line.write)) }
        if let inline {
            // Nothing is written from the background, not even moved there mid-frame.
            // A write held by Ctrl-S is a paused display, not a stalled program (the watchdog).
            let output = LineOutput(mode: .inline, layout: inline, write: { text in
                Watchdog.writingToDisplay(on: 1) { ForegroundTerminal.write(text, to: 1) }
            })
            output.isForeground = { TerminalDevice.isForeground(1) != false }
            return ChosenOutput(lines: output)
        }
        if env.termIsUnusable {
            StandardStream.notice("TERM is \(env.term.isEmpty ? "empty or not set" : "'dumb'"); printing plain lines instead of a full screen")
            return ChosenOutput(lines: LineOutput(mode: .lines))
        }
        if let fullScreen = env.fullScreen {
            let screen = fullScreen()
            return ChosenOutput(ScreenOutput(screen: screen), terminal: screen)
        }
        do {
            // Keys come from the terminal even when stdin carries data.
            let streams = try ControllingTerminal.standardOutput(stdinIsTerminal: env.stdinIsTerminal)
            let screen = try NcursesScreen(output: streams.output, input: streams.input, colors: !env.noColor)
            return ChosenOutput(ScreenOutput(screen: screen), terminal: screen)
        } catch {
            StandardStream.notice("\(error); printing plain lines instead of a full screen")
            return ChosenOutput(lines: LineOutput(mode: .lines))
        }
    }

    /// `--tee`: the full screen on the controlling terminal, or nothing without one (or with
    /// TERM unset or dumb): stdout carries the data.
    /// With `inline`, the value redrawn on one line of the terminal, as `pv` does (what the
    /// programs after it in the pipe print shows above and below it).
    static func tee(_ display: ControllingTerminal?, environment env: Environment, inline: InlineLayout? = nil) -> ChosenOutput {
        guard let display else { return ChosenOutput(SilentOutput(), terminal: nil) }
        if let inline {
            let descriptor = display.outputDescriptor
            let output = LineOutput(mode: .inline, layout: inline, write: { text in
                Watchdog.writingToDisplay(on: descriptor) { ForegroundTerminal.write(text, to: descriptor) }
            })
            output.isForeground = { TerminalDevice.isForeground(descriptor) != false }
            // The next program in the pipe may print to this terminal: the line keeps the last
            // row, below what it prints (not on a terminal that takes no escape sequences).
            if !env.termIsUnusable {
                output.terminalRows = { TerminalDevice.size(of: descriptor)?.rows }
                output.terminalColumns = { TerminalDevice.size(of: descriptor)?.columns }
                // Other meters on this terminal (`… --inline --name in | gzip | … --inline --name
                // out`): each keeps a row of a block at the bottom.
                let shared = SharedMeterRows.forTerminal(descriptor)
                if let refusal = shared.refusal {
                    // Without the table, two meters would draw on the same row: none is drawn.
                    StandardStream.notice("--inline: the meters on this terminal cannot share it (\(refusal)); "
                        + "showing no meter line, only the summary at the end")
                    return ChosenOutput(SilentOutput(), terminal: nil)
                }
                output.sharedRows = shared.rows
            }
            output.descriptor = descriptor
            return ChosenOutput(lines: output)
        }
        guard !env.termIsUnusable else { return ChosenOutput(SilentOutput(), terminal: nil) }
        if TerminalDevice.isForeground(display.outputDescriptor) == false {
            // Started in the background (`… &`): the screen is set up at `fg`.
            let screen = LateScreen(streams: display) { streams in
                do {
                    return try NcursesScreen(output: streams.output, input: streams.input, colors: !env.noColor)
                } catch {
                    StandardStream.notice("\(error); showing nothing, only copying stdin")
                    return nil
                }
            }
            return ChosenOutput(ScreenOutput(screen: screen), terminal: screen)
        }
        do {
            let screen = try NcursesScreen(output: display.output, input: display.input, colors: !env.noColor)
            return ChosenOutput(ScreenOutput(screen: screen), terminal: screen)
        } catch {
            StandardStream.notice("\(error); showing nothing, only copying stdin")
            return ChosenOutput(SilentOutput(), terminal: nil)
        }
    }

    /// The terminal's size (80x24 when it cannot be read).
    static func terminalSize() -> Size {
        TerminalDevice.size(of: 1).map { Size(columns: $0.columns, rows: $0.rows) } ?? Size(columns: 80, rows: 24)
    }
}
