import CounterEngine
import CounterLive
import CounterTUI
import Foundation

/// `command`, `every` and `timeout`: a live feed from a shell command.
enum CommandFeedKeys {
    /// The shortest interval between two runs of a command.
    static let minimumInterval = 0.1
    /// The interval when `every` is left out (`CounterKey.every`'s default).
    static let defaultInterval = 2.0

    /// The one parser of `every`: a duration of at least `minimumInterval`.
    enum Interval: OptionParser {
        /// Any text: no names to offer to completions.
        static let names: [String] = []

        /// The seconds `text` gives.
        static func read(_ text: String, key: String = "every") throws(SpecError) -> Double {
            let every = try DurationOption.read(text, key: key)
            guard every >= minimumInterval else { throw SpecError(key: key, got: text, expected: "an interval of at least 100ms") }
            return every
        }
    }

    /// The one parser of `timeout`: a duration above 0.
    enum Timeout: OptionParser {
        /// Any text: no names to offer to completions.
        static let names: [String] = []

        /// The seconds `text` gives.
        static func read(_ text: String, key: String = "timeout") throws(SpecError) -> Double {
            let seconds = try DurationOption.read(text, key: key)
            guard seconds > 0 else { throw SpecError(key: key, got: text, expected: "a duration above 0") }
            return seconds
        }
    }

    /// `command:` with `every:` and `timeout:`: a shell command run on an interval.
    static func read(_ values: CounterOptions) throws(SpecError) -> CommandSource.Feed? {
        guard let command = values.command else {
            for key in [CounterKey.every, .timeout] where values.has(key) {
                throw SpecError(key: key.rawValue, got: values.text(key) ?? "", expected: "it only together with command")
            }
            return nil
        }
        return CommandSource.Feed(command: command, interval: values.every ?? defaultInterval, timeout: values.timeout)
    }
}
