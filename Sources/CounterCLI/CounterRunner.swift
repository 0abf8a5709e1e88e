import CounterEngine
import CounterSystem
import CounterTUI
import Dispatch

#if canImport(Glibc)
import Glibc
#endif

/// Wires validated settings to a scene, an output and a session, and runs them.
@MainActor
enum CounterRunner {
    static func run(_ settings: CounterSettings, environment: Environment) -> Never {
        var env = environment
        // --tee: stdout carries the data; the display is the terminal's, if there is one.
        let display = settings.tee && settings.frameAt == nil ? ControllingTerminal.open() : nil
        if settings.tee && settings.frameAt == nil { env.stdoutIsTerminal = display != nil }
        let clock = SystemFrameClock()
        // Animation time starts at 0 with the first frame (RenderLoop.start).
        let start = 0.0
        let reducedMotion = settings.noAnimation || env.animationsOff
        let (spec, scene) = makeScene(settings, environment: env)

        if let time = settings.frameAt {
            var frame = Buffer(size: settings.size)
            scene.render(at: time, into: &frame)
            let ok = StandardStream.write(FrameText.rightTrimmed(frame.lines).joined(separator: "\n") + "\n", to: 1)
            exit(ok ? 0 : 74)
        }

        // --record with fixed targets: every frame rendered from the animation's clock, no terminal.
        if let record = settings.record, !settings.isLive {
            RecordingRun.renderOffline(scene, fps: settings.fps, target: record, size: settings.size,
                                       onDone: onDone(settings, model: scene.model))
        }
        // A live recording's file is opened (or refused) before anything is drawn.
        let recording = settings.record.map { RecordingRun.live($0, size: settings.size) }

        // Reduced motion without --hold: no screen to take over, just the final frame.
        if reducedMotion && !settings.hold && settings.count == nil {
            let text: String
            if env.stdoutIsTerminal && !settings.inline && !env.termIsUnusable {
                var frame = Buffer(size: terminalSize())
                scene.render(at: start, into: &frame)
                text = FrameText.trimmed(frame.lines).joined(separator: "\n")
            } else {
                text = scene.plainText(at: start, padded: false)
            }
            let ok = StandardStream.write(text + "\n", to: 1)
            if let command = onDone(settings, model: scene.model) {
                FinalCommand.start(command, exitingWith: ok ? 0 : 74)
                dispatchMain()
            }
            exit(ok ? 0 : 74)
        }

        if settings.stdin && env.stdinIsTerminal && env.stdoutIsTerminal && !settings.inline {
            notice("--stdin: standard input is a terminal; pipe numbers in, e.g. seq 1 10 | counter-tui --stdin")
            exit(CounterTUIMain.usageError)
        }
        if let unit = settings.count, env.stdinIsTerminal {
            notice("--count-\(unit.rawValue): standard input is a terminal; pipe data in, e.g. seq 1 1000 | counter-tui --count-\(unit.rawValue)")
            exit(CounterTUIMain.usageError)
        }
        let inline = settings.inline ? inlineLayout(spec, environment: env) : InlineLayout()
        let (output, screen) = settings.tee ? teeOutput(display, environment: env)
            : makeOutput(environment: env, inline: settings.inline, layout: inline)
        let loop = RenderLoop(scene: scene, output: recording?.tee(output) ?? output, clock: clock, fps: settings.fps, timed: true)
        // Made when the display settles: a live counter reports the value it settled on.
        let session = TerminalSession(loop: loop, screen: screen, hold: settings.hold, printStats: settings.stats,
                                      onDone: { onDone(settings, model: scene.model) },
                                      frameDescriptor: display.map { fileno($0.output) } ?? 1)
        recording?.attach(to: session)
        LiveFeeds.attach(stdin: settings.stdin, spec: spec, scene: scene, loop: loop, session: session)
        if let unit = settings.count {
            LiveFeeds.attach(count: unit, tee: settings.tee, scene: scene, loop: loop, session: session)
        }
        scheduleTestCrash()
        session.run()
    }

    /// The scene `settings` describe, as the run shows it (and as `--frame-at` and a recording
    /// rendered from the animation's clock render it).
    static func makeScene(_ settings: CounterSettings, environment env: Environment) -> (CounterSpec, SingleCounterScene) {
        let reducedMotion = settings.noAnimation || env.animationsOff
        // A full screen under a non-UTF-8 locale shows ASCII: transliterated, or '?'.
        let rendered = settings.frameAt != nil || (settings.record != nil && !settings.isLive)
        let fullScreen = !rendered && env.stdoutIsTerminal && !settings.inline && !env.termIsUnusable
        let spec = fullScreen && !env.utf8 ? settings.spec.transliterated() : settings.spec
        let theme: Theme = env.noColor ? .monochrome : .colored(accent: spec.color)
        var model = spec.makeModel(start: 0)
        if reducedMotion { model.finish(at: 0) }
        let view = spec.makeView(model, font: env.utf8 ? .box : .ascii, theme: theme)
        let scene = SingleCounterScene(model: model, view: view)
        scene.sparkline = SparklineRow(levels: env.utf8 ? Sparkline.blocks : Sparkline.ascii)
        if let track = spec.track { scene.track(track) }
        return (spec, scene)
    }

    /// Where frames go: a full screen when stdout is a usable terminal, else plain lines
    /// (or the current line with `--inline`).
    static func makeOutput(environment env: Environment, inline: Bool,
                           layout: InlineLayout = InlineLayout()) -> (FrameOutput, NcursesScreen?) {
        if !env.stdoutIsTerminal { return (LineOutput(mode: .lines), nil) }
        if inline { return (LineOutput(mode: .inline, layout: layout), nil) }
        if env.termIsUnusable {
            notice("TERM is \(env.term.isEmpty ? "not set" : "'dumb'"); printing plain lines instead of a full screen")
            return (LineOutput(mode: .lines), nil)
        }
        do {
            let screen = try openScreen(colors: !env.noColor, stdinIsTerminal: env.stdinIsTerminal)
            return (ScreenOutput(screen: screen), screen)
        } catch {
            notice("\(error); printing plain lines instead of a full screen")
            return (LineOutput(mode: .lines), nil)
        }
    }

    /// `--tee`: the full screen on the terminal (`/dev/tty`), or nothing without one (or with
    /// TERM unset or dumb): stdout carries the data.
    private static func teeOutput(_ display: ControllingTerminal?, environment env: Environment) -> (FrameOutput, NcursesScreen?) {
        guard let display, !env.termIsUnusable else { return (SilentOutput(), nil) }
        do {
            let screen = try NcursesScreen(output: display.output, input: display.input, colors: !env.noColor)
            return (ScreenOutput(screen: screen), screen)
        } catch {
            notice("\(error); showing nothing, only copying stdin")
            return (SilentOutput(), nil)
        }
    }

    /// `--inline` draws from the cursor's column (asked of the terminal), with `Title: ` first.
    private static func inlineLayout(_ spec: CounterSpec, environment env: Environment) -> InlineLayout {
        guard env.stdoutIsTerminal else { return InlineLayout() }
        return InlineLayout(label: spec.title.isEmpty ? "" : spec.title + ": ", startColumn: CursorQuery.column() ?? 0,
                            columns: terminalSize().columns, ellipsis: env.utf8 ? "…" : "~")
    }

    /// `--on-done`, with the value the counter settled on in COUNTER_VALUE (exact, as typed or
    /// as it arrived) and COUNTER_TEXT (formatted).
    private static func onDone(_ settings: CounterSettings, model: CounterModel) -> ShellCommand? {
        settings.onDone.map {
            ShellCommand($0, environment: ["COUNTER_VALUE": model.display.target.description, "COUNTER_TEXT": model.display.finalText])
        }
    }

    private static func openScreen(colors: Bool, stdinIsTerminal: Bool) throws -> NcursesScreen {
        // Keys come from the terminal even when stdin carries data.
        let terminal = try ControllingTerminal.standardOutput(stdinIsTerminal: stdinIsTerminal)
        return try NcursesScreen(output: terminal.output, input: terminal.input, colors: colors)
    }

    /// For the crash-restore test only: `COUNTER_TUI_TEST_TRAP=1` traps (as an overflow or a bad
    /// conversion would) 300 ms into the run, mid-frame, with the full screen up.
    static func scheduleTestCrash() {
        guard let value = getenv("COUNTER_TUI_TEST_TRAP"), String(cString: value) == "1" else { return }
        testCrash = MainQueueTimer.start(after: 0.3) { fatalError("COUNTER_TUI_TEST_TRAP: test-only crash") }
    }

    /// Kept alive until it fires (a released Dispatch source is cancelled).
    private static var testCrash: DispatchSourceTimer?

    /// The terminal's size from the kernel (80x24 when it cannot be read).
    static func terminalSize() -> Size {
        TerminalDevice.size(of: 1).map { Size(columns: $0.columns, rows: $0.rows) } ?? Size(columns: 80, rows: 24)
    }

    static func notice(_ text: String) {
        StandardStream.write("counter-tui: \(text)\n", to: 2)
    }
}
