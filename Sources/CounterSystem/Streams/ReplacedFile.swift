#if canImport(Glibc)
import Glibc
#endif

/// A file whose whole text is replaced at each write (`--outfile`): written to a temporary file
/// in the same folder, then renamed over it, so a reader (OBS, `watch cat`) sees the old text
/// or the new one, never half a line.
package struct ReplacedFile: Sendable {
    /// The file, as given.
    package let path: String
    /// The temporary file beside it: `.NAME.PID.tmp` in the same folder (a rename never
    /// crosses file systems).
    package let temporaryPath: String

    /// The file at `path` (nothing is made until `problem` or `write`).
    package init(path: String) {
        self.path = path
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        temporaryPath = "\(folder).\(name).\(getpid()).tmp"
    }

    /// Why the file cannot be kept there, in words ("No such file or directory", "Is a
    /// directory"), found by making and removing the temporary file; nil when it can.
    package func problem() -> String? {
        var info = stat()
        if stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { return String(cString: strerror(EISDIR)) }
        let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        close(descriptor)
        unlink(temporaryPath)
        return nil
    }

    /// The error `code` (from `write`) in words.
    package static func describe(_ code: Int32) -> String { String(cString: strerror(code)) }

    /// Replaces the file's text with `text`; the error (errno) of the step that failed, or nil.
    /// A failed write leaves the old file as it was and no temporary file behind.
    package func write(_ text: String) -> Int32? {
        let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return errno }
        var failure = FileWrite.write(text, at: 0, to: descriptor)
        if close(descriptor) != 0, failure == nil, errno != EINTR { failure = errno }
        if failure == nil, rename(temporaryPath, path) != 0 { failure = errno }
        if failure != nil { unlink(temporaryPath) }
        return failure
    }
}
