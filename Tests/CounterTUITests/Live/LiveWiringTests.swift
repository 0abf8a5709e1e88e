import CounterEngine
@testable import CounterLive
import CounterSystem
import Foundation
import Testing
@testable import CounterTUI
import CounterTestSupport

/// A live source the test drives: it sends what the test says, and notes start and stop.
@MainActor
final class ScriptedSource: LiveSource {
    var onEvent: (LiveEvent) -> Void = { _ in }
    private(set) var started = false
    private(set) var stopped = false
    let figureName: String

    init(figureName: String) { self.figureName = figureName }

    func start() { started = true }
    func stop() { stopped = true }

    func send(_ event: LiveEvent) { onEvent(event) }

    func statsFigure(skipped: Int, failed: Int) -> (name: String, count: UInt64)? {
        (figureName, UInt64(figureName.contains("failed") ? failed : skipped))
    }
}

/// Makes a `ScriptedSource` whose `--stats` figure has `name`.
struct ScriptedFeed: LiveFeed {
    var name = "stdin lines skipped"
    func makeSource() -> any LiveSource { ScriptedSource(figureName: name) }
}

/// A session that notes what its parts ask of it instead of ending the process.
@MainActor
final class NotedSession: SessionControl {
    private(set) var open = 0
    private(set) var released = 0
    private(set) var died: Int32?
    private(set) var failures: [String] = []
    private(set) var statuses: [Int32] = []

    func holdOpen() { open += 1 }
    func release() { released += 1 }
    func die(by signal: Int32) { died = signal }
    func fail(_ message: String, status: CounterSystem.ExitStatus) {
        failures.append(message)
        statuses.append(status.rawValue)
    }
}

/// `LiveWiring`: live sources (`LiveSource`, made from their `LiveFeed`) reach a scene's counters by
/// their `LiveRoute`, the same way for the single counter and a board, with the status line, the
/// badges, the run held open until every source ends, and the `--stats` figures.
@MainActor
@Suite struct LiveWiringTests {
    let clock = ManualClock()

    func counter(_ title: String = "", id: String? = nil, to target: String = "0") -> (CounterModel, CounterView) {
        let model = CounterModel(from: .zero, to: number(target), duration: 0, easing: .linear, format: .int, start: 0)
        return (model, CounterView(display: model.display, title: title))
    }

    func single() -> SingleCounterScene {
        let (model, view) = counter()
        return SingleCounterScene(model: model, view: view)
    }

    func board(_ ids: [String]) -> DashboardScene {
        let cards = ids.map { id -> ScreenCounter in
            let (model, view) = counter()
            return ScreenCounter.card(id: id, title: id.uppercased(), model: model, view: view)
        }
        return DashboardScene(cards: cards, theme: .monochrome, borders: .ascii)
    }

    /// The wiring of `feeds` into `scene`, started, with its sources, session and loop (the
    /// session holds its parts in the program: here the test holds this).
    @MainActor
    final class Wired {
        let wiring: LiveWiring
        let sources: [ScriptedSource]
        let session = NotedSession()
        let loop: RenderLoop

        init(_ scene: any CounterScene, _ feeds: [(feed: any LiveFeed, route: LiveRoute)], clock: ManualClock) {
            loop = RenderLoop(scene: scene, output: ScreenOutput(screen: MemoryScreen(size: Size(columns: 60, rows: 10))),
                              clock: clock, fps: 60)
            wiring = LiveWiring(scene: scene, loop: loop, feeds: feeds)
            sources = wiring.sources.map { $0 as! ScriptedSource }
            wiring.start(in: session)
        }
    }

    func wire(_ scene: any CounterScene, _ feeds: [(feed: any LiveFeed, route: LiveRoute)]) -> Wired {
        Wired(scene, feeds, clock: clock)
    }

    func line(_ id: String?, _ value: String) -> LiveLine { LiveLine(id: id, value: number(value)) }

    @Test func everySourceStartsAndHoldsTheRunOpenUntilItEnds() {
        let wired = wire(board(["a", "b"]), [(ScriptedFeed(), .byID), (ScriptedFeed(), .counter(1))])
        #expect(wired.sources.allSatisfy { $0.started })
        #expect(wired.session.open == 2)
        wired.sources[0].send(.ended)
        #expect(wired.session.released == 1)
        wired.wiring.stop()
        #expect(wired.sources.allSatisfy { $0.stopped })
    }

    @Test func theCounterAloneTakesValuesWithoutAnIdAndSkipsAddressedOnes() {
        let scene = single()
        let wired = wire(scene, [(ScriptedFeed(), .byID)])
        let (sources, loop) = (wired.sources, wired.loop)
        sources[0].send(.values([line(nil, "12.5")]))
        #expect(scene.model.display.target == number("12.5"))
        let frames = loop.stats.frames
        // The same value again changes nothing: no frame.
        sources[0].send(.values([line(nil, "12.5")]))
        #expect(loop.stats.frames == frames)
        sources[0].send(.values([line("revenue", "7")]))
        #expect(scene.model.display.target == number("12.5"))
        #expect(scene.status == "stdin: 1 line skipped (not a number)")
        sources[0].send(.skipped(2))
        #expect(scene.status == "stdin: 3 lines skipped (not a number)")
        #expect(loop.stats.frames > frames)
        #expect(wired.wiring.statsText == "stdin lines skipped: 3\n")
    }

    @Test func aBoardRoutesByIdAndCountsWhatNoCardTakes() {
        let scene = board(["a", "b"])
        let wired = wire(scene, [(ScriptedFeed(), .byID)])
        let sources = wired.sources
        sources[0].send(.values([line("b", "5"), line("zzz", "1"), line(nil, "3")]))
        #expect(scene.counters[1].model.display.target == number("5"))
        #expect(scene.counters[0].model.display.target == .zero)
        // An unknown id and a bare value on a board of two: both skipped.
        #expect(scene.status == "stdin: 2 lines skipped")
    }

    @Test func aBareValueReachesTheOnlyCardOfABoard() {
        let scene = board(["a"])
        let wired = wire(scene, [(ScriptedFeed(), .byID)])
        let sources = wired.sources
        sources[0].send(.values([line(nil, "42")]))
        #expect(scene.counters[0].model.display.target == number("42"))
        #expect(scene.status == "")
    }

    @Test func aFailingCardHasItsMarkUntilARunEndsWell() {
        let scene = board(["load", "disk"])
        let failed = ScriptedFeed(name: "command runs failed")
        let wired = wire(scene, [(failed, .counter(0)), (failed, .counter(1))])
        let sources = wired.sources
        sources[1].send(.failed("exit 3"))
        #expect(scene.counters[1].health.badge == "!")
        #expect(scene.status == "! DISK: exit 3")
        sources[0].send(.failed("timed out after 2s"))
        #expect(scene.status == "! LOAD: timed out after 2s (+1 more failing)")
        // A value alone does not clear the mark; a run that ends well does.
        sources[1].send(.values([line(nil, "9")]))
        #expect(scene.counters[1].health.badge == "!")
        sources[1].send(.recovered)
        #expect(scene.counters[1].health.badge == "")
        #expect(scene.status == "! LOAD: timed out after 2s")
        // Figures of one name add up over the sources.
        #expect(wired.wiring.statsText == "command runs failed: 2\n")
    }

    @Test func theCounterAloneSaysWhetherAFailureKeepsAValue() {
        let scene = single()
        let wired = wire(scene, [(ScriptedFeed(name: "command runs failed"), .byID)])
        let sources = wired.sources
        sources[0].send(.failed("exit 1"))
        #expect(scene.status == "! exit 1; no value yet")
        sources[0].send(.values([line(nil, "10")]))
        sources[0].send(.failed("exit 1"))
        #expect(scene.status == "! exit 1; keeping the last value")
        sources[0].send(.recovered)
        #expect(scene.status == "")
    }

    /// A slow run (still going at its timeout, its number kept) is not a failure: it clears the
    /// `!` and the status line says it was slow, until a run ends well.
    @Test func aSlowRunIsNotAFailure() {
        let scene = board(["load", "disk"])
        let wired = wire(scene, [(ScriptedFeed(name: "command runs failed"), .counter(0))])
        let sources = wired.sources
        sources[0].send(.failed("exit 3"))
        #expect(scene.counters[0].health.badge == "!")
        sources[0].send(.values([line(nil, "5")]))
        sources[0].send(.slow("still running at its 2s timeout"))
        #expect(scene.counters[0].health.badge == "")
        #expect(scene.counters[0].model.display.target == number("5"))
        #expect(scene.status == "LOAD: slow, still running at its 2s timeout")
        sources[0].send(.recovered)
        #expect(scene.status == "")
        #expect(wired.wiring.statsText == "command runs failed: 1\n")
        let alone = single()
        let one = wire(alone, [(ScriptedFeed(name: "command runs failed"), .byID)])
        one.sources[0].send(.values([line(nil, "5")]))
        one.sources[0].send(.slow("still running at its 2s timeout"))
        #expect(alone.status == "slow: still running at its 2s timeout; showing the number it printed")
    }

    @Test func aCopyThatCannotBeWrittenEndsTheRun() {
        let wired = wire(single(), [(ScriptedFeed(), .byID)])
        let (sources, session) = (wired.sources, wired.session)
        sources[0].send(.copyFailed(EBADF, bySignal: false))
        #expect(session.failures == ["counter-tui: cannot write to standard output: Bad file descriptor"])
        #expect(session.died == nil)
        sources[0].send(.copyFailed(EPIPE, bySignal: true))
        #expect(session.died == SIGPIPE)
        #expect(session.failures.count == 1)
    }
}
