import CounterEngine
import CounterTUI
import Foundation

/// `command`, `every` and `timeout`: a live feed from a shell command.
enum CommandFeedKeys {
    /// The shortest interval between two runs of a command.
    static let minimumInterval = 0.1

    /// `command:` with `every:` and `timeout:`: a shell command run on an interval.
    static func read(_ values: CounterOptions) throws(SpecError) -> CommandSource.Feed? {
        guard let command = values[.command] else {
            for key in [CounterKey.every, .timeout] where values[key] != nil {
                throw SpecError(key: key.rawValue, got: values[key] ?? "", expected: "it only together with command")
            }
            return nil
        }
        _ = try ShellCommandOption.parse(command, key: "command")
        var every = try DurationOption.parse(CounterKey.every.defaultValue, key: "every")
        if let text = values[.every] {
            every = try DurationOption.parse(text, key: "every")
            guard every >= minimumInterval else {
                throw SpecError(key: "every", got: text, expected: "an interval of at least 100ms")
            }
        }
        var timeout: Double?
        if let text = values[.timeout] {
            let seconds = try DurationOption.parse(text, key: "timeout")
            guard seconds > 0 else { throw SpecError(key: "timeout", got: text, expected: "a duration above 0") }
            timeout = seconds
        }
        return CommandSource.Feed(command: command, interval: every, timeout: timeout)
    }
}
