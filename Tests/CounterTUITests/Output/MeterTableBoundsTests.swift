import CounterEngine
import Testing
@testable import CounterTUI

/// Issue 37 (fix round): the table the meters share is a file anyone of the user's programs can
/// write. Before, any number above 0 was taken: a region of 9223372036854775807 rows made one
/// meter trap (an allocation of 2^64 bytes) and another spin, eating memory. Every number read
/// now has the bounds a terminal has, and a table that breaks them is no table.
@Suite struct MeterTableBoundsTests {
    let esc = "\u{1b}"
    let records = "20625\t20625\t-1\t0\ta: 1\n20626\t20625\t1\t0\tb: 1\n"

    @Test func aRegionNoTerminalCanHaveMakesTheTableEmpty() {
        for head in ["region\t30\t9223372036854775807\t20625\t80", "region\t10\t9223372036854775807\t20625\t80",
                     "region\t9223372036854775807\t2\t20625\t80", "region\t0\t1\t20625\t80", "region\t24\t-3\t20625\t80",
                     "region\t24\t23\t20625\t80", "region\t70000\t2\t20625\t80", "region\t24\t2\t20625\t70000",
                     "region\t24\t2\t-1\t80", "region\t24\t2\t20625", "region\t500\t100\t20625\t80"] {
            let table = MeterTable(text: head + "\n" + records)
            #expect(table == MeterTable(), "\(head)")
        }
        let sane = MeterTable(text: "region\t24\t2\t20625\t80\n" + records)
        #expect(sane.region == MeterRegion(rows: 24, count: 2, columns: 80) && sane.meters.count == 2)
    }

    @Test func aLineThatIsNoRecordMakesTheTableEmpty() {
        for bad in ["x\t1\t0\t0\tc: 1", "0\t1\t0\t0\tc: 1", "7\t0\t0\t0\tc: 1", "7\t1\t0\t2\tc: 1", "7\t1\t0\t0", "20625\t20625\t0\t0\tdup"] {
            #expect(MeterTable(text: records + bad + "\n") == MeterTable(), "\(bad)")
        }
    }

    @Test func moreMetersThanAPipelineHasMakeTheTableEmpty() {
        let many = (1...(MeterTable.mostMeters + 1)).map { "\($0)\t1\t\($0)\t0\tm\n" }.joined()
        #expect(MeterTable(text: many) == MeterTable())
        let most = (1...MeterTable.mostMeters).map { "\($0)\t1\t\($0)\t0\tm\n" }.joined()
        var full = MeterTable(text: most)
        #expect(full.meters.count == MeterTable.mostMeters)
        // A meter more is not taken (and draws nothing), the table stays readable.
        #expect(full.frame(MeterRecord(pid: 999, group: 1, position: 999, text: "late"), rows: 24, columns: 80) == "")
        #expect(MeterTable(text: full.text).meters.count == MeterTable.mostMeters)
    }

    @Test func controlCharactersInATextAreDropped() {
        let table = MeterTable(text: "7\t7\t0\t0\tin: \u{1b}]52;c;eA==\u{7}1\u{9b}2\n")
        #expect(table.meters.map(\.text) == ["in: ]52;c;eA==12"])
    }

    /// Whatever the table held, a frame's bytes are bounded by the terminal's size.
    @Test func framesStayWithinTheTerminal() {
        var table = MeterTable(text: "region\t10\t9223372036854775807\t5\t80\n5\t5\t0\t0\ta: 1\n")
        let bytes = table.frame(MeterRecord(pid: 5, group: 5, position: 0, text: "a: 2"), rows: 24, columns: 80)
        #expect(bytes == "\(esc)D\(esc)7\(esc)[1;23r\(esc)8\(esc)[1A\(esc)7\(esc)[9999;1Ha: 2\(esc)[K\(esc)8")
        var huge = MeterTable()
        #expect(huge.frame(MeterRecord(pid: 5, group: 5, position: 0, text: "a"), rows: Int.max, columns: Int.max) == "")
        #expect(huge.frame(MeterRecord(pid: 5, group: 5, position: 0, text: "a"), rows: 2, columns: 80) == "")
        // A region made in code with numbers out of bounds still gives back a bounded number of rows.
        #expect(MeterRowBytes.release(MeterRegion(rows: 3, count: Int.max / 2)).count < 200)
    }

    /// The terminal narrowed: the block is set again (all from the cursor on erased, as the
    /// terminal may have wrapped the old rows there) and every row is cut to the new width.
    @Test func aNarrowedTerminalRedrawsTheBlockCutToItsWidth() {
        var table = MeterTable()
        let a = MeterRecord(pid: 1, group: 1, position: 0, text: "a: 123,456,789  1.2 MiB/s")
        let b = MeterRecord(pid: 2, group: 1, position: 1, text: "b: 123,456,789  1.2 MiB/s")
        _ = table.frame(a, rows: 24, columns: 80)
        _ = table.frame(b, rows: 24, columns: 80)
        var narrow = a
        narrow.text = "a: 123,456,7…"
        #expect(table.frame(narrow, rows: 24, columns: 14)
            == "\(esc)7\(esc)[r\(esc)8\(esc)D\(esc)D\(esc)[2A\(esc)[K\(esc)7\(esc)[1B\r\(esc)[J\(esc)[1;22r\(esc)8"
            + "\(esc)7\(esc)[9999;1H\(esc)[1Aa: 123,456,7…\(esc)[K\(esc)[9999;1Hb: 123,456,78\(esc)[K\(esc)8")
        #expect(table.region == MeterRegion(rows: 24, count: 2, columns: 14))
    }

    /// A name wider than the room keeps its place; the figures give way (before, the row showed
    /// the figures alone: the meters could not be told apart).
    @Test func aNameIsKeptAndTheFiguresCut() {
        let name = String(repeating: "漢", count: 15) + ": "
        let layout = InlineLayout(label: name, columns: 40, keepsLabel: true)
        let line = layout.line("1,175,785  102,250 bytes/s · 0:11")
        #expect(line.hasPrefix(name) && TextWidth.cells(line) == 39 && line.hasSuffix("…"), "\(line)")
        let titled = InlineLayout(label: name, columns: 40)
        #expect(titled.line("1,175,785  102,250 bytes/s · 0:11") == "1,175,785  102,250 bytes/s · 0:11")
        let wide = InlineLayout(label: String(repeating: "n", count: 100) + ": ", columns: 20, keepsLabel: true)
        #expect(wide.line("12,345") == String(repeating: "n", count: 14) + "…" + "12,…")
    }
}
