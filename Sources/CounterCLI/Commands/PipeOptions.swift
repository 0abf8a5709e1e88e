import ArgumentParser
import CounterEngine
import CounterLive
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

    @Option(name: CounterKey.rateWindow.argumentName, parsing: .unconditional, help: ArgumentHelp("With --count-lines or --count-bytes: the rate beside the total is over the last D, e.g. --rate-window 10s, and 0 after 1s with nothing new; the summary at the end adds the average and the lowest and highest rate of one whole second. (default: \(CounterKey.rateWindow.defaultValue))", valueName: "D"))
    var rateWindow: Parsed<PipeKeys.RateWindow>?

    @Option(name: CounterKey.expect.argumentName, parsing: .unconditional, help: ArgumentHelp("With --count-lines or --count-bytes: the total expected, for the percent, a progress bar and the time left (as pv -s). Bytes as --rate-limit takes them: k, M, G, T are powers of 1,024 in either case, e.g. --expect 20m (20 MiB); lines a count, k, M, G powers of 1,000, e.g. --expect 250k. With --count-bytes and none given, a regular file on stdin gives its size.", valueName: "N"))
    var expect: Parsed<PipeKeys.Expected>?

    @Option(name: CounterKey.expectSize.argumentName, parsing: .unconditional, help: ArgumentHelp("With --count-bytes: expect as many bytes as FILE holds, e.g. --expect-size dump.sql.", valueName: "FILE"),
            completion: .file())
    var expectSize: String?

    @Option(name: CounterKey.pid.argumentName, parsing: .unconditional, help: ArgumentHelp("Follow a running process: how far it has gone through each regular file it has open (as pv -d), its position, size, percent, rate and time left; ends when the process does.", valueName: "PID"))
    var pid: Parsed<PidKeys.ProcessID>?

    @Option(name: CounterKey.rateLimit.argumentName, parsing: .unconditional, help: ArgumentHelp("With --count-lines or --count-bytes: copy (or read) at most RATE bytes a second, smoothly, as pv -L; k, M, G, T are powers of 1,024 in either case (MiB, 1M/s the same), e.g. --rate-limit 1M.", valueName: "RATE"))
    var rateLimit: Parsed<PipeKeys.RateLimit>?

    @Argument(help: ArgumentHelp("With --count-lines or --count-bytes: read the FILEs in order instead of stdin (as pv FILE or cat); with --count-bytes their size is the total expected.", valueName: "FILE"),
              completion: .file())
    var files: [String] = []

    init() {}

    /// What is counted: `--count-lines` or `--count-bytes`; nil for neither.
    var unit: CountSource.Unit? { countLines ? .lines : countBytes ? .bytes : nil }

    /// Each value, as its parser read it, and the options that go with a count only with one.
    func check() throws {
        _ = try rateWindow?.value("--rate-window")
        _ = try pid?.value("--pid")
        _ = try rateLimit?.value("--rate-limit")
        if countLines && countBytes {
            throw ValidationError("--count-bytes: expected either --count-lines or --count-bytes, not both")
        }
        if tee && unit == nil {
            throw ValidationError("--tee: expected it with --count-lines or --count-bytes (it copies what they count)")
        }
        if rateLimit != nil && unit == nil {
            throw ValidationError("--rate-limit: expected it with --count-lines or --count-bytes (it paces the copy)")
        }
        for (flag, given) in [("--rate-window", rateWindow != nil), ("--expect", expect != nil), ("--expect-size", expectSize != nil)]
        where given && unit == nil {
            throw ValidationError("\(flag): expected it with --count-lines or --count-bytes (it is a figure of the count)")
        }
        if expect != nil && expectSize != nil {
            throw ValidationError("--expect-size: got --expect too; expected one of them")
        }
        if let expect, let unit { _ = try expect.value("--expect").total(of: unit) }
        if expectSize != nil && unit != .bytes {
            throw ValidationError("--expect-size: expected it with --count-bytes (a file's size is bytes; --expect N counts lines)")
        }
    }

    /// Gives `options` this group's values (`--pid`, which a card has too).
    func give(to options: inout CounterOptions) {
        options.give(.pid, pid, \.pid)
    }
}
