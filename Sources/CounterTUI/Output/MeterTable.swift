/// What the `--tee --inline` meters on one terminal share (a file they lock, `MeterTableFile`):
/// the block of rows set at the bottom and every meter's record. Each meter of a pipeline has a
/// row of the block, in pipeline order; a meter that ends keeps its last text there; the last
/// one to end gives the rows back and writes every meter's last line. Pure: each step returns
/// the bytes to write while the table is locked.
package struct MeterTable: Sendable, Equatable {
    /// The block set on the terminal; nil: none.
    package var region: MeterRegion?
    /// The group (pipeline) whose block `region` is: when none of its meters is left (the last
    /// one killed, a crash), the region is no longer known to be set.
    package var regionGroup: Int32 = 0
    /// The meters, of every group.
    package var meters: [MeterRecord] = []

    package init(region: MeterRegion? = nil, group: Int32 = 0, meters: [MeterRecord] = []) {
        self.region = region
        self.regionGroup = group
        self.meters = meters
    }

    /// Most meters the table holds (of every group): more is no pipeline but a damaged file.
    package static let mostMeters = 64

    /// The table a file holds. An empty, damaged or foreign one (a line that is not a record,
    /// a region that no terminal can have, more meters than `mostMeters`) is empty: the meters
    /// put themselves in again and set their block anew.
    package init(text: String) {
        guard let table = Self.parse(text) else { return }
        self = table
    }

    /// The table in `text`; nil when it is not one.
    private static func parse(_ text: String) -> MeterTable? {
        var lines = text.split(separator: "\n")[...]
        var table = MeterTable()
        if let first = lines.first, first.hasPrefix("region\t") {
            let fields = first.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 5, let rows = Int(fields[1]), let count = Int(fields[2]), let group = Int32(fields[3]),
                  let columns = Int(fields[4]), group > 0 else { return nil }
            let region = MeterRegion(rows: rows, count: count, columns: columns)
            guard region.isSane(most: mostMeters) else { return nil }
            table.region = region
            table.regionGroup = group
            lines = lines.dropFirst()
        }
        guard lines.count <= mostMeters else { return nil }
        for line in lines {
            guard let record = MeterRecord(line: line), !table.meters.contains(where: { $0.pid == record.pid }) else { return nil }
            table.meters.append(record)
        }
        return table
    }

    /// The file's text.
    package var text: String {
        let head = region.map { "region\t\($0.rows)\t\($0.count)\t\(regionGroup)\t\($0.columns)\n" } ?? ""
        return head + meters.map { $0.line + "\n" }.joined()
    }

    /// Forgets the meters that are gone: one whose process ended without ending its meter (a
    /// crash, SIGKILL; `isAlive` is given the pid and group), and every meter of a group none of
    /// which is still running; with the last of its group, the block's region.
    package mutating func prune(isAlive: (Int32, Int32) -> Bool) {
        meters.removeAll { !$0.done && !isAlive($0.pid, $0.group) }
        let running = Set(meters.filter { !$0.done }.map(\.group))
        meters.removeAll { !running.contains($0.group) }
        if !running.contains(regionGroup) { region = nil }
    }

    /// The meters of `group`, top to bottom.
    package func block(of group: Int32) -> [MeterRecord] {
        meters.filter { $0.group == group }.sorted { ($0.position, $0.pid) < ($1.position, $1.pid) }
    }

    /// Puts `record` in the table (or updates it); false when it is full (`mostMeters`).
    @discardableResult
    package mutating func put(_ record: MeterRecord) -> Bool {
        if let index = meters.firstIndex(where: { $0.pid == record.pid }) {
            meters[index] = record
        } else {
            guard meters.count < Self.mostMeters else { return false }
            meters.append(record)
        }
        return true
    }

    /// `record`'s frame on a terminal of `rows` rows and `columns` columns: its own row
    /// rewritten, or the whole block when it has to be set again (a meter came or went, the
    /// terminal was resized, the rows were given back at Ctrl-Z), every row cut to the width.
    /// Empty when its row does not fit (fewer than 2 rows above the block, a full table).
    package mutating func frame(_ record: MeterRecord, rows: Int, columns: Int = 0) -> String {
        guard (BottomRowLine.fewestRows...MeterRegion.largestSide).contains(rows), put(record) else { return "" }
        // Another pipeline's block (its rows given back at Ctrl-Z or not): set anew for this one.
        if regionGroup != record.group { region = nil }
        regionGroup = record.group
        let block = block(of: record.group)
        let fitting = min(block.count, rows - 2)
        guard fitting >= 1, let index = block.firstIndex(where: { $0.pid == record.pid }) else { return "" }
        let wanted = MeterRegion(rows: rows, count: fitting, columns: min(max(columns, 0), MeterRegion.largestSide))
        if region != wanted {
            let bytes = MeterRowBytes.setUp(from: region, to: wanted)
            region = wanted
            let lines = block.prefix(fitting).enumerated().map { (index: $0.offset, text: $0.element.text) }
            return bytes + MeterRowBytes.draw(lines, in: wanted)
        }
        return index < fitting ? MeterRowBytes.draw([(index, record.text)], in: wanted) : ""
    }

    /// `record` has ended with its text: the rows given back and every meter's last text written
    /// when it is the last of its block to end (without `draw`, the shell's terminal: only the
    /// rows given back); else its row shows its last text (drawn only when the block is set and
    /// `draw`). Nil when it was the last and no rows were set (the caller ends its line as
    /// without a block).
    package mutating func end(_ record: MeterRecord, rows: Int?, columns: Int = 0, draw: Bool) -> String? {
        var ended = record
        ended.done = true
        put(ended)
        let block = block(of: record.group)
        guard block.allSatisfy(\.done) else {
            guard draw, let rows, region != nil else { return "" }
            return frame(ended, rows: rows, columns: columns)
        }
        meters.removeAll { $0.group == record.group }
        // No rows, or another pipeline's (this one ended in the background): nothing to give back.
        guard let set = region, regionGroup == record.group else { return nil }
        region = nil
        return draw ? MeterRowBytes.tearDown(set, texts: block.map(\.text)) : MeterRowBytes.release(set)
    }

    /// Ctrl-Z: the rows of `group`'s block given back until the next frame sets them again
    /// (empty when it has none: another pipeline's are not touched).
    package mutating func release(of group: Int32) -> String {
        guard let set = region, regionGroup == group else { return "" }
        region = nil
        return MeterRowBytes.release(set)
    }
}
