import ArgumentParser

/// `count`'s options in the help's "For streams and scripts" group: the shown text kept in a
/// file, a command run at each change, the last seconds spoken.
struct ScriptOptions: ParsableArguments {
    /// The group's title in `help count`.
    static let title = "For streams and scripts"

    @Option(name: CounterKey.outfile.argumentName, parsing: .unconditional, help: ArgumentHelp("Keep the shown text (what a piped line would be) in FILE, replaced whole at each change (a temporary file renamed over it: a reader such as OBS never sees half a line); the final text stays. A symbolic link is followed and a file keeps its mode; anything but a regular file (a device, a FIFO) is refused. Exit 74 if it cannot be written.", valueName: "FILE"),
            completion: .file())
    var outfile: String?

    @Option(name: CounterKey.execCmd.argumentName, parsing: .unconditional, help: ArgumentHelp("Run CMD with sh -c at each shown change, with COUNTER_TEXT (the text) and COUNTER_VALUE (the number; seconds for times) in its environment; its output is discarded. One run at a time: a change that comes while one runs waits, only the newest (those skipped are counted on stderr at the end). Failures are said, not counted in the exit status; nothing it starts outlives counter-tui.", valueName: "CMD"))
    var execCmd: Parsed<ShellCommandOption>?

    @Flag(name: CounterKey.say.argumentName, help: "Speak each of the last 10 seconds of a countdown or phase, and the end (the --end-text, or \"time's up\"), through espeak-ng (exit 69 if it is not installed).")
    var say = false

    init() {}

    /// Each value, as its parser read it: the command of `--exec-cmd`, the file name of `--outfile`.
    func check() throws {
        _ = try execCmd?.value("--exec-cmd")
        if let path = outfile, path.isEmpty || path.hasSuffix("/") || path.unicodeScalars.contains("\0") {
            throw FlagValue.invalid("--outfile", path, "a file name, e.g. --outfile countdown.txt")
        }
    }
}
