import ArgumentParser
import CounterEngine
import CounterTUI

/// The options both commands share: reduced motion, frame statistics and the `--frame-at` snapshot.
struct PresentationOptions: ParsableArguments {
    /// The group's title in both commands' help.
    static let title = "Recording and snapshots"

    @Flag(name: CounterKey.noAnimation.argumentName, help: "Show the final values at once (also COUNTER_TUI_ANIMATIONS=none).")
    var noAnimation = false

    @Flag(name: CounterKey.stats.argumentName, help: "Print frame statistics on stderr at exit.")
    var stats = false

    @Option(name: CounterKey.frameAt.argumentName, parsing: .unconditional, help: ArgumentHelp("Print the frame at time T as text and exit, e.g. --frame-at 2.5s.", valueName: "T"))
    var frameAt: Parsed<DurationOption>?

    @Option(name: CounterKey.size.argumentName, parsing: .unconditional, help: ArgumentHelp("Frame size for --frame-at and --record, COLSxROWS.", valueName: "SIZE"))
    var size = Parsed<FrameSizeOption>(CounterKey.size.defaultValue)

    @Option(name: CounterKey.record.argumentName, parsing: .unconditional, help: ArgumentHelp("Record the run as an asciicast (FILE.cast) or an animated SVG (FILE.svg), at --size and --fps; fixed targets are rendered at once, without a terminal.", valueName: "FILE"),
            completion: .file(extensions: ["cast", "svg"]))
    var record: String?

    @Flag(name: CounterKey.loop.argumentName, help: "With --record FILE.svg: play the animation over and over.")
    var loop = false

    init() {}

    /// Each value, as its parser read it, and `--record` with what it goes with.
    func check() throws {
        _ = try frameAt?.value("--frame-at")
        _ = try size.value("--size")
        _ = try recordTarget()
    }

    /// The `--frame-at` time in seconds, if asked for.
    var snapshotTime: Double? { frameAt?.value }

    /// The `--record` target, checked: a known extension, not with `--frame-at`, `--loop` only for SVG.
    func recordTarget() throws -> RecordTarget? {
        guard let record else {
            if loop { throw ValidationError("--loop: expected it with --record FILE.svg") }
            return nil
        }
        if frameAt != nil {
            throw ValidationError("--record: got --frame-at too; expected one of them (--frame-at prints one frame, --record the whole run)")
        }
        return try RecordTarget(path: record, loop: loop)
    }

    /// The `--size` of a snapshot (80x24 if it was refused: `validate()` said so).
    var snapshotSize: Size { size.value ?? Size(columns: 80, rows: 24) }
}
