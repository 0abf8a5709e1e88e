import ArgumentParser
import CounterEngine
import CounterTUI

/// `count`'s options in the help's "Pipes" group: counting the lines or bytes that pass through a pipe.
struct PipeOptions: ParsableArguments {
    /// The group's title in `help count`.
    static let title = "Pipes"

    @Flag(name: CounterKey.countLines.argumentName, help: "Count the lines on stdin as they arrive (like pv -l).")
    var countLines = false

    @Flag(name: CounterKey.countBytes.argumentName, help: "Count the bytes on stdin as they arrive.")
    var countBytes = false

    @Flag(name: CounterKey.tee.argumentName, help: "With --count-lines or --count-bytes: copy stdin to stdout unchanged; the display goes to the terminal.")
    var tee = false

    @Option(name: CounterKey.rateWindow.argumentName, parsing: .unconditional, help: ArgumentHelp("With --count-lines or --count-bytes: the rate beside the total is over the last D, e.g. --rate-window 10s. (default: \(CounterKey.rateWindow.defaultValue))", valueName: "D"))
    var rateWindow: String?

    @Option(name: CounterKey.expect.argumentName, parsing: .unconditional, help: ArgumentHelp("With --count-lines or --count-bytes: the total expected, for the percent, a progress bar and the time left (as pv -s), e.g. --expect 1000000.", valueName: "N"))
    var expect: String?

    @Option(name: CounterKey.expectSize.argumentName, parsing: .unconditional, help: ArgumentHelp("With --count-bytes: expect as many bytes as FILE holds, e.g. --expect-size dump.sql.", valueName: "FILE"),
            completion: .file())
    var expectSize: String?

    @Option(name: CounterKey.pid.argumentName, parsing: .unconditional, help: ArgumentHelp("Follow a running process: how far it has gone through each regular file it has open (as pv -d), its position, size, percent, rate and time left; ends when the process does.", valueName: "PID"))
    var pid: String?

    init() {}

    /// The option a card shares (`pid:`), by its key.
    var counterTexts: [CounterKey: String?] { [.pid: pid] }
}
