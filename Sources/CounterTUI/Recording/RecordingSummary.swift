import CounterEngine
import CounterSystem

/// The last word on a recording: puts the file in place and says so on stderr (frames, seconds,
/// bytes, path), or why it could not be written (the target is then left as it was).
public enum RecordingSummary {
    /// Commits `file`, filled by `output`, and reports it; false when it failed.
    @discardableResult
    public static func report(_ output: RecordingOutput, file: RecordingFile) -> Bool {
        guard !output.failed, file.commit() else {
            file.discard()
            StandardStream.notice("--record: cannot write '\(TextSanitizer.escaped(file.path))': \(file.failureReason)")
            return false
        }
        let seconds = NumberFormat.fixed(output.lastTime, decimals: 2)
        StandardStream.notice("recorded \(output.frames) frames, \(seconds) s, \(NumberFormat.grouped(output.bytes)) bytes: \(TextSanitizer.escaped(file.path))")
        return true
    }
}
