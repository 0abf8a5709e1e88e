import CounterEngine
import CounterSystem
import CounterTUI
import CounterTestSupport
import Foundation
import Testing
@testable import CounterCLI

#if canImport(Glibc)
import Glibc
#endif

/// The whole program in-process: the real command line (`CounterTUIMain.run`), session, render
/// loop, scenes, sources and outputs, on a test terminal (`ScreenTerminal`) and on clocks that
/// move only when the test says (`ManualMainLoop`): what the test does runs while the program
/// does, with no sleep, in milliseconds. `run` returns once the program has ended; a program
/// still running when the test's script is done is ended by SIGTERM, as a person closing the
/// window would (`endedByTest`).
///
/// ```swift
/// let run = ProgramRun(["--to", "100", "--duration", "10"]) { program in
///     program.advance(by: 3)
///     #expect(program.screen.contains("30"))
///     program.type(" ")
/// }
/// #expect(run.status == 143 && run.endedByTest)
/// ```
@MainActor
final class ProgramRun {
    /// The terminal the program draws on.
    let terminal: ScreenTerminal
    /// The main queue and clocks the program runs on.
    let loop: ManualMainLoop
    /// How the program ended.
    private(set) var ending: RunEnding = .success
    /// What it wrote on stdout and stderr (its lines: those starting with `counter-tui`).
    private(set) var stdout = ""
    private(set) var stderr = ""
    /// All it wrote on stderr, whole (`StandardStream.Capture`): a count's summary, `--stats`.
    private(set) var stderrText = ""
    /// The script ended with the program still running: the test ended it by SIGTERM.
    private(set) var endedByTest = false

    /// The time of day the runs start at unless told: 2026-12-07 12:00:00 UTC.
    static let noon = 1_796_644_800.0

    /// The writing end of the program's standard input (`stdin: true`), until `closeInput()`.
    private(set) var input: Int32 = -1

    /// Runs `arguments` on a terminal of `size`, both clocks starting at `timeOfDay` (seconds
    /// since the epoch), and `script` while the program runs. `piped`: standard output is a
    /// pipe (plain lines, in `stdout`), not the terminal. `stdin`: standard input is a pipe the
    /// test writes with `feed(_:)` (else it is the test process's own, unread). `utf8: false`: a
    /// locale without UTF-8 (`LANG=C`), drawn in ASCII. `adjust`: any other change to the
    /// environment the program sees (TERM, reduced motion, an `--inline` line). `stdoutPath`:
    /// descriptor 1 goes there (`/dev/full`), not to a file read back (`stdout` is then "").
    init(_ arguments: [String], size: Size = Size(columns: 80, rows: 24), timeOfDay: Double = ProgramRun.noon,
         noColor: Bool = false, utf8: Bool = true, piped: Bool = false, stdin: Bool = false,
         stdout stdoutPath: String? = nil, environment adjust: EnvironmentChange = EnvironmentChange(),
         script: @escaping @MainActor (ProgramRun) -> Void = { _ in }) {
        terminal = ScreenTerminal(size: size)
        loop = ManualMainLoop(time: ManualTime(timeOfDay: timeOfDay))
        ProgramRun.exclusive.lock()
        defer { ProgramRun.exclusive.unlock() }
        loop.begin()
        defer { loop.end() }
        let terminal = terminal
        var environment = piped ? InProcessRun.pipes : InProcessRun.terminal
        environment.noColor = noColor
        environment.utf8 = utf8
        // Standard input a pipe, as the program's own check of it would say.
        if stdin { environment.stdinIsTerminal = false }
        if !piped { environment.fullScreen = { terminal } }
        adjust.apply(&environment)
        let standardInput = stdin ? StandardInput() : nil
        input = standardInput?.writer ?? -1
        loop.script = { [unowned self] in
            script(self)
            self.loop.settle()
            guard !self.loop.hasEnded else { return }
            self.endedByTest = true
            self.signal(SIGTERM)
        }
        // The program keeps a signal it finds ignored (a job started with `&` by a script has
        // SIGINT and SIGQUIT ignored, nohup SIGHUP): it starts as from a person's shell instead.
        let found = SignalState()
        let dispositions = DefaultDispositions()
        let redirected = Redirection(stdout: stdoutPath)
        ending = CounterTUIMain.run(arguments, environment: environment)
        (stdout, stderr, stderrText) = redirected.finishWithAllOfStderr()
        if input >= 0 { close(input) }
        input = -1
        // A copier of stdin still reading would take the next run's input (ProgramRun+Pipes.swift).
        CopyProbe.waitUntilStopped()
        standardInput?.restore()
        // A program that ran again and again at one instant would be a busy loop on a real clock.
        if loop.runaway { Issue.record("the program never rested: \(arguments)") }
        dispositions.restore()
        // The process as the run found it: no handler kept, no signal left ignored or blocked.
        let left = found.changes(in: SignalState())
        if !left.isEmpty { Issue.record("the run left \(left.joined(separator: ", ")) changed: \(arguments)") }
    }

    /// The exit status the parent would see (128+N after signal N).
    var status: Int32 { ending.exitStatus.rawValue }

    /// The screen now, as text (trailing blanks and blank lines cut).
    var screen: String { terminal.text }
    /// The screen's lines now, trailing blanks cut.
    var lines: [String] { terminal.lines }

    /// Types `keys` (as a terminal sends them) and lets the program take them.
    func type(_ keys: String) {
        terminal.type(keys)
        loop.settle()
    }

    /// Writes `text` on the program's standard input (`stdin: true`) and lets it read what it can.
    func feed(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
        loop.settle()
    }

    /// Closes the program's standard input: it reads the end.
    func closeInput() {
        if input >= 0 { close(input) }
        input = -1
        loop.settle()
    }

    /// Moves both clocks on by `seconds`, the program running every timer due on the way.
    func advance(by seconds: Double) { loop.advance(by: seconds) }

    /// Moves the clocks on by `seconds`, then waits (in real time, `timeout` seconds at most) for
    /// the commands the program started to end and be read, as if they had taken no time: the
    /// time they take is the machine's, not the program's. Whether they all ended.
    @discardableResult
    func advanceWaitingForCommands(by seconds: Double, timeout: Double = 10) -> Bool {
        loop.advance(by: seconds)
        return wait(timeout: timeout) { ChildReaper.shared.running == 0 }
    }

    /// Steps the time of day by `seconds` (a clock set forward or back), the monotonic clock still.
    func stepTimeOfDay(by seconds: Double) {
        loop.time.timeOfDayOffset += seconds
        loop.settle()
    }

    /// Resizes the terminal to `columns`x`rows` and tells the program (SIGWINCH).
    func resize(columns: Int, rows: Int) {
        terminal.outerSize = Size(columns: columns, rows: rows)
        signal(SIGWINCH)
    }

    /// Sends `sig` to the program (this process: only a signal the session catches, to the
    /// process, as `kill` does), waits until its relay has taken it (a deadline only bounds a
    /// failure) and lets the program handle it; false when nothing catches it now (not sent).
    @discardableResult
    func signal(_ sig: Int32) -> Bool {
        guard SignalDisposition.of(sig) == .handled else { return false }
        kill(getpid(), sig)
        var pause = timespec(tv_sec: 0, tv_nsec: 50_000)
        for _ in 0..<100_000 where !SignalSource.isPending(sig) { nanosleep(&pause, nil) }
        loop.settle()
        return true
    }

    /// Lets the program run until `condition` holds, waiting on its descriptors (a pipe another
    /// process writes) for `timeout` real seconds at most; whether it held.
    @discardableResult
    func wait(timeout: Double = 10, until condition: @MainActor () -> Bool) -> Bool {
        loop.wait(timeout: timeout, until: condition)
    }

    /// Whether the program's run has ended.
    var hasEnded: Bool { loop.hasEnded }

    /// One program at a time in this process: the main queue, the clocks, the signal handlers
    /// and descriptors 1 and 2 are the process's. Recursive: a harness extension holds it around
    /// a run to change more of the process for that run (its time zone: ProgramRun+Zone.swift).
    static let exclusive = NSRecursiveLock()
}

/// A change to the environment a run's program sees (`ProgramRun(…, environment: .init { $0.term = "dumb" })`).
struct EnvironmentChange {
    var apply: (inout Environment) -> Void = { _ in }
}

/// Descriptor 0 pointed at a pipe while a program runs in-process: the test writes the other end.
private struct StandardInput {
    private let saved = dup(0)
    /// The end the test writes (closed by `ProgramRun.closeInput()`, or after the run).
    let writer: Int32

    init() {
        let ends = PipeEnds.make() ?? (-1, -1)
        dup2(ends.reader, 0)
        close(ends.reader)
        writer = ends.writer
    }

    /// Puts descriptor 0 back.
    func restore() {
        dup2(saved, 0)
        close(saved)
    }
}

/// The ending signals a person's shell leaves at their default, put back there for a run when
/// the test process inherited them ignored (CI started from a script in the background), and
/// ignored again after it.
private struct DefaultDispositions {
    private var ignored: [Int32] = []

    init() {
        for sig in [SIGHUP, SIGINT, SIGQUIT, SIGTERM] {
            guard SignalDisposition.of(sig) == .ignored else { continue }
            var fallback = sigaction()
            fallback.__sigaction_handler.sa_handler = SIG_DFL
            sigemptyset(&fallback.sa_mask)
            if sigaction(sig, &fallback, nil) == 0 { ignored.append(sig) }
        }
    }

    /// Ignores again what was ignored before the run.
    func restore() {
        for sig in ignored {
            var ignore = sigaction()
            ignore.__sigaction_handler.sa_handler = SIG_IGN
            sigemptyset(&ignore.sa_mask)
            sigaction(sig, &ignore, nil)
        }
    }
}
