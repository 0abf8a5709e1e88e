import CounterEngine
import CounterLive
import CounterSystem
import CounterTUI

/// What `count` brings to the run sequence besides its scene (`RunSteps`): `--tee`'s and
/// `--inline`'s outputs (the cursor asked for), the checks of its input and its scripts before
/// the display, the final frame printed at once under reduced motion, and `--on-done`.
@MainActor
final class CountSteps: RunSteps {
    private let settings: CounterSettings
    private let env: Environment
    private let spec: CounterSpec
    private let scene: SingleCounterScene
    /// `--tee`'s terminal (nil: none, or not `--tee`).
    private let display: ControllingTerminal?
    /// When `--inline`'s cursor query went unanswered (monotonic seconds): its answer is owed,
    /// and read out of the input at the end.
    private(set) var cursorAnswerOwedSince: Double?

    /// The steps of `settings`' run of `scene` (of `spec`) in `environment`, `--tee` drawing on `display`.
    init(settings: CounterSettings, environment: Environment, spec: CounterSpec, scene: SingleCounterScene, display: ControllingTerminal?) {
        self.settings = settings
        self.env = environment
        self.spec = spec
        self.scene = scene
        self.display = display
    }

    /// The scripts' checks; under reduced motion without `--hold` or live values, no screen to
    /// take over, just the final frame (live values are shown as they arrive, each at once);
    /// else the input's checks.
    func checkBeforeDisplay() -> RunEnding? {
        if let ending = ScriptRun.check(settings) { return ending }
        if (settings.noAnimation || env.animationsOff) && !settings.hold && !settings.isLive && scene.endTime.isFinite {
            if let ending = ScriptRun.atOnce(scene, settings: settings) { return ending }
            return printFinalFrame()
        }
        return checkInput()
    }

    /// `--tee`'s terminal (inline or full), or stdout's.
    func chooseOutput() -> ChosenOutput {
        if settings.tee {
            return DisplayOutput.tee(display, environment: env, inline: settings.inline ? inlineLayout(terminal: display) : nil)
        }
        return DisplayOutput.standard(environment: env, inline: settings.inline ? inlineLayout() : nil)
    }

    /// `--outfile`, `--exec-cmd` and `--say` follow a display.
    func refusalOffline() -> RunEnding? { ScriptRun.refuseOffline(settings) }

    /// Reduced motion: the final frame on stdout at once (the whole frame on a terminal, else
    /// a plain line), then `--on-done`; how the run ends.
    private func printFinalFrame() -> RunEnding {
        let text: String
        _ = scene.advance(to: 0)
        if env.displayIsTerminal && !settings.inline && !env.termIsUnusable {
            var frame = Buffer(size: DisplayOutput.terminalSize())
            scene.render(at: 0, into: &frame)
            text = FrameText.trimmed(frame.lines).joined(separator: "\n")
        } else {
            text = scene.plainText(at: 0, padded: false)
        }
        let status = DisplayRun.print(text + "\n")
        if let onDone = onDoneCommand() { return MainQueue.runOnDone(onDone, endingWith: status) }
        return .status(status)
    }

    /// Input the counter is to read must not be the terminal (nor a FILE that is one, nor the
    /// file stdout appends to: `CountInputCheck`): a usage error names what to pipe in (64); nor closed (`<&-`, 74: it cannot be read); nil when the input will do.
    private func checkInput() -> RunEnding? {
        if env.stdinClosed, settings.stdin || settings.count != nil {
            let flag = settings.stdin ? "--stdin" : "--count-\(settings.count?.rawValue ?? "lines")"
            StandardStream.notice("\(flag): standard input is closed; nothing to read")
            return .status(.outputError)
        }
        if settings.stdin && env.stdinIsTerminal && env.displayIsTerminal && !settings.inline {
            StandardStream.notice("--stdin: standard input is a terminal; pipe numbers in, e.g. seq 1 10 | counter-tui --stdin")
            return .status(.usage)
        }
        // Files given (`--count-bytes FILE`) are read instead of stdin (but `-`): a terminal there is the keys'.
        let files = (settings.feed as? CountSource.Feed)?.files ?? []
        if let unit = settings.count, env.stdinIsTerminal, files.isEmpty || files.contains("-") {
            StandardStream.notice("--count-\(unit.rawValue): standard input is a terminal; pipe data in, e.g. seq 1 1000 | counter-tui --count-\(unit.rawValue)")
            return .status(.usage)
        }
        if let unit = settings.count, let problem = CountInputCheck.problem(files: files, unit: unit) {
            StandardStream.notice(problem)
            return .status(.usage)
        }
        return nil
    }

    /// `--inline --tee`: the line on the controlling terminal, from its first column (the
    /// command line was ended by Enter). A `--name` is kept whole, the figures cut first.
    private func inlineLayout(terminal: ControllingTerminal?) -> InlineLayout {
        let columns = terminal.flatMap { TerminalDevice.size(of: $0.outputDescriptor)?.columns } ?? 80
        return InlineLayout(label: spec.title.isEmpty ? "" : spec.title + ": ", startColumn: 0, columns: columns,
                            ellipsis: env.utf8 ? "…" : "~", keepsLabel: settings.name != nil)
    }

    /// `--inline` draws from the cursor's column (asked of the terminal), with `Title: ` first.
    private func inlineLayout() -> InlineLayout {
        guard env.stdoutIsTerminal else { return InlineLayout() }
        if let line = env.inlineLine {
            return InlineLayout(label: spec.title.isEmpty ? "" : spec.title + ": ", startColumn: line.column,
                                columns: line.columns, ellipsis: env.utf8 ? "…" : "~", keepsLabel: settings.name != nil)
        }
        let cursor = CursorQuery.ask()
        cursorAnswerOwedSince = cursor.owedSince
        return InlineLayout(label: spec.title.isEmpty ? "" : spec.title + ": ", startColumn: cursor.column ?? 0,
                            columns: DisplayOutput.terminalSize().columns, ellipsis: env.utf8 ? "…" : "~", keepsLabel: settings.name != nil)
    }

    /// `--on-done`, with the value the counter settled on in COUNTER_VALUE (exact, as typed or
    /// as it arrived) and COUNTER_TEXT (formatted).
    func onDoneCommand() -> ShellCommand? {
        settings.onDone.map {
            ShellCommand($0, environment: ["COUNTER_VALUE": scene.model.display.target.description, "COUNTER_TEXT": scene.model.display.finalText])
        }
    }
}
