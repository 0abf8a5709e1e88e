import CounterEngine
import CounterSystem

/// The last word on a recording: puts the file in place and says so on stderr (frames, seconds,
/// bytes, path), or why it could not be written. A recording cut short by a failed write (a full
/// disk) keeps the frames written before it, as a valid file, and says how many.
package enum RecordingSummary {
    /// Commits `file`, filled by `output`, and reports it; false when it failed (even if the
    /// frames before the failure were kept).
    @discardableResult
    package static func report(_ output: RecordingOutput, file: RecordingFile) -> Bool {
        // The size of the file as it is put in place (a looping SVG is rewritten after the frames).
        let size = file.fileLength
        let path = TextSanitizer.escaped(file.path)
        if output.failed {
            let kept = output.keptFrames > 0 && file.keepWhatWasWritten()
            let what = kept ? "; kept the first \(output.keptFrames) frames (\(NumberFormat.fixed(output.keptTime, decimals: 2)) s)" : ""
            if !kept { file.discard() }
            StandardStream.notice("--record: cannot write '\(path)': \(file.failureReason)\(what)")
            return false
        }
        guard file.commit() else {
            file.discard()
            StandardStream.notice("--record: cannot write '\(path)': \(file.failureReason)")
            return false
        }
        let seconds = NumberFormat.fixed(output.lastTime, decimals: 2)
        StandardStream.notice("recorded \(output.frames) frames, \(seconds) s, \(NumberFormat.grouped(size)) bytes: \(path)")
        return true
    }

    /// The status-line note of a live recording stopped by a failed write.
    package static func stoppedNote(_ file: RecordingFile) -> String {
        let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
        return "recording stopped: \(file.failureReason) (\(TextSanitizer.escaped(name)))"
    }
}
