import CounterEngine

#if canImport(Glibc)
import Glibc
#endif

/// The file a recording goes to: created (or emptied) when the run starts, so a path that
/// cannot be written is reported before anything is drawn.
public final class RecordingFile {
    public let path: String
    private var descriptor: Int32

    /// Opens `path` for writing; throws the system's reason when it cannot.
    public init(path: String) throws(RecordingFileError) {
        self.path = path
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw RecordingFileError(path: path, reason: String(cString: strerror(errno))) }
    }

    /// Appends `text`; false when the write failed (disk full, …).
    public func write(_ text: String) -> Bool {
        guard descriptor >= 0 else { return false }
        return StandardStream.write(text, to: descriptor)
    }

    /// Closes the file; false when the last writes could not be completed.
    @discardableResult
    public func close() -> Bool {
        guard descriptor >= 0 else { return true }
        defer { descriptor = -1 }
        return Glibc.close(descriptor) == 0
    }

    deinit { if descriptor >= 0 { _ = Glibc.close(descriptor) } }
}

/// A recording file that could not be opened or written, and why.
public struct RecordingFileError: Error, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "--record: cannot write '\(TextSanitizer.escaped(path))': \(reason)" }
}
