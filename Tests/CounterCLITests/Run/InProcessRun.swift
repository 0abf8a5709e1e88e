import CounterSystem
import CounterTestSupport
import Foundation
import Testing
@testable import CounterCLI

/// A command line run in-process through the runners (`CounterTUIMain.run`), without spawning
/// the binary: how it ended, and what it wrote on stdout and stderr (descriptors 1 and 2 are
/// redirected to files while it runs). Only runs that end before any display: a display would
/// turn the main queue.
@MainActor
struct InProcessRun {
    /// How the run ended.
    var ending: RunEnding
    /// What it wrote on stdout.
    var stdout: String
    /// Its lines on stderr: those that start with `counter-tui` (the test runner may write its
    /// own lines on the same descriptor meanwhile, from other tests).
    var stderr: String

    /// An environment of pipes: neither stdin nor stdout is a terminal.
    static let pipes = Environment(noColor: false, animationsOff: false, term: "xterm-256color", utf8: true,
                                   stdoutIsTerminal: false, stdinIsTerminal: false)
    /// An environment of a terminal: stdin and stdout both are one.
    static let terminal = Environment(noColor: false, animationsOff: false, term: "xterm-256color", utf8: true,
                                      stdoutIsTerminal: true, stdinIsTerminal: true)

    /// Runs `arguments` in `environment`, stdout going to `stdoutPath` when given (`/dev/full`).
    init(_ arguments: [String], environment: Environment = pipes, stdout stdoutPath: String? = nil) {
        let found = SignalState()
        let redirected = Redirection(stdout: stdoutPath)
        ending = CounterTUIMain.run(arguments, environment: environment)
        (stdout, stderr) = redirected.finish()
        // The process as the run found it: no handler kept, no signal left ignored or blocked.
        let left = found.changes(in: SignalState())
        if !left.isEmpty { Issue.record("the run left \(left.joined(separator: ", ")) changed: \(arguments)") }
    }

    /// The exit status the parent would see.
    var status: Int32 { ending.exitStatus.rawValue }
}
