import CounterEngine
import CounterLive
import CounterSystem
import CounterTUI
import Dispatch

#if canImport(Glibc)
import Glibc
#endif

/// Runs `counter-tui count`: the scene its settings describe, through the shared run sequence,
/// with what only the single counter has: `--tee`, `--inline`, `--on-done` and the final frame
/// printed at once under reduced motion.
@MainActor
enum CounterRunner {
    /// Runs the count to its end and returns how it ended.
    static func run(_ settings: CounterSettings, environment: Environment) -> RunEnding {
        if let pid = settings.pid { return PidRunner.run(settings, pid: pid, environment: environment) }
        var env = environment
        // --tee into the terminal the count is drawn on: the copy would be drawn over, and lost
        // with the full screen.
        if settings.tee && settings.frameAt == nil && environment.stdoutIsTerminal {
            StandardStream.notice("--tee: standard output is the terminal the count is drawn on; send the copy on, "
                + "e.g. | gzip > out.gz, or leave out --tee")
            return .status(.usage)
        }
        // --tee: stdout carries the data; the display is the terminal's, if there is one.
        // In the background (`… &`) it copies and draws nothing, as `pv` does, until `fg`.
        let display = settings.tee && settings.frameAt == nil ? ControllingTerminal.open() : nil
        if settings.tee && settings.frameAt == nil { env.teeDisplayIsTerminal = display != nil }
        let (spec, scene) = makeScene(settings, environment: env)
        let makeOnDone = { Self.onDone(settings, model: scene.model) }
        // The one counter takes every value without an id, whatever its source.
        // A count with no screen to show it writes a line of its figures a second (or nothing,
        // copying to stdout): no frame more is of use.
        let fps = settings.count != nil && (!env.displayIsTerminal || env.termIsUnusable) ? 1 : settings.fps
        var run = DisplayRun(
            scene: scene, fps: fps, frameAt: settings.frameAt, size: settings.size, record: settings.record,
            feeds: settings.feed.map { [($0, LiveRoute.byID)] } ?? [], stats: settings.stats,
            // --quit-after keeps the screen after the end, as --hold does, for a while.
            hold: settings.hold || settings.quitAfter != nil,
            // With --tee the summary on stderr stands for the last frame: the terminal is left to
            // the programs after it in the pipe.
            printFinalFrame: !settings.tee, onDone: makeOnDone,
            output: { () -> ChosenOutput in
                if settings.tee {
                    return DisplayOutput.tee(display, environment: env,
                                             inline: settings.inline ? inlineLayout(spec, terminal: display, environment: env, named: settings.name != nil) : nil)
                }
                return DisplayOutput.standard(environment: env, inline: settings.inline ? inlineLayout(spec, environment: env, named: settings.name != nil) : nil)
            })
        run.wallClock = settings.wallClockOrigin
        run.wallClockPauses = settings.wallClockPauses
        run.timerKeys = TimerControls(step: settings.step, quitAfter: settings.quitAfter, timeOfDay: { LocalTime.text($0) })
        run.alerts = (settings.bell, settings.windowTitle)
        run.asciiTitle = !env.utf8
        run.meterName = settings.name
        if settings.count != nil { run.pauseRefusal = "a count keeps the pace of its input" }
        if settings.spec.timer?.isClock == true { run.pauseRefusal = "a clock shows the time of day" }
        run.scripts = ScriptRun.outputs(settings, scene: scene)
        run.refuseOffline = { ScriptRun.refuseOffline(settings) }
        run.beforeDisplay = {
            if let ending = ScriptRun.check(settings) { return ending }
            // Reduced motion without --hold or live values: no screen to take over, just the
            // final frame. (Live values are shown as they arrive, each at once.)
            if (settings.noAnimation || env.animationsOff) && !settings.hold && !settings.isLive && scene.endTime.isFinite {
                if let ending = ScriptRun.atOnce(scene, settings: settings) { return ending }
                return printFinalFrame(scene, settings: settings, environment: env, onDone: makeOnDone())
            }
            return checkInput(settings, environment: env)
        }
        let ending = run.run()
        // An answer to the cursor query that came after its wait is not left for the shell.
        if let asked = cursorAnswerOwedSince { CursorQuery.drainLateAnswer(owedSince: asked) }
        cursorAnswerOwedSince = nil
        return ending
    }

    /// When `--inline`'s cursor query went unanswered (monotonic seconds): its answer is owed.
    private static var cursorAnswerOwedSince: Double?

    /// The scene `settings` describe, as the run shows it (and as `--frame-at` and a recording
    /// rendered from the animation's clock render it).
    static func makeScene(_ settings: CounterSettings, environment env: Environment) -> (CounterSpec, SingleCounterScene) {
        let reducedMotion = settings.noAnimation || env.animationsOff
        // A full screen under a non-UTF-8 locale shows ASCII: transliterated, or '?'.
        let rendered = settings.frameAt != nil || (settings.record != nil && !settings.isLive)
        let fullScreen = !rendered && env.displayIsTerminal && !settings.inline && !env.termIsUnusable
        let spec = fullScreen && !env.utf8 ? settings.spec.transliterated() : settings.spec
        let theme: Theme = env.noColor ? .monochrome : .colored(accent: spec.color)
        // A count with no terminal to show it (written as lines, or only copied) shows exact
        // totals: nothing to animate toward.
        let jumps = reducedMotion || (settings.count != nil && !env.displayIsTerminal)
        var model = spec.makeModel(start: 0)
        if jumps { model.finish(at: 0) }
        let view = spec.makeView(model, font: env.utf8 ? .box : .ascii, theme: theme)
        // The counter is made whole, then the scene of it.
        var counter = ScreenCounter(model: model, view: view)
        counter.jumps = jumps
        // Nothing measured yet: `—` (piped: nothing), as a card shows it; a count's 0 is measured.
        counter.health.awaitsValue = spec.awaitsValue && settings.count == nil
        counter.health.isLive = spec.isFed && settings.count == nil
        if let track = settings.countTrack ?? spec.track { counter.track(track) }
        var laps: LapList?
        if var timer = spec.timer {
            // Piped, a clock's lines are the time: no blank colons. Reduced motion: no roll.
            if case .clock(var clock) = timer {
                // Piped, AM/PM follows the time (`Fri 27 Nov 8:41:21 AM`), as scripts read it.
                if !env.displayIsTerminal && !rendered {
                    clock.blink = false
                    clock.meridiemInText = true
                }
                if reducedMotion { clock.rollSeconds = 0 }
                timer = .clock(clock)
            }
            counter.run(timer, from: 0)
            // Reduced motion: phases jump to their end (a stopwatch has none, and keeps counting).
            if reducedMotion { counter.finish(at: 0) }
            // A clock's date line goes under the time.
            if case .clock(let clock) = timer {
                counter.view.titleBelow = true
                if clock.boxed { counter.border = env.utf8 ? .rounded : .ascii }
            }
            if timer.isStopwatch { laps = LapList(origin: spec.from.doubleValue, format: spec.format) }
        }
        let scene = SingleCounterScene(
            counter: counter,
            sparkline: SparklineRow(levels: env.utf8 ? CounterEngine.Sparkline.blocks : CounterEngine.Sparkline.ascii),
            laps: laps, endText: settings.endText, flashEnd: reducedMotion ? 0 : settings.flashEnd)
        return (spec, scene)
    }

    /// Reduced motion: the final frame on stdout at once (the whole frame on a terminal, else
    /// a plain line), then `--on-done`; how the run ends.
    private static func printFinalFrame(_ scene: SingleCounterScene, settings: CounterSettings, environment env: Environment,
                                        onDone: ShellCommand?) -> RunEnding {
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
        if let onDone { return MainQueue.runOnDone(onDone, endingWith: status) }
        return .status(status)
    }

    /// Input the counter is to read must not be the terminal (nor a FILE that is one, nor the
    /// file stdout appends to: `CountInputCheck`): a usage error names what to pipe in (64); nor closed (`<&-`, 74: it cannot be read); nil when the input will do.
    private static func checkInput(_ settings: CounterSettings, environment env: Environment) -> RunEnding? {
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
    /// command line was ended by Enter). A `--name` (`named`) is kept whole, the figures cut first.
    private static func inlineLayout(_ spec: CounterSpec, terminal: ControllingTerminal?, environment env: Environment, named: Bool) -> InlineLayout {
        let columns = terminal.flatMap { TerminalDevice.size(of: $0.outputDescriptor)?.columns } ?? 80
        return InlineLayout(label: spec.title.isEmpty ? "" : spec.title + ": ", startColumn: 0, columns: columns,
                            ellipsis: env.utf8 ? "…" : "~", keepsLabel: named)
    }

    /// `--inline` draws from the cursor's column (asked of the terminal), with `Title: ` first.
    private static func inlineLayout(_ spec: CounterSpec, environment env: Environment, named: Bool) -> InlineLayout {
        guard env.stdoutIsTerminal else { return InlineLayout() }
        if let line = env.inlineLine {
            return InlineLayout(label: spec.title.isEmpty ? "" : spec.title + ": ", startColumn: line.column,
                                columns: line.columns, ellipsis: env.utf8 ? "…" : "~", keepsLabel: named)
        }
        let cursor = CursorQuery.ask()
        cursorAnswerOwedSince = cursor.owedSince
        return InlineLayout(label: spec.title.isEmpty ? "" : spec.title + ": ", startColumn: cursor.column ?? 0,
                            columns: DisplayOutput.terminalSize().columns, ellipsis: env.utf8 ? "…" : "~", keepsLabel: named)
    }

    /// `--on-done`, with the value the counter settled on in COUNTER_VALUE (exact, as typed or
    /// as it arrived) and COUNTER_TEXT (formatted).
    private static func onDone(_ settings: CounterSettings, model: CounterModel) -> ShellCommand? {
        settings.onDone.map {
            ShellCommand($0, environment: ["COUNTER_VALUE": model.display.target.description, "COUNTER_TEXT": model.display.finalText])
        }
    }
}
