import CounterEngine

#if canImport(Glibc)
import Glibc
#endif

/// A recording file that could not be opened or written, and why.
package struct RecordingFileError: Error, CustomStringConvertible {
    package var path: String
    package var reason: String
    /// The path exists and is not a regular file.
    package var notRegular = false

    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    package init(path: String, errno code: Int32) {
        self.init(path: path, reason: String(cString: strerror(code)))
    }

    package init(path: String, notRegular: Bool) {
        self.init(path: path, reason: "not a regular file")
        self.notRegular = notRegular
    }

    package var description: String {
        notRegular ? "--record: '\(TextSanitizer.escaped(path))' is not a regular file"
            : "--record: cannot write '\(TextSanitizer.escaped(path))': \(reason)"
    }
}
