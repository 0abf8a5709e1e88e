import CounterEngine
import CounterLive

/// A recording made beside a live display (stdin, commands): each frame the loop draws is
/// recorded too, stamped with the real time since the first one; the file is finished and
/// reported when the session ends, however it ends (`q`, end of input, a signal it catches,
/// SIGPIPE included). The first write that fails (a full disk) stops the recording at once: the
/// status line says so, the run ends with 74, and the frames written before are kept as a valid file.
@MainActor
package final class LiveRecording: SessionPart {
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

    package let output: RecordingOutput
    package let file: RecordingFile
    private let clock: Clock

    /// Records into `file` with `recorder`, at `size`; frames are stamped with the real time since
    /// the first one.
    package init(file: RecordingFile, recorder: FrameRecorder, size: Size) {
        let clock = Clock()
        self.clock = clock
        self.file = file
        output = RecordingOutput(size: size, recorder: recorder, stamp: { _ in clock.now }, file: file)
    }

    /// What the render loop draws into: `display`, and the recording.
    package func recording(_ display: FrameOutput) -> FrameOutput { RecordedDisplay(display: display, recording: output) }

    package func start(in session: SessionControl) {
        let file = file
        output.onFailure = { [weak session] in
            session?.fail(showing: RecordingSummary.stoppedNote(file), status: .outputError)
        }
    }

    /// Finishes the file once the terminal has been handed back, and says what was written.
    package func finish() -> Bool {
        output.finish(at: clock.now)
        return RecordingSummary.report(output, file: file)
    }

    /// A live recording is finished before the program dies by SIGPIPE.
    package var catchesPipe: Bool { true }
}
