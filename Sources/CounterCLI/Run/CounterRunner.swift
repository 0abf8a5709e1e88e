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
        let steps = CountSteps(settings: settings, environment: env, spec: spec, scene: scene, display: display)
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
            printFinalFrame: !settings.tee, steps: steps)
        run.wallClock = settings.wallClockOrigin
        run.wallClockPauses = settings.wallClockPauses
        run.timerKeys = TimerControls(step: settings.step, quitAfter: settings.quitAfter, timeOfDay: { LocalTime.text($0) })
        run.alerts = (settings.bell, settings.windowTitle)
        run.asciiTitle = !env.utf8
        run.meterName = settings.name
        if settings.count != nil { run.pauseRefusal = "a count keeps the pace of its input" }
        if settings.spec.timer?.isClock == true { run.pauseRefusal = "a clock shows the time of day" }
        run.scripts = ScriptRun.outputs(settings, scene: scene)
        let ending = run.run()
        // An answer to the cursor query that came after its wait is not left for the shell.
        if let asked = steps.cursorAnswerOwedSince { CursorQuery.drainLateAnswer(owedSince: asked) }
        return ending
    }

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
}
