import CounterEngine
import CounterSystem
import Foundation

/// Standard input as a count will read it, looked at before the display starts: a directory is
/// refused (one line, 74, nothing on stdout), and a regular file's bytes from where it stands are
/// the total expected, as pv takes the size of a file on stdin (`counter-tui --count-bytes < big`).
enum PipeStdin {
    /// The bytes left in `descriptor` when it is a regular file (its size less its offset: a file
    /// partly read before keeps its own place), nil for a pipe, a terminal, a device or an empty
    /// rest; throws (74) when it is a directory, which cannot be read.
    static func remainingBytes(descriptor: Int32) throws -> Double? {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
            throw ConfigError(path: "cannot read standard input", line: nil, column: nil,
                              message: String(cString: strerror(EISDIR)), status: ExitStatus.outputError)
        case S_IFREG:
            let offset = lseek(descriptor, 0, SEEK_CUR)
            let left = Int64(info.st_size) - Int64(max(offset, 0))
            return left > 0 ? Double(left) : nil
        default:
            return nil
        }
    }
}
