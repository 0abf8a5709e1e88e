import CounterEngine
import CounterLive
import CounterSystem
import CounterTUI
import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The run sequence both commands share, once their scene is made: the frame at a time
/// (`--frame-at`), a recording rendered at once (fixed targets), or the display: a live
/// recording opened before anything is drawn, the command's own checks, the output, the render
/// loop, the live sources and the session that runs them to the end.
@MainActor
struct DisplayRun {
    var scene: any CounterScene
    var fps: Int
    /// `--frame-at`: print this frame and end.
    var frameAt: Double?
    /// The size of `--frame-at` and `--record`.
    var size: Size
    var record: RecordTarget?
    /// Where live values come from, and which counters each feeds: none for fixed targets.
    var feeds: [(feed: any LiveFeed, route: LiveRoute)]
    var stats: Bool
    /// After the animation, keep the full screen until a key.
    var hold: Bool
    /// Leave the last frame on the terminal after the full screen.
    var printFinalFrame: Bool
    /// The command's own steps: its checks before the display, where frames go, what a
    /// recording rendered at once refuses, `--on-done`.
    var steps: any RunSteps
    /// The animation keeps to the wall clock, its time 0 at this moment (`--until`,
    /// `--wall-clock`); nil: the monotonic clock, with pauses.
    var wallClock: Date? = nil
    /// The wall-clock count is a duration (`--wall-clock`, not `--until`): space pauses it (and
    /// `r` starts it over), its end moved by the pause.
    var wallClockPauses = false
    /// `+`, `-`, `E`, `r`, `l` and `--quit-after`.
    var timerKeys = TimerControls(timeOfDay: { LocalTime.text($0) })
    /// Why space and `r` are refused (a count keeps the pace of its input); nil: they work.
    var pauseRefusal: String? = nil
    /// `--bell` and `--window-title`: what the terminal is told besides the frames.
    var alerts: (bell: Bool, title: Bool) = (false, false)
    /// The window title in ASCII: the locale has no UTF-8 (the environment's word, `Environment.utf8`).
    var asciiTitle = !TerminalDevice.localeIsUTF8
    /// Threshold commands running at once, at most (`max_triggers:` of a board file).
    var triggerLimit = TriggerRunner.defaultLimit
    /// `--outfile`, `--exec-cmd`, `--say`: told of each frame drawn, a part of the session.
    var scripts: ScriptOutputs? = nil
    /// `--name`: written before the summaries on stderr.
    var meterName: String? = nil

    /// Values arrive while it runs: a recording is made in real time beside the display, not
    /// rendered ahead.
    var isLive: Bool { !feeds.isEmpty }

    /// Runs to the end and returns how it ended (main.swift ends the process with it).
    func run() -> RunEnding {
        if let time = frameAt {
            var frame = Buffer(size: size)
            _ = scene.advance(to: time)
            scene.render(at: time, into: &frame)
            return .status(Self.print(FrameText.rightTrimmed(frame.lines).joined(separator: "\n") + "\n"))
        }
        // A stopwatch or phases repeated for ever have no end to render to: recorded as they run.
        if let record, !isLive, scene.endTime.isFinite {
            // Fixed targets: every frame rendered from the animation's clock, no terminal.
            if stats {
                StandardStream.notice(RecordTarget.statsRefused.message)
                return .status(.usage)
            }
            if let ending = steps.refusalOffline() { return ending }
            return RecordingRun.renderOffline(scene, fps: fps, target: record, size: size, onDone: steps.onDoneCommand())
        }
        // The descriptors and threads the display needs, before the terminal is touched: at
        // the limit libdispatch would die by SIGILL or hang on the first frame.
        if let problem = MachineLimits.descriptorProblem() ?? MachineLimits.threadProblem() {
            StandardStream.notice(problem)
            return .status(.machineLimit)
        }
        // A live recording's file is opened (or refused) before anything is drawn.
        var recording: LiveRecording?
        if let record {
            guard let opened = RecordingRun.live(record, size: size) else { return .status(.outputError) }
            recording = opened
        }
        if let ending = steps.checkBeforeDisplay() {
            // No display: the recording's file is not made.
            RecordingFile.removeUnfinished()
            return ending
        }
        let chosen = steps.chooseOutput()
        let (display, terminal) = (chosen.frames, chosen.terminal)
        let clock: FrameClock = wallClock.map { WallFrameClock(origin: $0.timeIntervalSince1970, read: TestWallClock.epochSeconds) }
            ?? SystemFrameClock()
        let loop = RenderLoop(scene: scene, output: recording?.recording(display) ?? display, clock: clock,
                              fps: fps, timed: true)
        loop.keepsClockTime = wallClock != nil
        if wallClockPauses { loop.pauseRefusal = nil }
        if let pauseRefusal { loop.pauseRefusal = pauseRefusal }
        let live = isLive ? LiveWiring(scene: scene, loop: loop, feeds: feeds) : nil
        if chosen.lines?.mode == .lines { live?.failuresOnStderr = true }
        live?.summaryName = meterName
        live?.triggers.limit = triggerLimit
        let terminalAlerts = Self.alerts(alerts, ascii: asciiTitle, lines: chosen.lines, terminal: terminal)
        if terminalAlerts != nil || scripts != nil {
            loop.onFrame = { [scene, scripts] time, now, events in
                terminalAlerts?.frameDrawn(scene, events: events, at: time, now: now)
                scripts?.frameDrawn(at: time, events: events)
            }
        }
        if terminal != nil { scripts?.showNotes(on: loop) }
        // `--tee --inline` keeps the last row: given back at Ctrl-Z.
        let rowJobs = chosen.lines.flatMap { line in
            line.terminalRows == nil ? nil : line.descriptor.map { BottomRowJobs(output: line, descriptor: $0) }
        }
        let parts: [SessionPart] = [recording as SessionPart?, live as SessionPart?, terminalAlerts as SessionPart?,
                                    rowJobs as SessionPart?, timerKeys, scripts as SessionPart?].compactMap { $0 }
        // The library's full-screen runner, as a host's display runs: the CLI only ends the
        // process with what it returns (main.swift).
        let screen = FullScreen(loop: loop, terminal: terminal, hold: hold, printStats: stats,
                                printFinalFrame: printFinalFrame, onDone: { [steps] in steps.onDoneCommand() }, parts: parts)
        #if COUNTER_TUI_TEST_HOOKS
        Self.scheduleTestCrash()
        Self.scheduleTestStall()
        #endif
        return screen.runToEnd()
    }

    /// The bell and the title, written to the full screen's terminal or the inline line's; nil
    /// when neither is asked for or nothing shows the count on a terminal (lines for programs).
    private static func alerts(_ asked: (bell: Bool, title: Bool), ascii: Bool, lines: LineOutput?, terminal: Terminal?) -> TerminalAlerts? {
        guard asked.bell || asked.title else { return nil }
        if let terminal {
            return TerminalAlerts(bell: asked.bell, title: asked.title, ascii: ascii, write: { terminal.writeControl($0) })
        }
        if let line = lines, line.mode == .inline {
            return TerminalAlerts(bell: asked.bell, title: asked.title, ascii: ascii, write: { line.writeControl($0) })
        }
        return nil
    }

    /// Writes `text` on stdout: 0, or 74 with one line on stderr saying why it could not be written
    /// (a full disk, a closed descriptor).
    static func print(_ text: String) -> ExitStatus {
        guard let code = StandardStream.writeError(text, to: 1) else { return .success }
        StandardStream.notice("cannot write to standard output: \(String(cString: strerror(code)))")
        return .outputError
    }

    #if COUNTER_TUI_TEST_HOOKS
    // Test builds only (debug: Package.swift defines COUNTER_TUI_TEST_HOOKS; docs/architecture.md).

    /// For the crash-restore test only: `COUNTER_TUI_TEST_TRAP=1` traps (as an overflow or a bad
    /// conversion would) 300 ms into the run, mid-frame, with the full screen up.
    private static func scheduleTestCrash() {
        guard let value = getenv("COUNTER_TUI_TEST_TRAP"), String(cString: value) == "1" else { return }
        testFault = MainQueueTimer.start(after: 0.3) { fatalError("COUNTER_TUI_TEST_TRAP: test-only crash") }
    }

    /// For the watchdog's test only: `COUNTER_TUI_TEST_STALL=1` blocks the main queue for good
    /// 300 ms into the run, as libdispatch with no thread to run it would.
    private static func scheduleTestStall() {
        guard let value = getenv("COUNTER_TUI_TEST_STALL"), String(cString: value) == "1" else { return }
        testFault = MainQueueTimer.start(after: 0.3) {
            // Said first, so that a test waits for the stall itself, not for a time.
            StandardStream.notice("COUNTER_TUI_TEST_STALL: the main queue is blocked from now on")
            while true { sleep(60) }
        }
    }

    /// The test-only crash or stall, kept alive until it fires (a released Dispatch source is
    /// cancelled).
    private static var testFault: MainTimer?
    #endif
}
