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

    /// The table a file holds (an empty or unreadable one: empty).
    package init(text: String) {
        var lines = text.split(separator: "\n")[...]
        if let first = lines.first, first.hasPrefix("region\t") {
            let fields = first.split(separator: "\t")
            if fields.count == 4, let rows = Int(fields[1]), let count = Int(fields[2]), let group = Int32(fields[3]),
               rows > 0, count > 0 {
                region = MeterRegion(rows: rows, count: count)
                regionGroup = group
            }
            lines = lines.dropFirst()
        }
        meters = lines.compactMap(MeterRecord.init(line:))
    }

    /// The file's text.
    package var text: String {
        let head = region.map { "region\t\($0.rows)\t\($0.count)\t\(regionGroup)\n" } ?? ""
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

    /// Puts `record` in the table (or updates it).
    package mutating func put(_ record: MeterRecord) {
        if let index = meters.firstIndex(where: { $0.pid == record.pid }) {
            meters[index] = record
        } else {
            meters.append(record)
        }
    }

    /// `record`'s frame on a terminal of `rows` rows: its own row rewritten, or the whole block
    /// when it has to be set again (a meter came or went, the terminal was resized, the rows were
    /// given back at Ctrl-Z). Empty when its row does not fit (fewer than 2 rows above the block).
    package mutating func frame(_ record: MeterRecord, rows: Int) -> String {
        put(record)
        // Another pipeline's block (its rows given back at Ctrl-Z or not): set anew for this one.
        if regionGroup != record.group { region = nil }
        regionGroup = record.group
        let block = block(of: record.group)
        let fitting = min(block.count, rows - 2)
        guard fitting >= 1, let index = block.firstIndex(where: { $0.pid == record.pid }) else { return "" }
        let wanted = MeterRegion(rows: rows, count: fitting)
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
    package mutating func end(_ record: MeterRecord, rows: Int?, draw: Bool) -> String? {
        var ended = record
        ended.done = true
        put(ended)
        let block = block(of: record.group)
        guard block.allSatisfy(\.done) else {
            guard draw, let rows, region != nil else { return "" }
            return frame(ended, rows: rows)
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
