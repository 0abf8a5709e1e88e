import Foundation
import Testing

/// Settings of the reliability suite: `make test-reliability` runs it in full
/// (`COUNTER_TUI_RELIABILITY=full`: bigger storms, more cycles); `make test` runs the short form.
enum Reliability {
    static let full = ProcessInfo.processInfo.environment["COUNTER_TUI_RELIABILITY"] == "full"

    /// `short` in the everyday suite, `full` in the full one.
    static func scale(short: Int, full: Int) -> Int { self.full ? full : short }
}

extension Tmux {
    /// Starts a run and waits for its first full-screen frame; the pane's state before it.
    @discardableResult
    func startFullScreen(_ arguments: String, environment: String = "LANG=C.UTF-8", launcher: String = "") throws -> String {
        let before = try terminalState()
        clearRaw()
        try start(arguments, environment: environment, launcher: launcher)
        try wait { try display("#{alternate_on}") == "1" }
        return before
    }

    /// Everything that shows the terminal was not handed back as it was found: `stty -g`
    /// differs, tmux's view of the modes or the title changed, a paste buffer appeared (OSC 52),
    /// a mode switched on in the raw output was never switched off, or the app still runs.
    func restoreProblems(stateBefore: String) throws -> [String] {
        var problems: [String] = []
        if !sttyRestored() { problems.append("stty -g differs: \(sttyPair())") }
        let after = try terminalState()
        if after != stateBefore {
            // Still a failure; said apart for the next one: bytes the program wrote before it ended
            // that tmux had not read yet (beside burners), or bytes never written.
            let caughtUp = wait(timeout: 3) { (try? self.terminalState()) == stateBefore }
            problems.append("terminal state \(after), was \(stateBefore)"
                + (caughtUp ? " (as before 3 s later: tmux had not read the end yet)" : " (still so 3 s later)"))
        }
        let buffers = try tmux(["list-buffers"])
        if !buffers.isEmpty { problems.append("paste buffers appeared: \(buffers)") }
        problems += RawAudit(raw()).leftOn
        if let pid = try appPid() { problems.append("counter-tui \(pid) still runs") }
        return problems
    }

    /// Types q: the run must end with status 0 and the terminal as it was found.
    func quitExpectingRestored(_ stateBefore: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try keys("q")
        #expect(try status() == 0, sourceLocation: sourceLocation)
        let problems = try restoreProblems(stateBefore: stateBefore)
        #expect(problems.isEmpty, "\(problems)", sourceLocation: sourceLocation)
    }
}
