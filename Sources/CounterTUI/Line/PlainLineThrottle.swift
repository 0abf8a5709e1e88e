/// When a counting line that is not on a terminal (a pipe, a log) writes: a line for a new value,
/// but at most one a second (`interval`), the latest value kept for when the second is up, and
/// the final value at the end unless it is the last line already. Time is an argument.
package struct PlainLineThrottle: Sendable, Equatable {
    /// Seconds between two lines at least.
    package let interval: Double
    /// The last line written (without its newline).
    package private(set) var lastLine: String?
    /// When the last line was written.
    package private(set) var lastTime: Double?
    /// The newest line not written yet (it came too soon after the last one).
    package private(set) var pending: String?

    package init(interval: Double = 1) {
        self.interval = interval.isFinite ? max(interval, 0) : 1
    }

    /// When the pending line is due; nil when there is none.
    package var dueTime: Double? {
        guard pending != nil, let lastTime else { return nil }
        return lastTime + interval
    }

    /// `line` is the text now, at `time`: the line to write now, or nil (the same as the last
    /// one, or too soon: then it is pending until `dueTime`).
    package mutating func offer(_ line: String, at time: Double) -> String? {
        guard line != lastLine else {
            pending = nil
            return nil
        }
        if let lastTime, time - lastTime < interval {
            pending = line
            return nil
        }
        pending = nil
        lastLine = line
        lastTime = time
        return line
    }

    /// The last line: `line` unless it is the last line written already; nothing is pending after.
    package mutating func final(_ line: String) -> String? {
        pending = nil
        guard line != lastLine else { return nil }
        lastLine = line
        return line
    }
}
