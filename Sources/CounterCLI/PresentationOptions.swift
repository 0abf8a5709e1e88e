import ArgumentParser
import CounterEngine
import CounterTUI

/// The options both commands share: reduced motion, frame statistics and the `--frame-at` snapshot.
struct PresentationOptions: ParsableArguments {
    @Flag(help: "Show the final values at once (also COUNTER_TUI_ANIMATIONS=none).")
    var noAnimation = false

    @Flag(help: "Print frame statistics on stderr at exit.")
    var stats = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Print the frame at time T as text and exit, e.g. --frame-at 2.5s.", valueName: "T"))
    var frameAt: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Frame size for --frame-at, COLSxROWS.", valueName: "SIZE"))
    var size: String = "80x24"

    init() {}

    /// The `--frame-at` time in seconds, if asked for; a usage error when it is not a duration.
    func snapshotTime() throws -> Double? {
        try frameAt.map { try CounterSettings.duration($0, flag: "--frame-at") }
    }

    /// The `--size` of a snapshot; a usage error when it is not COLSxROWS.
    func snapshotSize() throws -> Size {
        try CounterSettings.size(size)
    }
}
