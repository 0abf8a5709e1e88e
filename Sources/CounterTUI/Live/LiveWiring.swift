import CounterEngine
import CounterLive
import CounterSystem

#if canImport(Glibc)
import Glibc
#endif

/// Connects live sources to the counters of a scene, the same way for the single counter and a
/// dashboard: each value goes to the counter its route names and moves it from what is on
/// screen, waking the render loop only when something changed; skipped input and failing sources
/// show in the status line (and a failing card's `!`); the run stays open until every source has
/// ended; a copy that cannot be written ends the program. A part of the display session.
@MainActor
package final class LiveWiring: SessionPart {
    private let scene: any CounterScene
    private let loop: RenderLoop
    /// Each source, the route of what it gives, and its tallies for `--stats`.
    private var wired: [(source: any LiveSource, route: LiveRoute, skipped: Int, failed: Int)]
    /// Lines skipped, for the status line (the failing and slow sources are in each counter's health).
    private var status = LiveStatus()
    private weak var session: SessionControl?
    /// The commands of threshold crossings (`on_warn`, `on_critical`, `on_ok`).
    package let triggers = TriggerRunner()
    /// Lines for programs have no status line: a failing source's reason is said on stderr
    /// instead, once each time it changes (a command that cannot start is not a silent 0).
    package var failuresOnStderr = false
    /// The meter's name (`--name`), written before each summary: `in: 1,024 bytes in …`.
    package var summaryName: String?

    /// Makes the sources of `feeds` (before the session installs its signal handlers) for the
    /// counters of `scene`, drawn by `loop`.
    package init(scene: any CounterScene, loop: RenderLoop, feeds: [(feed: any LiveFeed, route: LiveRoute)]) {
        self.scene = scene
        self.loop = loop
        self.wired = feeds.map { ($0.feed.makeSource(), $0.route, 0, 0) }
    }

    /// The sources, in order.
    package var sources: [any LiveSource] { wired.map(\.source) }

    package func start(in session: SessionControl) {
        self.session = session
        triggers.onStartFailure = { [weak self] card, reason in self?.triggerChanged(.triggerFailed(card: card, reason: reason)) }
        triggers.onStart = { [weak self] card in self?.triggerChanged(.triggerStarted(card: card)) }
        for index in wired.indices {
            wired[index].source.onEvent = { [weak self] event in self?.handle(event, from: index) }
            session.holdOpen()
            wired[index].source.start()
        }
    }

    package func stop() {
        for feed in wired { feed.source.stop() }
        triggers.stop()
        // Values that end final at the end of their input (a count: the one its summary says)
        // are final when the run ends first too (a signal): an inline line ends on them, not on
        // a frame drawn before them, nor on their way.
        guard !wired.isEmpty, wired.allSatisfy(\.source.endIsFinal) else { return }
        scene.finish(at: loop.animationTime)
        if loop.output.drawsInline { loop.tick(now: loop.clock.now) }
    }

    package var goesOnWithoutDisplay: String? {
        wired.lazy.compactMap(\.source.goesOnWithoutDisplay).first
    }

    /// What the sources read passed on, then their summaries, on stderr, once the terminal has
    /// been handed back; false when something read was dropped.
    package func finish() -> Bool {
        var whole = true
        for feed in wired {
            whole = feed.source.finishPassingOn() && whole
            if let summary = feed.source.summary {
                StandardStream.write((summaryName.map { $0 + ": " } ?? "") + summary + "\n", to: 2)
            }
        }
        if let summary = triggers.summary { StandardStream.write(summary + "\n", to: 2) }
        return whole
    }

    /// A card's health after a threshold command started or could not (`message`): shown when
    /// it changed (the card's `!`, the status line).
    private func triggerChanged(_ message: SceneMessage) {
        guard scene.update(message) else { return }
        showStatus()
        loop.wake()
    }

    package var statsText: String {
        var figures: [(name: String, count: UInt64)] = []
        for feed in wired {
            guard let figure = feed.source.statsFigure(skipped: feed.skipped, failed: feed.failed) else { continue }
            if let i = figures.firstIndex(where: { $0.name == figure.name }) {
                figures[i].count &+= figure.count
            } else {
                figures.append(figure)
            }
        }
        let text = figures.map { "\($0.name): \($0.count)\n" }.joined()
        return scene.counters.contains(where: { !$0.triggers.isEmpty }) ? text + triggers.statsText : text
    }

    /// Takes one event of source number `index`.
    func handle(_ event: LiveEvent, from index: Int) {
        let route = wired[index].route
        switch event {
        case .values(let lines):
            let time = loop.animationTime
            var changed = false
            var unrouted = 0
            for line in lines {
                guard let (cell, series) = target(for: line, route: route) else {
                    unrouted += 1
                    continue
                }
                // The same value again changes nothing: no frame.
                changed = scene.update(.sample(card: cell, series: series, value: line.value, clock: loop.clock.now, at: time))
                    || changed
                if series == nil { runTrigger(of: cell) }
            }
            if unrouted > 0 {
                wired[index].skipped += unrouted
                status.skipped += unrouted
                changed = showStatus() || changed
            }
            if changed { loop.wake() }
        case .skipped(let count, let hint):
            wired[index].skipped += count
            status.skipped += count
            if let hint {
                // Lines for programs have no status line: the hint goes to stderr, once a change.
                if failuresOnStderr && status.lastRefusal != hint { StandardStream.notice("stdin: line skipped: \(hint)") }
                status.lastRefusal = hint
            }
            showStatus()
            loop.wake()
        case .failed:
            wired[index].failed += 1
            guard let cell = counter(of: route) else { return }
            let before = scene.counters[cell].health.failure
            take(event, index: cell, route: route)
            // Said once each time it changes (a chart's failure names its series: `out: exit status 3`).
            if failuresOnStderr, let failure = scene.counters[cell].health.failure, failure != before {
                let title = scene.counters[cell].title
                StandardStream.notice("\(title.isEmpty ? "command" : title): \(failure)")
            }
            showStatus()
            loop.wake()
        case .slow, .recovered:
            // The counter's health says what changed (a recovery only clears a mark it had).
            guard let cell = counter(of: route), take(event, index: cell, route: route) || event != .recovered else { return }
            showStatus()
            loop.wake()
        case .ended:
            if wired[index].source.endIsFinal { scene.finish(at: loop.animationTime) }
            // The last values may have come a moment ago, their frame still waiting for its turn
            // of the frame rate: drawn now, before the run can end.
            loop.drawNow()
            session?.release()
        case .copyFailed(let code, let bySignal):
            if bySignal {
                session?.die(by: SIGPIPE)
                return
            }
            session?.fail("counter-tui: cannot write to standard output: \(String(cString: strerror(code)))")
        case .cannotStart(let reason):
            session?.fail("counter-tui: \(reason)", status: .machineLimit)
        case .inputFailed(let reason):
            session?.fail("counter-tui: \(reason)", status: .outputError)
        }
    }

    /// Asks for cell `index`'s command for the level its value has crossed into, once per
    /// crossing (the first value counts as crossing from ok); never waits for it. The runner
    /// bounds them: one at a time per card, the latest crossing waiting its turn.
    private func runTrigger(of index: Int) {
        let cell = scene.counters[index]
        guard !cell.triggers.isEmpty, cell.live.thresholds != nil, !cell.live.waiting else { return }
        let level = cell.live.level
        guard level != cell.triggers.lastLevel else { return }
        scene.update(.triggerAsked(card: index, level: level))
        let command = cell.triggers.command(for: level)
        triggers.request(TriggerRequest(level: level, command: command, environment: command == nil ? [:] : [
            "COUNTER_TITLE": TextSanitizer.clean(cell.title),
            "COUNTER_VALUE": cell.model.display.target.description,
            "COUNTER_TEXT": cell.model.display.format.unpadded(cell.model.display.finalText),
            "COUNTER_LEVEL": LevelTriggers.name(of: level),
        ]), card: index)
    }

    /// The counter `line` goes to by `route`, and the series of its chart; nil when none takes
    /// it (a line without an id for a chart of several series).
    private func target(for line: LiveLine, route: LiveRoute) -> (Int, Int?)? {
        if case .series(let index, let series) = route { return (index, series) }
        if case .byID = route, let id = line.id {
            if let index = scene.index(ofID: id) { return (index, nil) }
            return scene.series(ofID: id).map { ($0.index, $0.series) }
        }
        guard let index = counter(of: route) else { return nil }
        switch scene.seriesCount(index: index) {
        case 0: return (index, nil)
        case 1: return (index, 0)
        default: return nil
        }
    }

    /// Gives counter `index`'s health `event` of the source on `route` (a chart's series: the
    /// card fails while any of its series fails); false when nothing changed.
    @discardableResult
    private func take(_ event: LiveEvent, index: Int, route: LiveRoute) -> Bool {
        if case .series(_, let series) = route { return scene.update(.sourceEvent(event, card: index, series: series)) }
        return scene.update(.sourceEvent(event, card: index, series: nil))
    }

    /// The counter a source on `route` is about when it has no id to say (its failures, its
    /// values without an id): the one it feeds, or the only one there is.
    private func counter(of route: LiveRoute) -> Int? {
        switch route {
        case .counter(let index), .series(let index, _): return index
        case .byID: return scene.counters.count == 1 ? 0 : nil
        }
    }

    /// Puts the status in the scene's status line; whether the line changed.
    @discardableResult
    private func showStatus() -> Bool {
        let text = status.text(health: scene.counters.map(\.health),
                               titles: scene.statusNamesCounters ? scene.counters.map(\.title) : nil)
        return scene.update(.status(text))
    }
}
