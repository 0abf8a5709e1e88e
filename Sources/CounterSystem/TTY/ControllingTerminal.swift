#if canImport(Glibc)
import Glibc
#endif

/// The streams a full-screen display draws on and reads keys from: standard output with keys
/// from standard input (or from `/dev/tty` when stdin carries data), or `/dev/tty` for both
/// (`--tee`, as `pv` does: stdout carries the data).
package struct ControllingTerminal {
    /// Where frames are written.
    package var output: UnsafeMutablePointer<FILE>
    /// Where keys are read from.
    package var input: UnsafeMutablePointer<FILE>

    /// The controlling terminal for both, or nil when there is none (cron, CI, `setsid`).
    package static func open() -> ControllingTerminal? {
        guard let output = fopen("/dev/tty", "we") else { return nil }
        guard let input = fopen("/dev/tty", "re") else {
            fclose(output)
            return nil
        }
        return ControllingTerminal(output: output, input: input)
    }

    /// The descriptor frames are written to (for text written past the stdio buffer).
    package var outputDescriptor: Int32 { fileno(output) }

    /// Standard output for frames; keys from standard input when it is the terminal, else from
    /// `/dev/tty` (stdin carries data).
    package static func standardOutput(stdinIsTerminal: Bool) throws(TerminalError) -> ControllingTerminal {
        guard let output = fdopen(1, "w") else { throw TerminalError.unknownTerminal("stdout") }
        let input = stdinIsTerminal ? fdopen(0, "r") : fopen("/dev/tty", "r")
        guard let input else { throw TerminalError.noControllingTerminal(String(cString: strerror(errno))) }
        return ControllingTerminal(output: output, input: input)
    }
}
