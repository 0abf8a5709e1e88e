import ArgumentParser
import CounterEngine
import CounterLive
import CounterTUI
import Foundation

/// `--pid PID`: the process whose open files are followed, checked against what it cannot go with.
enum PidKeys {
    /// The process id of `--pid`, or nil without it; a value that is no process id, or another
    /// source of values beside it, is bad usage.
    static func pid(_ c: CounterCommand, feedFlags: [(String, Bool)]) throws -> Int32? {
        guard let pid = c.pipes.pid?.value else { return nil }
        let others = [("--stdin", c.live.stdin), ("--count-lines", c.pipes.countLines), ("--count-bytes", c.pipes.countBytes),
                      ("--tee", c.pipes.tee), ("--from", c.counting.from != nil), ("--to", c.counting.to != nil),
                      ("--stopwatch", c.timers.stopwatch), ("--until", c.timers.until != nil), ("--hold", c.display.hold)]
        for (other, given) in others + feedFlags where given {
            throw ValidationError("--pid: got \(other) too; expected --pid alone (it follows the files of a running process)")
        }
        return pid
    }

    /// The one parser of `pid`: a process id, a whole number above 0.
    enum ProcessID: OptionParser {
        /// Any text: no names to offer to completions.
        static let names: [String] = []

        /// The process id `text` gives.
        static func read(_ text: String, key: String = "pid") throws(SpecError) -> Int32 {
            guard let pid = Int32(text.trimmingCharacters(in: .whitespaces)), pid > 0 else {
                throw SpecError(key: key, got: text, expected: "a process id, a whole number above 0, e.g. 1234 (see pgrep)")
            }
            return pid
        }
    }

    /// A card's `pid:`, or nil without it; `other` names the card's other feed (`command`), refused beside it.
    static func card(_ values: CounterOptions, besides other: String?) throws(SpecError) -> ProcessSource.Feed? {
        guard let pid = values.pid else { return nil }
        if let other { throw SpecError(key: "pid", got: values.text(.pid) ?? "", expected: "either pid or \(other), not both") }
        return ProcessSource.Feed(pid: pid)
    }
}
