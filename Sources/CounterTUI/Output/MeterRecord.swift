/// One `--tee --inline` meter in the table the meters on a terminal share (`MeterTable`): who it
/// is, where it goes in the block, whether it has ended and what its row shows.
package struct MeterRecord: Sendable, Equatable {
    /// The meter's process.
    package var pid: Int32
    /// Its process group: the meters of one pipeline (one job) share a block.
    package var group: Int32
    /// How far down the pipeline it is: the block lists the meters in pipeline order.
    package var position: Int
    /// Ended: its row keeps its last text until the last meter of the block ends.
    package var done: Bool
    /// What its row shows.
    package var text: String

    package init(pid: Int32, group: Int32, position: Int, done: Bool = false, text: String = "") {
        self.pid = pid
        self.group = group
        self.position = position
        self.done = done
        self.text = text
    }

    /// One line of the table file: the fields split by tabs, the text last.
    package var line: String {
        let clean = String(text.map { $0 == "\n" || $0 == "\r" || $0 == "\t" ? " " : $0 })
        return "\(pid)\t\(group)\t\(position)\t\(done ? 1 : 0)\t\(clean)"
    }

    /// The record a line of the table file holds; nil for a line that is not one. Control
    /// characters in its text are dropped: what a damaged file holds is never a command to the
    /// terminal.
    package init?(line: Substring) {
        let fields = line.split(separator: "\t", maxSplits: 4, omittingEmptySubsequences: false)
        guard fields.count == 5, let pid = Int32(fields[0]), let group = Int32(fields[1]),
              let position = Int(fields[2]), pid > 0, group > 0, fields[3] == "0" || fields[3] == "1" else { return nil }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: fields[4].unicodeScalars.filter { !($0.value < 0x20 || (0x7f...0x9f).contains($0.value)) })
        self.init(pid: pid, group: group, position: position, done: fields[3] == "1", text: String(text))
    }
}
