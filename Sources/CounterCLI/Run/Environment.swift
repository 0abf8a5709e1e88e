import CounterSystem
import CounterTUI

#if canImport(Glibc)
import Glibc
#endif

/// What the process's environment says about output: colours, motion, terminal type, UTF-8.
struct Environment {
    var noColor: Bool
    var animationsOff: Bool
    var term: String
    var utf8: Bool
    var stdoutIsTerminal: Bool
    var stdinIsTerminal: Bool
    /// Standard input was closed when the program started (`<&-`): nothing to read.
    var stdinClosed = false
    /// `--tee`: whether the controlling terminal shows the count (stdout carries the data);
    /// nil without `--tee`, where stdout is the display.
    var teeDisplayIsTerminal: Bool? = nil
    /// The full screen to draw on instead of ncurses on stdout (a test's terminal in-process);
    /// nil: ncurses.
    var fullScreen: (@MainActor () -> any Screen & Terminal)? = nil
    /// The line `--inline` draws on instead of stdout's terminal (a test's, in-process); nil:
    /// stdout's terminal, its cursor's column asked of it.
    var inlineLine: InlineLine? = nil

    /// Whether the count is drawn on a terminal: stdout's, or with `--tee` the controlling one.
    var displayIsTerminal: Bool { teeDisplayIsTerminal ?? stdoutIsTerminal }

    /// Reads the real environment (call after `setlocale`).
    static func current() -> Environment {
        func value(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }
        return Environment(
            noColor: !(value("NO_COLOR") ?? "").isEmpty,
            animationsOff: (value("COUNTER_TUI_ANIMATIONS") ?? "").lowercased() == "none",
            term: value("TERM") ?? "",
            utf8: TerminalDevice.localeIsUTF8,
            stdoutIsTerminal: isatty(1) == 1,
            stdinIsTerminal: isatty(0) == 1,
            stdinClosed: StandardStream.closedAtStart.contains(0)
        )
    }

    /// TERM values that cannot run a full-screen display.
    var termIsUnusable: Bool { term.isEmpty || term == "dumb" }
}


/// A line for `--inline` other than stdout's terminal (`Environment.inlineLine`).
struct InlineLine {
    /// The cursor's 0-based column when the program starts.
    var column: Int
    /// The terminal's width.
    var columns: Int
    /// Writes what the line output writes; false when the write failed.
    var write: (String) -> Bool
}
