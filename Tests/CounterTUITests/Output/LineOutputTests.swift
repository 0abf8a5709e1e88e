import CounterEngine
import Testing
@testable import CounterTUI
import CounterTestSupport

@MainActor
@Suite struct LineOutputTests {
    @Test func pipedModePrintsOneLinePerFrameEndingExactly() {
        var written: [String] = []
        let output = LineOutput(mode: .lines) { written.append($0); return true }
        let format = try! NumberFormat.parse(",##0.00").get()
        let model = CounterModel(from: .zero, to: number("1234567.89"), duration: 1, easing: .linear, format: format, start: 0)
        let scene = SingleCounterScene(model: model, view: CounterView(display: model.display))
        let clock = ManualClock()
        let loop = RenderLoop(scene: scene, output: output, clock: clock, fps: 20)
        var frames = 0
        while loop.tick(now: clock.now) {
            frames += 1
            clock.advance(by: 0.05)
        }
        #expect(frames == 20)
        #expect(written.count == 21)
        #expect(written.last == "1,234,567.89\n")
        #expect(!written.joined().contains("\u{1b}"))
        #expect(written.allSatisfy { $0.hasSuffix("\n") && !$0.hasPrefix(" ") })
    }

    @Test func inlineModeRewritesOneLine() {
        var written: [String] = []
        let output = LineOutput(mode: .inline) { written.append($0); return true }
        let model = CounterModel(from: .zero, to: number("100"), duration: 1, easing: .linear, format: .int, start: 0)
        let scene = SingleCounterScene(model: model, view: CounterView(display: model.display))
        output.draw(scene, at: 0)
        output.draw(scene, at: 0)
        output.draw(scene, at: 0.5)
        output.draw(scene, at: 1)
        output.end()
        // Issue 14 changed this contract: no carriage return (it erased text before the
        // cursor); backspaces take the cursor back to where the value starts.
        #expect(written == ["  0", "\u{8}\u{8}\u{8} 50", "\u{8}\u{8}\u{8}100", "\n"])
    }

    /// After `bg` the line is the shell's: nothing is drawn; after `fg` the value starts again
    /// where the cursor is (the shell has printed the job's command line), with no backspaces
    /// into what the shell wrote.
    @Test func inlineModeDrawsNothingInTheBackground() {
        var written: [String] = []
        var foreground = true
        let output = LineOutput(mode: .inline) { written.append($0); return true }
        output.isForeground = { foreground }
        let model = CounterModel(from: .zero, to: number("100"), duration: 1, easing: .linear, format: .int, start: 0)
        let scene = SingleCounterScene(model: model, view: CounterView(display: model.display))
        output.draw(scene, at: 0)
        foreground = false
        output.draw(scene, at: 0.5)
        output.draw(scene, at: 0.7)
        #expect(written == ["  0"])
        foreground = true
        output.draw(scene, at: 1)
        output.draw(scene, at: 1)
        #expect(written == ["  0", "100"])
    }

    /// `--tee --inline` (issue 34): the line keeps the terminal's last row, below a scrolling
    /// region where the next program in the pipe prints; the cursor is saved and restored
    /// around each frame; at the end the row is given back and the value ends the output.
    @Test func besideAnotherProgramTheLineKeepsTheLastRow() {
        var written: [String] = []
        var rows = 24
        let output = LineOutput(mode: .inline, layout: InlineLayout(label: "Lines: ")) { written.append($0); return true }
        output.terminalRows = { rows }
        let model = CounterModel(from: .zero, to: number("100"), duration: 1, easing: .linear, format: .int, start: 0)
        let scene = SingleCounterScene(model: model, view: CounterView(display: model.display))
        output.draw(scene, at: 0)
        output.draw(scene, at: 0.5)
        rows = 30
        output.draw(scene, at: 1)
        output.end()
        let esc = "\u{1b}"
        #expect(written == [
            "\(esc)D\(esc)7\(esc)[1;23r\(esc)8\(esc)[1A" + "\(esc)7\(esc)[9999;1HLines:   0\(esc)[K\(esc)8",
            "\(esc)7\(esc)[9999;1HLines:  50\(esc)[K\(esc)8",
            // The terminal grew (it moved the old row where it chose, below the cursor): the
            // region reset, a row made below the cursor, all from the cursor on erased, the
            // region set again for the new height.
            "\(esc)7\(esc)[r\(esc)8\(esc)D\(esc)[1A\(esc)[K\(esc)7\(esc)[1B\r\(esc)[J\(esc)[1;29r\(esc)8" + "\(esc)7\(esc)[9999;1HLines: 100\(esc)[K\(esc)8",
            "\(esc)7\(esc)[9999;1H\(esc)[2K\(esc)[r\(esc)8\rLines: 100\(esc)[K\n",
        ])
        // Ctrl-Z gives the row back; the first frame after `fg` sets it again, whatever it shows.
        written = []
        output.terminalRows = { 24 }
        output.invalidate()
        output.draw(scene, at: 1)
        // (Its bytes, written by `BottomRowJobs` even from the background; none the second time.)
        output.releaseRow { written.append($0) }
        var again = ""
        output.releaseRow { again += $0 }
        #expect(again.isEmpty)
        output.draw(scene, at: 1)
        #expect(written == [
            "\(esc)D\(esc)7\(esc)[1;23r\(esc)8\(esc)[1A" + "\(esc)7\(esc)[9999;1HLines: 100\(esc)[K\(esc)8",
            "\(esc)7\(esc)[9999;1H\(esc)[2K\(esc)[r\(esc)8",
            "\(esc)D\(esc)7\(esc)[1;23r\(esc)8\(esc)[1A" + "\(esc)7\(esc)[9999;1HLines: 100\(esc)[K\(esc)8",
        ])
        // Too few rows for a region: drawn where the cursor is, as without another program.
        var plain: [String] = []
        let small = LineOutput(mode: .inline) { plain.append($0); return true }
        small.terminalRows = { 2 }
        small.draw(scene, at: 1)
        small.end()
        #expect(plain == ["100", "\n"])
    }

    @Test func inlineModeNeverWrapsAndShowsTheTitle() {
        var written: [String] = []
        let layout = InlineLayout(label: "Rows: ", startColumn: 10, columns: 20)
        let output = LineOutput(mode: .inline, layout: layout) { written.append($0); return true }
        let model = CounterModel(from: .zero, to: number("1e12"), duration: 1, easing: .linear, format: .int, start: 0)
        let scene = SingleCounterScene(model: model, view: CounterView(display: model.display))
        output.draw(scene, at: 1)
        // 20 columns from column 10: 9 cells at most, the last column stays free.
        #expect(written == ["Rows: 10…"])
        #expect(InlineLayout(label: "A: ", startColumn: 0, columns: 80).line("5") == "A: 5")
        #expect(InlineLayout(startColumn: 200, columns: 80).room == 1)
    }

    @Test func aFailedWriteStopsTheLoop() {
        let output = LineOutput(mode: .lines) { _ in false }
        let model = CounterModel(from: .zero, to: number("100"), duration: 1, easing: .linear, format: .int, start: 0)
        let scene = SingleCounterScene(model: model, view: CounterView(display: model.display))
        let loop = RenderLoop(scene: scene, output: output, clock: ManualClock(), fps: 20)
        #expect(!loop.tick(now: 0))
        #expect(output.failed)
    }
}
