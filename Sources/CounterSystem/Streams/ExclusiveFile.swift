#if canImport(Glibc)
import Glibc
#endif

/// A new file made for us alone: created with `O_EXCL | O_NOFOLLOW`, so a file or a symbolic
/// link planted at its name (in a shared directory) is never opened, let alone written through;
/// another name is tried instead.
package enum ExclusiveFile {
    /// Creates a file named `base`, or `base-1`, `base-2`, … when that name is taken; its
    /// path and descriptor (read-write, close-on-exec), or the error that stopped it.
    package static func create(_ base: String, mode: mode_t = 0o644) -> Result<(path: String, descriptor: Int32), ExclusiveFileError> {
        for attempt in 0..<100 {
            let path = attempt == 0 ? base : "\(base)-\(attempt)"
            let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
            if descriptor >= 0 { return .success((path, descriptor)) }
            if errno != EEXIST { return .failure(ExclusiveFileError(code: errno)) }
        }
        return .failure(ExclusiveFileError(code: EEXIST))
    }
}

/// Why an exclusive file could not be made: the system's error number.
package struct ExclusiveFileError: Error {
    /// The `errno` of the last attempt.
    package var code: Int32
}
