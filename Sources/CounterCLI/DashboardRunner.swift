import CounterEngine
import CounterSystem
import CounterTUI

#if canImport(Glibc)
import Glibc
#endif

/// Wires a dashboard command to its scene, output and session, and runs it.
@MainActor
enum DashboardRunner {
    static func run(_ command: DashboardCommand, environment env: Environment) -> Never {
        var config = DashboardConfig(counters: [])
        if let path = command.file {
            do {
                config = try DashboardFile.load(path, live: command.stdin)
            } catch {
                CounterRunner.notice(error.description)
                exit(error.status)
            }
        }
        // Validated in DashboardCommand.check(); parsing again cannot fail.
        for text in command.counters {
            if let spec = try? DashboardCommand.counterSpec(text, live: command.stdin) { config.counters.append(spec) }
        }
        if config.counters.count > DashboardConfig.maximumCounters {
            CounterRunner.notice("dashboard: expected at most \(DashboardConfig.maximumCounters) counters, got \(config.counters.count)")
            exit(CounterTUIMain.usageError)
        }
        let (scene, fps) = makeScene(command, config: &config, environment: env)

        if let time = try? command.presentation.snapshotTime(), let size = try? command.presentation.snapshotSize() {
            var frame = Buffer(size: size)
            scene.render(at: time, into: &frame)
            let ok = StandardStream.write(FrameText.rightTrimmed(frame.lines).joined(separator: "\n") + "\n", to: 1)
            exit(ok ? 0 : 74)
        }
        if recordsOffline(command, config: config), let record = try? command.presentation.recordTarget(),
            let size = try? command.presentation.snapshotSize()
        {
            // Fixed targets: every frame rendered from the animation's clock, no terminal.
            if command.presentation.stats {
                CounterRunner.notice(RecordTarget.statsRefused.message)
                exit(CounterTUIMain.usageError)
            }
            RecordingRun.renderOffline(scene, fps: fps, target: record, size: size)
        }
        if command.stdin && env.stdinIsTerminal && env.stdoutIsTerminal {
            CounterRunner.notice("--stdin: standard input is a terminal; pipe values in, e.g. echo 'revenue 12.5' | counter-tui dashboard FILE --stdin")
            exit(CounterTUIMain.usageError)
        }
        // A live recording's file is opened (or refused) before anything is drawn.
        let recording = (try? command.presentation.recordTarget())?.flatMap { target in
            (try? command.presentation.snapshotSize()).map { RecordingRun.live(target, size: $0) }
        }
        let (output, screen) = CounterRunner.makeOutput(environment: env, inline: false)
        let loop = RenderLoop(scene: scene, output: recording?.tee(output) ?? output, clock: SystemFrameClock(), fps: fps, timed: true)
        // Settled, a dashboard stays on screen without using CPU until a key; fed from a pipe
        // into a pipe, it ends with its input.
        let session = TerminalSession(loop: loop, screen: screen, hold: screen != nil, printStats: command.presentation.stats,
                                      printFinalFrame: false)
        recording?.attach(to: session)
        LiveFeeds.attach(stdin: command.stdin, specs: config.counters, scene: scene, loop: loop, session: session)
        session.run()
    }

    /// The board `command` and `config` describe, as the run shows it (and as `--frame-at` and a
    /// recording rendered from the animation's clock render it), and its frame rate. Under a
    /// non-UTF-8 locale on the full screen the counters in `config` are transliterated.
    static func makeScene(_ command: DashboardCommand, config: inout DashboardConfig,
                          environment env: Environment) -> (DashboardScene, Int) {
        let fps = command.fps.flatMap { Int($0) } ?? config.fps ?? 60
        let columns = command.columns.map { $0 == "auto" ? nil : Int($0) } ?? config.columns
        let theme: Theme = env.noColor ? .monochrome : .colored()
        let reducedMotion = command.presentation.noAnimation || env.animationsOff
        // A full screen under a non-UTF-8 locale shows ASCII: transliterated, or '?'.
        let rendered = (try? command.presentation.snapshotTime()) != nil || (recordsOffline(command, config: config))
        let fullScreen = !rendered && env.stdoutIsTerminal && !env.termIsUnusable
        if fullScreen && !env.utf8 { config.counters = config.counters.map { $0.transliterated() } }
        let cards = config.counters.map { spec -> CounterCell in
            var model = spec.makeModel(start: 0)
            if reducedMotion { model.finish(at: 0) }
            let view = spec.makeView(model, font: env.utf8 ? .box : .ascii,
                                     theme: env.noColor ? .monochrome : .colored(accent: spec.color))
            var card = CounterCell.card(id: spec.id, title: spec.title, model: model, view: view)
            if let track = spec.track { card.track(track) }
            return card
        }
        let scene = DashboardScene(cards: cards, columns: columns, theme: theme, borders: env.utf8 ? .rounded : .ascii,
                                   sparkline: SparklineRow(levels: env.utf8 ? Sparkline.blocks : Sparkline.ascii))

        return (scene, fps)
    }

    /// `--record` with fixed targets only: rendered from the animation's clock, without a display.
    static func recordsOffline(_ command: DashboardCommand, config: DashboardConfig) -> Bool {
        (try? command.presentation.recordTarget()) != nil && !command.stdin && !config.counters.contains { $0.command != nil }
    }
}
