import CounterEngine
import Testing
@testable import CounterTUI
import CounterTestSupport

/// Frames updated in place (only the labels whose text changed, only their rows diffed) must
/// put on screen exactly the frames rendered whole.
@MainActor
@Suite struct FrameUpdateTests {
    /// The frame `scene` renders whole at `time`.
    func whole(_ scene: Scene, at time: Double, size: Size) -> Buffer {
        var buffer = Buffer(size: size)
        _ = scene.advance(to: time)
        scene.render(at: time, into: &buffer)
        return buffer
    }

    func single(title: String = "") -> SingleCounterScene {
        let model = CounterModel(from: .zero, to: number("9999"), duration: 10, easing: .power(.out, exponent: 3),
                                 format: .int, start: 0)
        return SingleCounterScene(model: model, view: CounterView(display: model.display, title: title))
    }

    func dashboard(_ count: Int) -> DashboardScene {
        let format = try! NumberFormat.parse(",##0.00").get()
        let cards = (0..<count).map { i -> ScreenCounter in
            let model = CounterModel(from: .zero, to: ExactNumber(Double(i + 1) * 12345.67), duration: 10,
                                     easing: .power(.out, exponent: 3), format: format, start: 0)
            // Every third card in a colour of its own (`color:` in a board file).
            let theme: Theme = i % 3 == 1 ? .colored(accent: .green) : .monochrome
            return ScreenCounter.card(title: "C\(i + 1)", model: model, view: CounterView(display: model.display, theme: theme))
        }
        return DashboardScene(cards: cards, columns: 4, theme: .colored(), borders: .rounded)
    }

    /// Draws a scene made by `make` through a ScreenOutput at each time, checking the screen
    /// against the whole frame of a twin scene (made the same way: rendering the first one would
    /// make its next frame whole, and no update in place would be checked); `between` changes
    /// both alike before each frame. Also checks that frames were updated in place.
    func check<S: Scene>(_ make: () -> S, size: Size, times: [Double], between: (S, Int, Double) -> Void = { _, _, _ in }) {
        let scene = make()
        let twin = make()
        let screen = MemoryScreen(size: size)
        let output = ScreenOutput(screen: screen)
        var updates = 0
        for (i, time) in times.enumerated() {
            between(scene, i, time)
            between(twin, i, time)
            let before = output.updatesInPlace
            _ = scene.advance(to: time)
            _ = twin.advance(to: time)
            output.draw(scene, at: time)
            if output.updatesInPlace == before + 1, i > 0 { updates += 1 }
            let expected = whole(twin, at: time, size: size)
            // Compared whole (characters and styles); shown as text when they differ.
            let onScreen = screen.frame == expected
            let presented = output.presented == expected
            let shown = text(screen.frame)
            #expect(onScreen, "frame \(i) at \(time):\n\(shown)\nwhole:\n\(text(expected))")
            #expect(presented, "presented frame \(i) at \(time)")
        }
        // Most frames went through `update` (whole ones only after a change).
        #expect(updates > times.count / 2, "\(updates) of \(times.count) frames updated in place")
    }

    func text(_ buffer: Buffer) -> String { buffer.lines.joined(separator: "\n") }

    static let times: [Double] = (0...160).map { Double($0) * 0.0625 } + [10, 10.5]

    @Test func singleLabelUpdatedInPlaceIsTheWholeFrame() {
        check({ single() }, size: Size(columns: 80, rows: 24), times: Self.times)
        check({ single(title: "Visitors") }, size: Size(columns: 30, rows: 5), times: Self.times)
        // Narrower than the number: the cut label.
        check({ single() }, size: Size(columns: 3, rows: 1), times: Self.times)
    }

    @Test func singleLabelFollowsRetargetsAndTheStatusLine() {
        check({ single(title: "T") }, size: Size(columns: 40, rows: 10), times: Self.times) { scene, i, time in
            if i == 40 { scene.retarget(to: number("123456789"), at: time) }
            if i == 60 { scene.update(.status("1 line skipped")) }
            if i == 80 { scene.update(.status("")) }
            if i == 100 { scene.restart(at: time) }
        }
    }

    @Test func dashboardLabelsUpdatedInPlaceAreTheWholeFrame() {
        check({ dashboard(16) }, size: Size(columns: 80, rows: 24), times: Self.times)
        // More cards than fit: the note stays.
        check({ dashboard(40) }, size: Size(columns: 80, rows: 24), times: Self.times)
    }

    @Test func dashboardFollowsRetargetsTrendColoursAndBadges() {
        check({ dashboard(16) }, size: Size(columns: 80, rows: 24), times: Self.times) { scene, i, time in
            if i == 30 { scene.retarget(index: 3, to: number("5"), at: time) }
            if i == 50 { scene.retarget(index: 5, to: number("99999999.99"), at: time) }
            if i == 70 { scene.take(.failed("exit 1"), index: 2) }
            if i == 90 { scene.take(.recovered, index: 2) }
            if i == 110 { scene.update(.status("c9: not a number")) }
        }
    }

    /// A recording renders the same scene into a buffer of its own between the screen's frames:
    /// the screen's next frame must still be right (the labels it updates from are its own).
    @Test func framesDrawnElsewhereInBetweenLeaveTheScreensFrameRight() {
        for scene in [single() as Scene, dashboard(16)] {
            let size = Size(columns: 80, rows: 24)
            let screen = MemoryScreen(size: size)
            let output = ScreenOutput(screen: screen)
            output.draw(scene, at: 1)
            output.draw(scene, at: 1.01)
            _ = whole(scene, at: 5, size: size)
            output.draw(scene, at: 5)
            let expected = whole(scene, at: 5, size: size)
            #expect(screen.frame == expected, "\(text(screen.frame))\nwhole:\n\(text(expected))")
        }
    }

    @Test func steadyFramesWriteOnlyTheChangedCells() {
        let scene = dashboard(16)
        let screen = MemoryScreen(size: Size(columns: 80, rows: 24))
        let output = ScreenOutput(screen: screen)
        output.draw(scene, at: 1)
        let first = screen.cellsWritten
        // The same time again: nothing changed, nothing written, no flush.
        let flushes = screen.flushes
        output.draw(scene, at: 1)
        #expect(screen.cellsWritten == first)
        #expect(screen.flushes == flushes)
        // A little later only value digits change: far fewer cells than a frame's 1,920.
        output.draw(scene, at: 1.02)
        #expect(screen.cellsWritten - first > 0)
        #expect(screen.cellsWritten - first < 16 * 10)
    }
}
