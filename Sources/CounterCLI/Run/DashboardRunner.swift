import CounterEngine
import CounterLive
import CounterSystem
import CounterTUI
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Runs `counter-tui dashboard`: the board its file and `--counter` options describe, through
/// the shared run sequence. Settled, a board stays on screen without using CPU until a key; fed
/// from a pipe into a pipe, it ends with its input.
@MainActor
enum DashboardRunner {
    /// Runs the board to its end and returns how it ended.
    static func run(_ command: DashboardCommand, environment env: Environment) -> RunEnding {
        var config = DashboardConfig(counters: [])
        if let path = command.file {
            do {
                config = try DashboardFile.load(path, live: command.stdin)
            } catch {
                StandardStream.notice(error.description)
                return .status(error.status)
            }
        }
        config.counters += command.counterSpecs()
        if config.counters.count > DashboardConfig.maximumCounters {
            StandardStream.notice("dashboard: expected at most \(DashboardConfig.maximumCounters) counters, got \(config.counters.count)")
            return .status(.usage)
        }
        // Clocks keep to the wall clock; the board's time 0 is now.
        let now = Date(timeIntervalSince1970: TestWallClock.epochSeconds())
        let (scene, fps) = makeScene(command, config: &config, environment: env, clockOrigin: now)
        var run = DisplayRun(
            scene: scene, fps: fps, frameAt: command.presentation.snapshotTime,
            size: command.presentation.snapshotSize,
            record: try? command.presentation.recordTarget(), feeds: feeds(command, config: config),
            stats: command.presentation.stats, hold: true, printFinalFrame: false,
            steps: BoardSteps(stdin: command.stdin, environment: env))
        if config.counters.contains(where: { $0.timer?.isClock == true }) { run.wallClock = now }
        run.triggerLimit = config.maxTriggers ?? TriggerRunner.defaultLimit
        return run.run()
    }

    /// The board's live sources: stdin lines routed by id, and each card's own command.
    static func feeds(_ command: DashboardCommand, config: DashboardConfig) -> [(feed: any LiveFeed, route: LiveRoute)] {
        // A chart's series keeps every value (each a point); a card shows the latest of a read.
        let seriesIDs = Set(config.counters.flatMap { $0.chart?.series.compactMap(\.id) ?? [] })
        var feeds: [(feed: any LiveFeed, route: LiveRoute)] = command.stdin ? [(StdinSource.Feed(everyValueOf: seriesIDs), .byID)] : []
        for (index, spec) in config.counters.enumerated() {
            if let feed = spec.feed { feeds.append((feed, .counter(index))) }
            for (series, feed) in spec.chart?.feeds ?? [] { feeds.append((feed, .series(index: index, series: series))) }
        }
        return feeds
    }

    /// The board `command` and `config` describe, as the run shows it (and as `--frame-at` and a
    /// recording rendered from the animation's clock render it), and its frame rate. Under a
    /// non-UTF-8 locale on the full screen the counters in `config` are transliterated.
    static func makeScene(_ command: DashboardCommand, config: inout DashboardConfig,
                          environment env: Environment, clockOrigin: Date = Date()) -> (DashboardScene, Int) {
        let fps = command.fps?.value ?? config.fps ?? 60
        let columns = command.columns.map { $0.value ?? nil } ?? config.columns
        let theme: Theme = env.noColor ? .monochrome : .colored()
        let reducedMotion = command.presentation.noAnimation || env.animationsOff
        // A full screen under a non-UTF-8 locale shows ASCII: transliterated, or '?'.
        let recordsOffline = (try? command.presentation.recordTarget()) != nil && feeds(command, config: config).isEmpty
        let rendered = (command.presentation.snapshotTime) != nil || recordsOffline
        let fullScreen = !rendered && env.stdoutIsTerminal && !env.termIsUnusable
        if fullScreen && !env.utf8 { config.counters = config.counters.map { $0.transliterated() } }
        let cards = config.counters.map { spec -> ScreenCounter in
            var model = spec.makeModel(start: 0)
            if reducedMotion { model.finish(at: 0) }
            let view = spec.makeView(model, font: env.utf8 ? .box : .ascii,
                                     theme: env.noColor ? .monochrome : .colored(accent: spec.color))
            var card = ScreenCounter.card(id: spec.id, title: spec.title, model: model, view: view)
            card.jumps = reducedMotion
            card.flashes = spec.flash && !command.noFlash
            card.health.awaitsValue = spec.awaitsValue
            card.health.isLive = spec.isFed
            card.health.staleAfter = spec.staleAfter
            card.triggers = spec.triggers
            card.body = spec.gauge
            if let chart = spec.chart { card.body = chart.makeBody(format: model.display.format, decimalsAsTyped: spec.decimalsAsTyped) }
            if let track = spec.track { card.track(track) }
            if var timer = spec.timer {
                if case .clock(var clock) = timer {
                    clock.origin = clockOrigin.timeIntervalSince1970
                    if reducedMotion { clock.rollSeconds = 0 }
                    timer = .clock(clock)
                }
                card.run(timer, from: 0)
                // Reduced motion: phases jump to their end (a stopwatch has none).
                if reducedMotion { card.finish(at: 0) }
            }
            return card
        }
        let layouts = config.counters.map { CardLayout(span: $0.span, widthWeight: $0.widthWeight) }
        let scene = DashboardScene(cards: cards, layouts: layouts, columns: columns, theme: theme, borders: env.utf8 ? .rounded : .ascii,
                                   sparkline: SparklineRow(levels: env.utf8 ? CounterEngine.Sparkline.blocks : CounterEngine.Sparkline.ascii))
        return (scene, fps)
    }
}

/// What `dashboard` brings to the run sequence besides its board (`RunSteps`): `--stdin`'s
/// checks, stdout's output; no `--on-done`, and nothing a recording rendered at once refuses.
@MainActor
final class BoardSteps: RunSteps {
    private let stdin: Bool
    private let env: Environment

    /// The steps of a board fed from stdin when `stdin`, in `environment`.
    init(stdin: Bool, environment: Environment) {
        self.stdin = stdin
        self.env = environment
    }

    /// `--stdin` needs an input that is open and not the terminal the board is drawn on.
    func checkBeforeDisplay() -> RunEnding? {
        if stdin && env.stdinClosed {
            StandardStream.notice("--stdin: standard input is closed; nothing to read")
            return .status(.outputError)
        }
        if stdin && env.stdinIsTerminal && env.stdoutIsTerminal {
            StandardStream.notice("--stdin: standard input is a terminal; pipe values in, e.g. echo 'revenue 12.5' | counter-tui dashboard FILE --stdin")
            return .status(.usage)
        }
        return nil
    }

    /// Stdout's: the full screen on a terminal, else lines.
    func chooseOutput() -> ChosenOutput { DisplayOutput.standard(environment: env) }

    /// Nothing: a board has no scripts.
    func refusalOffline() -> RunEnding? { nil }

    /// None: a board has no `--on-done`.
    func onDoneCommand() -> ShellCommand? { nil }
}
