import CounterEngine
import CounterSystem
import Foundation
import Testing
@testable import CounterTUI
import CounterTestSupport

/// A terminal that notes what the session does with it; keys arrive on a pipe the test writes
/// into (one byte a key: q, space, r, x).
final class NotedTerminal: Terminal {
    let reader: Int32
    let writer: Int32
    private(set) var calls: [String] = []
    private(set) var left = ""
    var foreground: Bool? = true
    /// Keys read before the session began (typed while the terminal was asked something).
    var waiting = ""

    init() {
        var fds: [Int32] = [-1, -1]
        _ = PipeEnds.make(&fds)
        (reader, writer) = (fds[0], fds[1])
        _ = fcntl(reader, F_SETFL, fcntl(reader, F_GETFL) | O_NONBLOCK)
    }

    var inputDescriptor: Int32 { reader }

    func press(_ keys: String) { _ = keys.withCString { write(writer, $0, strlen($0)) } }

    var hasWaitingKeys: Bool { !waiting.isEmpty }

    func readKeys() -> [Key] {
        defer { waiting = "" }
        let early = waiting.map { Key.character($0) }
        var bytes = [UInt8](repeating: 0, count: 64)
        let n = read(reader, &bytes, bytes.count)
        guard n > 0 else { return early }
        return early + bytes[0..<n].map { .character(Character(Unicode.Scalar($0))) }
    }

    func inputClosed() -> Bool { false }
    func isForeground() -> Bool? { foreground }
    func suspend() { calls.append("suspend") }
    func resume() { calls.append("resume") }
    func updateSize() { calls.append("size") }
    func end() { calls.append("end") }
    func leave(_ text: String) { left += text }
    func modeReported(mode: Int, setting: Int) { calls.append("mode \(mode) \(setting)") }
}

/// A part that notes when the session starts, stops and finishes it, and holds the run open
/// `holds` times from its start (as live sources do) until the test releases it.
@MainActor
final class NotedPart: SessionPart {
    private(set) var calls: [String] = []
    var finishes = true
    let holds: Int
    private(set) weak var session: SessionControl?
    var statsText: String { "part figure: 1\n" }

    init(holds: Int = 0) { self.holds = holds }

    func start(in session: SessionControl) {
        calls.append("start")
        self.session = session
        for _ in 0..<holds { session.holdOpen() }
    }
    func stop() { calls.append("stop") }
    func finish() -> Bool {
        calls.append("finish")
        return finishes
    }
}

/// `TerminalSession` through its `Terminal` seam: keys quit, pause, restart and repaint; the
/// terminal is ended and left with the last frame; the parts (`SessionPart`) start with it, stop
/// before the terminal is handed back and finish after; what they hold open (`SessionControl`)
/// keeps the run going; Ctrl-Z and `fg` hand the terminal back and take it again.
@MainActor
@Suite(.serialized) struct TerminalSessionTests {
    @MainActor
    final class Run {
        let clock = ManualClock()
        let terminal = NotedTerminal()
        let screen = MemoryScreen(size: Size(columns: 20, rows: 5))
        let part: NotedPart
        let loop: RenderLoop
        let session: TerminalSession

        init(duration: Double = 1, hold: Bool = false, holds: Int = 0, typedBefore: String = "") {
            part = NotedPart(holds: holds)
            terminal.waiting = typedBefore
            let model = CounterModel(from: .zero, to: number("100"), duration: duration, easing: .linear, format: .int,
                                     start: 0)
            let scene = SingleCounterScene(model: model, view: CounterView(display: model.display, title: "Done"))
            loop = RenderLoop(scene: scene, output: ScreenOutput(screen: screen),
                              clock: clock, fps: 10)
            session = TerminalSession(loop: loop, terminal: terminal, hold: hold, printStats: false, parts: [part])
            session.start()
        }

        /// How the run ended, once it has (the first ending stands).
        var ended: [RunEnding] { session.ending.map { [$0] } ?? [] }
    }

    @Test func qEndsTheTerminalLeavesOneLineAndExitsWithZero() async {
        let run = Run()
        #expect(run.part.calls == ["start"])
        run.terminal.press("q")
        #expect(await eventually { !run.ended.isEmpty })
        #expect(run.ended == [.success])
        #expect(run.terminal.calls == ["end"])
        // One line, the title and the final value (issue 38: it left the whole frame).
        #expect(run.terminal.left == "Done: 0\n")
        #expect(run.part.calls == ["start", "stop", "finish"])
    }

    /// A `q` typed while the terminal was asked about synchronized output was read then: no
    /// read watch fires for it, and it still ends the run.
    @Test func aKeyTypedBeforeTheSessionBeganIsHandled() async {
        let run = Run(duration: 60, typedBefore: "q")
        #expect(await eventually { !run.ended.isEmpty })
        #expect(run.ended == [.success])
        #expect(run.terminal.calls == ["end"])
    }

    @Test func spacePausesAndResumesAndRRestarts() {
        let run = Run(duration: 10)
        run.session.handle(.character(" "))
        #expect(run.loop.isPaused)
        run.session.handle(.character(" "))
        #expect(!run.loop.isPaused)
        run.clock.set(5)
        run.session.handle(.character("r"))
        #expect(run.loop.scene.endTime == 15)
        #expect(run.ended.isEmpty)
    }

    @Test func modeReportsGoToTheTerminalAndResizesRepaint() {
        let run = Run()
        run.session.handle(.modeReport(mode: 2026, setting: 2))
        run.session.handle(.resize)
        run.session.handle(.character("\u{0C}"))
        #expect(run.terminal.calls == ["mode 2026 2", "size", "size"])
    }

    @Test func theRunStaysOpenUntilEverythingItWaitsForHasEnded() {
        // Settled at the first frame, but a part holds the run open twice (two live sources).
        let run = Run(duration: 0, holds: 2)
        #expect(run.ended.isEmpty && run.session.openCount == 2)
        run.part.session?.release()
        #expect(run.ended.isEmpty)
        run.part.session?.release()
        #expect(run.ended == [.success])
    }

    @Test func aPartThatCannotFinishTurnsSuccessInto74() {
        let run = Run()
        run.part.finishes = false
        run.session.handle(.character("q"))
        #expect(run.ended == [.status(.outputError)])
    }

    @Test func aHeldScreenEndsWithAnyKeyOnceSettled() {
        let run = Run(duration: 0, hold: true)
        // Settled and held: the session does not end by itself.
        #expect(run.ended.isEmpty)
        run.session.handle(.character("x"))
        #expect(run.ended == [.success])
    }

    @Test func suspendedTheTerminalIsHandedBackThenTakenAgain() {
        let run = Run(duration: 10)
        run.session.jobs?.handBack()
        #expect(run.loop.isPaused && run.terminal.calls == ["suspend"])
        run.session.jobs?.continued()
        #expect(run.terminal.calls == ["suspend", "resume"])
        #expect(!run.loop.isPaused)
        // A terminal that is gone ends the run as a hangup does.
        run.session.jobs?.handBack()
        run.terminal.foreground = nil
        run.session.jobs?.continued()
        #expect(run.ended == [.signal(SIGHUP)])
        #expect(run.part.calls == ["start", "stop", "finish"])
    }

    /// While the terminal is the shell's, nothing draws: not new data (`yes | counter-tui
    /// --count-lines` after `bg`), not a resize, not the end of the input. ncurses would take the
    /// terminal back to draw it, its modes too, and the shell would keep them as its own (the
    /// prompt after the run then had no echo).
    @Test func nothingIsDrawnWhileTheTerminalIsHandedBack() {
        let run = Run(duration: 10)
        run.clock.set(1)
        run.session.jobs?.handBack()
        let flushes = run.screen.flushes
        // `bg`: continued in the background, stopped again (after the main queue's turn).
        run.terminal.foreground = false
        run.session.jobs?.continued()
        run.loop.wake()
        run.loop.redraw()
        run.loop.drawNow()
        run.clock.set(20)
        run.loop.wake()
        #expect(run.screen.flushes == flushes)
        #expect(run.terminal.calls == ["suspend"])
        // `fg`: drawn at once, the clock having stood still meanwhile.
        run.terminal.foreground = true
        run.session.jobs?.continued()
        #expect(run.screen.flushes > flushes)
        #expect(run.terminal.calls == ["suspend", "resume"])
        #expect(run.loop.animationTime < 10 && !run.loop.isPaused)
        #expect(run.ended.isEmpty)
    }

    /// Paused with space before Ctrl-Z, it is still paused after `fg` (and drawn again).
    @Test func aPauseOutlastsTheSuspension() {
        let run = Run(duration: 10)
        run.session.handle(.character(" "))
        run.session.jobs?.handBack()
        let flushes = run.screen.flushes
        run.session.jobs?.continued()
        #expect(run.loop.isPaused && run.screen.flushes > flushes)
    }
}
