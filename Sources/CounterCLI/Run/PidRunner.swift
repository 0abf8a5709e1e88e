import CounterEngine
import CounterLive
import CounterSystem
import CounterTUI

/// Runs `counter-tui --pid PID`: checks the process can be read (gone or never was: 66; not
/// ours to read: 77, each in one line), then follows its open files on the full screen, the
/// inline line or as lines for programs (one a file a second) until it ends (0) or `q`.
@MainActor
enum PidRunner {
    /// Follows process `pid` as `settings` say (`--inline`, `--fps`, `--stats`, `--color`) and
    /// returns how the run ended.
    static func run(_ settings: CounterSettings, pid: Int32, environment env: Environment) -> RunEnding {
        if settings.frameAt != nil || settings.record != nil {
            StandardStream.notice("--pid: got \(settings.frameAt != nil ? "--frame-at" : "--record") too; expected --pid alone "
                + "(a running process is followed live)")
            return .status(.usage)
        }
        // The process read now is the one followed: a later one given its pid is not.
        var followed = FollowedProcess(pid: pid)
        switch followed.read() {
        case .gone:
            StandardStream.notice("--pid: no process \(pid) (it has ended, or never was)")
            return .status(.noInput)
        case .notPermitted(let code):
            StandardStream.notice(ProcessFiles.notPermitted(pid, code))
            return .status(.noPermission)
        case .files:
            break
        }
        if let problem = MachineLimits.descriptorProblem() ?? MachineLimits.threadProblem() {
            StandardStream.notice(problem)
            return .status(.machineLimit)
        }
        let theme: Theme = env.noColor ? .monochrome : .colored(accent: settings.spec.color)
        let scene = ProcessFilesScene(progress: ProcessProgress(pid: pid), ascii: !env.utf8, theme: theme)
        var owedSince: Double?
        var inline: InlineLayout?
        if settings.inline && env.stdoutIsTerminal {
            let cursor = CursorQuery.ask()
            owedSince = cursor.owedSince
            inline = InlineLayout(startColumn: cursor.column ?? 0, columns: DisplayOutput.terminalSize().columns,
                                  ellipsis: env.utf8 ? "…" : "~")
        }
        let chosen = DisplayOutput.standard(environment: env, inline: inline)
        let (display, terminal) = (chosen.frames, chosen.terminal)
        // Lines for programs: one line a file a second.
        let piped = chosen.lines?.mode == .lines
        let loop = RenderLoop(scene: scene, output: display, clock: SystemFrameClock(), fps: piped ? 1 : settings.fps, timed: true)
        loop.pauseRefusal = "a process keeps its own pace"
        let watch = ProcessWatch(scene: scene, loop: loop, followed: followed)
        let screen = FullScreen(loop: loop, terminal: terminal, hold: false, printStats: settings.stats, printFinalFrame: true,
                                onDone: nil, parts: [watch])
        let ending = screen.runToEnd()
        if let owedSince { CursorQuery.drainLateAnswer(owedSince: owedSince) }
        return ending
    }
}
