/// The status line of counters fed live: input lines skipped and the sources that are failing or slow,
/// worded for the counter alone on the screen or for a board of several. The failing and slow
/// sources are read from each counter's `CardHealth`; only the skipped lines are counted here.
package struct LiveStatus: Equatable {
    /// Lines of input that held no value, and values no counter took.
    package var skipped = 0
    /// Why the last line skipped for the way its number was written was refused (`'1,000':
    /// grouping …`); nil when none was.
    package var lastRefusal: String?

    /// No line skipped yet.
    package init() {}

    /// The line for counters whose health is `health` (one per counter, in order): for a board
    /// (`titles`, one per counter) it names the first failing counter and counts the others; for
    /// the counter alone (nil) it says what stays on screen.
    package func text(health: [CardHealth], titles: [String]?) -> String {
        var parts: [String] = []
        if skipped > 0 {
            let lines = "stdin: \(skipped) line\(skipped == 1 ? "" : "s") skipped"
            if let lastRefusal {
                parts.append(lines + " (" + lastRefusal + ")")
            } else {
                parts.append(titles == nil ? lines + " (not a number)" : lines)
            }
        }
        let failing = health.indices.filter { health[$0].problem != nil }
        if let index = failing.first, let reason = health[index].problem {
            if let titles {
                // Every failing card has its `!`; the line names the first and counts the rest.
                let others = failing.count - 1
                parts.append("! \(Self.name(index, titles)): \(reason)" + (others > 0 ? " (+\(others) more failing)" : ""))
            } else {
                parts.append("! \(reason); " + (health[index].hasValue ? "keeping the last value" : "no value yet"))
            }
        }
        let slow = health.indices.filter { health[$0].slow != nil }
        if let index = slow.first, let reason = health[index].slow {
            if let titles {
                let others = slow.count - 1
                parts.append("\(Self.name(index, titles)): slow, \(reason)" + (others > 0 ? " (+\(others) more slow)" : ""))
            } else {
                parts.append("slow: \(reason); showing the number it printed")
            }
        }
        return parts.joined(separator: "  ")
    }

    /// Counter `index` as the line names it: its title, else its place (`counter 2`).
    private static func name(_ index: Int, _ titles: [String]) -> String {
        index < titles.count && !titles[index].isEmpty ? titles[index] : "counter \(index + 1)"
    }
}
