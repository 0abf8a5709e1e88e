import CounterEngine
import CounterTUI

/// A recording made beside a live display (stdin, commands): each frame the loop draws is
/// recorded too, stamped with the real time since the first one; the file is finished and
/// reported when the session ends, however it ends (`q`, end of input, a signal it catches,
/// SIGPIPE included): a file that cannot be written ends a run that would end with 0 with 74.
@MainActor
struct LiveRecording {
    /// Real time from the first frame recorded.
    final class Clock {
        private let clock = SystemFrameClock()
        private var origin: Double?

        var now: Double {
            let t = clock.now
            if origin == nil { origin = t }
            return t - (origin ?? t)
        }
    }

    let output: RecordingOutput
    let file: RecordingFile
    let clock: Clock

    /// What the render loop draws into: the display, and the recording.
    func tee(_ display: FrameOutput) -> FrameOutput { RecordedDisplay(display: display, recording: output) }

    /// Finishes the file once `session` has handed the terminal back.
    func attach(to session: TerminalSession) {
        session.catchesPipe = true
        session.afterRestore.append { [output, file, clock] in
            output.finish(at: clock.now)
            return RecordingRun.report(output, file: file)
        }
    }
}
