/// The status line of counters fed live: input lines skipped and the sources that are failing or slow,
/// worded for the counter alone on the screen or for a board of several.
struct LiveStatus: Equatable {
    /// Lines of input that held no value, and values no counter took.
    var skipped = 0
    /// Why each failing counter's source failed, by counter index.
    var failing: [Int: String] = [:]
    /// Why each slow counter's last run was slow (still going at its timeout, its number kept).
    var slow: [Int: String] = [:]
    /// Counters a live value has reached.
    var hasValue: Set<Int> = []

    /// The line: for a board (`titles`, one per counter) it names the first failing counter and
    /// counts the others; for the counter alone (nil) it says what stays on screen.
    func text(titles: [String]?) -> String {
        var parts: [String] = []
        if skipped > 0 {
            let lines = "stdin: \(skipped) line\(skipped == 1 ? "" : "s") skipped"
            parts.append(titles == nil ? lines + " (not a number)" : lines)
        }
        if let (index, reason) = failing.min(by: { $0.key < $1.key }) {
            if let titles {
                let title = index < titles.count && !titles[index].isEmpty ? titles[index] : "counter \(index + 1)"
                // Every failing card has its `!`; the line names the first and counts the rest.
                let others = failing.count - 1
                parts.append("! \(title): \(reason)" + (others > 0 ? " (+\(others) more failing)" : ""))
            } else {
                parts.append("! \(reason); " + (hasValue.contains(index) ? "keeping the last value" : "no value yet"))
            }
        }
        if let (index, reason) = slow.min(by: { $0.key < $1.key }) {
            if let titles {
                let title = index < titles.count && !titles[index].isEmpty ? titles[index] : "counter \(index + 1)"
                let others = slow.count - 1
                parts.append("\(title): slow, \(reason)" + (others > 0 ? " (+\(others) more slow)" : ""))
            } else {
                parts.append("slow: \(reason); showing the number it printed")
            }
        }
        return parts.joined(separator: "  ")
    }
}
