import CounterEngine
import CounterSystem
import CounterTUI
import Dispatch

#if canImport(Glibc)
import Glibc
#endif

/// `--record`: opens the file before anything is drawn, then either renders the whole
/// animation from its own clock (fixed targets) or records beside the display in real time
/// (live sources), and reports what it wrote on stderr.
@MainActor
enum RecordingRun {
    /// The file `target` names and the recorder of its format; nil, said on stderr, when the
    /// file cannot be written (the run ends with 74).
    static func open(_ target: RecordTarget, size: Size) -> (RecordingFile, FrameRecorder)? {
        let file: RecordingFile
        do {
            file = try RecordingFile(path: target.path)
        } catch {
            StandardStream.notice(error.description)
            return nil
        }
        let recorder: FrameRecorder = switch target.format {
        case .cast: CastRecorder(size: size, timestamp: Int(time(nil)), title: title())
        case .svg: SVGRecorder(size: size, loop: target.loop)
        }
        return (file, recorder)
    }

    /// Renders every frame of `scene` into the recording, writes it, reports and returns the
    /// ending (74 when the file cannot be written). Too many
    /// frames is a usage error found before the file is made; a terminating signal (Ctrl-C) ends
    /// the render at once, by that signal, and leaves the target as it was. `onDone` (`--on-done`)
    /// runs once the file is written.
    static func renderOffline(_ scene: Scene, fps: Int, target: RecordTarget, size: Size, onDone: ShellCommand? = nil)
        -> RunEnding
    {
        guard OfflineRecording.frameCount(until: scene.endTime, fps: fps) != nil else { return tooManyFrames() }
        // Only the file is written: a SIGPIPE can come only from `kill`, and is polled for too.
        SignalPolicy.holdPipeSignal()
        guard let (file, recorder) = open(target, size: size) else { return .status(.outputError) }
        let output = RecordingOutput(size: size, recorder: recorder, file: file)
        // A terminating signal waiting: the render stops at once and the run ends by it.
        var signalled: Int32?
        let stopIfSignalled = {
            if signalled == nil, let sig = SignalPolicy.pendingTerminating() {
                file.discard()
                signalled = sig
            }
            return signalled != nil
        }
        guard let end = OfflineRecording.render(scene, fps: fps, into: output, poll: stopIfSignalled) else {
            if let signalled { return .signal(signalled) }
            file.discard()
            return tooManyFrames()
        }
        if let signalled { return .signal(signalled) }
        output.finish(at: end)
        if stopIfSignalled(), let signalled { return .signal(signalled) }
        guard RecordingSummary.report(output, file: file) else { return .status(.outputError) }
        if let onDone { return MainQueue.runOnDone(onDone, endingWith: .success) }
        return .success
    }

    private static func tooManyFrames() -> RunEnding {
        StandardStream.notice("--record: the animation needs more than \(OfflineRecording.maximumFrames) frames; "
                              + "expected a shorter --duration or a lower --fps")
        return .status(.usage)
    }

    /// Opens the file of a recording made beside the display, in real time: frames are stamped
    /// with the real time since the display started.
    static func live(_ target: RecordTarget, size: Size) -> LiveRecording? {
        guard let (file, recorder) = open(target, size: size) else { return nil }
        return LiveRecording(file: file, recorder: recorder, size: size)
    }

    /// The command line, for the asciicast's title.
    private static func title() -> String {
        TextSanitizer.clean((["counter-tui"] + CommandLine.arguments.dropFirst()).joined(separator: " "), maximumLength: 300)
    }
}
