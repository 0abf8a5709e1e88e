import CounterEngine
import CounterSystem
import Foundation
import Testing
@testable import CounterTUI

/// The block of rows the `--tee --inline` meters on one terminal share (issue 37): alone, a
/// meter writes exactly what it wrote before; two keep a row each, in pipeline order.
@MainActor
@Suite struct SharedMeterRowsTests {
    let esc = "\u{1b}"

    /// The terminal's height, changed while a run reads it.
    final class Rows {
        var count = 24
    }

    /// A table file of the test's own.
    static func tableFile() throws -> MeterTableFile {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("meters-\(UUID().uuidString)").path
        let file = try #require(MeterTableFile(path: path))
        // Open is enough: nothing left behind.
        unlink(path)
        return file
    }

    /// Draws 0, 50 and 100 (the terminal grown to 30 rows before the last), Ctrl-Z and `fg`,
    /// then the end, through `output`; what it wrote.
    static func run(_ output: LineOutput, written: () -> [String], rows: Rows) -> [String] {
        let model = CounterModel(from: .zero, to: number("100"), duration: 1, easing: .linear, format: .int, start: 0)
        let scene = SingleCounterScene(model: model, view: CounterView(display: model.display))
        output.draw(scene, at: 0)
        output.draw(scene, at: 0.5)
        rows.count = 30
        output.draw(scene, at: 1)
        output.releaseRow { _ = $0 }
        output.draw(scene, at: 1)
        output.end()
        return written()
    }

    @Test func aMeterAloneWritesWhatItWroteWithoutTheTable() throws {
        var solo: [String] = []
        var shared: [String] = []
        let rows = Rows()
        let alone = LineOutput(mode: .inline, layout: InlineLayout(label: "Lines: ")) { solo.append($0); return true }
        alone.terminalRows = { rows.count }
        let expected = Self.run(alone, written: { solo }, rows: rows)
        rows.count = 24
        let meter = LineOutput(mode: .inline, layout: InlineLayout(label: "Lines: ")) { shared.append($0); return true }
        meter.terminalRows = { rows.count }
        meter.sharedRows = SharedMeterRows(file: try Self.tableFile(), record: MeterRecord(pid: 10, group: 10, position: 0),
                                           isAlive: { _, _ in true })
        #expect(Self.run(meter, written: { shared }, rows: rows) == expected)
        #expect(expected.first == "\(esc)D\(esc)7\(esc)[1;23r\(esc)8\(esc)[1A" + "\(esc)7\(esc)[9999;1HLines:   0\(esc)[K\(esc)8")
        #expect(expected.last == "\(esc)7\(esc)[9999;1H\(esc)[2K\(esc)[r\(esc)8\rLines: 100\(esc)[K\n")
    }

    /// `out` draws first, then `in` (upstream) comes: the block grows by a row (the text the
    /// cursor is on scrolled up with it) and is drawn whole, in above out; `in` ends and keeps
    /// its row; `out` ends last and writes both lines.
    @Test func twoMetersShareABlockInPipelineOrder() {
        var table = MeterTable()
        let out = MeterRecord(pid: 20, group: 7, position: 2, text: "out: 1")
        let input = MeterRecord(pid: 30, group: 7, position: 0, text: "in: 5")
        #expect(table.frame(out, rows: 24) == "\(esc)D\(esc)7\(esc)[1;23r\(esc)8\(esc)[1A\(esc)7\(esc)[9999;1Hout: 1\(esc)[K\(esc)8")
        #expect(table.frame(input, rows: 24)
            == "\(esc)D\(esc)7\(esc)[1;22r\(esc)8\(esc)[1A\(esc)7\(esc)[9999;1H\(esc)[1Ain: 5\(esc)[K\(esc)[9999;1Hout: 1\(esc)[K\(esc)8")
        var outNow = out
        outNow.text = "out: 2"
        #expect(table.frame(outNow, rows: 24) == "\(esc)7\(esc)[9999;1Hout: 2\(esc)[K\(esc)8")
        var inEnd = input
        inEnd.text = "in: 9"
        #expect(table.end(inEnd, rows: 24, draw: true) == "\(esc)7\(esc)[9999;1H\(esc)[1Ain: 9\(esc)[K\(esc)8")
        #expect(table.meters.count == 2 && table.region == MeterRegion(rows: 24, count: 2))
        #expect(table.end(outNow, rows: 24, draw: true)
            == "\(esc)7\(esc)[9999;1H\(esc)[1A\(esc)[2K\(esc)[9999;1H\(esc)[2K\(esc)[r\(esc)8\rin: 9\(esc)[K\n\rout: 2\(esc)[K\n")
        #expect(table.meters.isEmpty && table.region == nil)
    }

    /// A meter gone without ending (SIGKILL) is forgotten and its row given back to the others;
    /// the meters of a group none of which runs any more are forgotten too.
    @Test func goneMetersAreForgotten() {
        var table = MeterTable(region: MeterRegion(rows: 24, count: 2), group: 5, meters: [
            MeterRecord(pid: 1, group: 5, position: 0, text: "in: 1"),
            MeterRecord(pid: 2, group: 5, position: 1, text: "out: 1"),
            MeterRecord(pid: 3, group: 9, position: 0, done: true, text: "old: 1"),
        ])
        table.prune(isAlive: { pid, _ in pid == 2 })
        #expect(table.meters.map(\.pid) == [2])
        #expect(table.frame(table.meters[0], rows: 24)
            == "\(esc)7\(esc)[9999;1H\(esc)[1A\(esc)[2K\(esc)[1;23r\(esc)8\(esc)7\(esc)[9999;1Hout: 1\(esc)[K\(esc)8")
    }

    /// The block of a pipeline whose meters are all gone (the last one killed) is not taken for
    /// set: the next pipeline's first meter sets its region again (it was taken for set, and
    /// what the next program printed scrolled over the row).
    @Test func theBlockOfAGonePipelineIsSetAgain() {
        var table = MeterTable(region: MeterRegion(rows: 24, count: 1), group: 5, meters: [
            MeterRecord(pid: 1, group: 5, position: 0, text: "old: 1"),
        ])
        table.prune(isAlive: { _, _ in false })
        #expect(table.meters.isEmpty && table.region == nil)
        let fresh = MeterRecord(pid: 2, group: 6, position: 0, text: "new: 1")
        #expect(table.frame(fresh, rows: 24) == "\(esc)D\(esc)7\(esc)[1;23r\(esc)8\(esc)[1A\(esc)7\(esc)[9999;1Hnew: 1\(esc)[K\(esc)8")
        // Another group's block, still there in the table: set anew for this one too.
        var other = MeterTable(region: MeterRegion(rows: 24, count: 1), group: 8, meters: [
            MeterRecord(pid: 3, group: 8, position: 0, text: "job: 1"),
        ])
        #expect(other.frame(fresh, rows: 24).hasPrefix("\(esc)D\(esc)7\(esc)[1;23r"))
    }

    /// A meter of another pipeline (a job in the background) that ends or is stopped never
    /// gives back the block of the pipeline in the foreground.
    @Test func anotherPipelinesMeterLeavesTheBlockAlone() {
        var table = MeterTable()
        let front = MeterRecord(pid: 1, group: 1, position: 0, text: "front: 1")
        _ = table.frame(front, rows: 24)
        let back = MeterRecord(pid: 2, group: 2, position: 0, text: "back: 1")
        #expect(table.release(of: back.group) == "")
        #expect(table.end(back, rows: 24, draw: false) == nil)
        #expect(table.region == MeterRegion(rows: 24, count: 1) && table.meters == [front])
        #expect(table.release(of: front.group) == "\(esc)7\(esc)[9999;1H\(esc)[2K\(esc)[r\(esc)8")
    }

    /// The table survives its file: a text with tabs or a line break in it stays one record.
    @Test func theTableReadsBackWhatItWrote() {
        let table = MeterTable(region: MeterRegion(rows: 40, count: 3), group: 12, meters: [
            MeterRecord(pid: 12, group: 12, position: -1, done: true, text: "in:\t1,024  5 KiB/s"),
            MeterRecord(pid: 13, group: 12, position: 1, text: "out: 7\nx"),
        ])
        let back = MeterTable(text: table.text)
        #expect(back.region == table.region && back.regionGroup == 12)
        #expect(back.meters.map(\.text) == ["in: 1,024  5 KiB/s", "out: 7 x"])
        #expect(back.meters.map(\.done) == [true, false])
        #expect(MeterTable(text: "garbage\n\u{0}").meters.isEmpty)
    }

    /// A terminal too small for the whole block shows the meters that fit, two rows above them.
    @Test func aBlockTallerThanTheTerminalShowsWhatFits() {
        var table = MeterTable()
        _ = table.frame(MeterRecord(pid: 1, group: 1, position: 0, text: "a"), rows: 4)
        _ = table.frame(MeterRecord(pid: 2, group: 1, position: 1, text: "b"), rows: 4)
        #expect(table.frame(MeterRecord(pid: 3, group: 1, position: 2, text: "c"), rows: 4) == "")
        #expect(table.region == MeterRegion(rows: 4, count: 2))
    }
}
