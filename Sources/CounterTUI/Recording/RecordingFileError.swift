import CounterEngine

#if canImport(Glibc)
import Glibc
#endif

/// A recording file that could not be opened or written, and why.
public struct RecordingFileError: Error, CustomStringConvertible {
    public var path: String
    public var reason: String
    /// The path exists and is not a regular file.
    public var notRegular = false

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public init(path: String, errno code: Int32) {
        self.init(path: path, reason: String(cString: strerror(code)))
    }

    public init(path: String, notRegular: Bool) {
        self.init(path: path, reason: "not a regular file")
        self.notRegular = notRegular
    }

    public var description: String {
        notRegular ? "--record: '\(TextSanitizer.escaped(path))' is not a regular file"
            : "--record: cannot write '\(TextSanitizer.escaped(path))': \(reason)"
    }
}
