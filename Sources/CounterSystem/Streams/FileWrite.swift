#if canImport(Glibc)
import Glibc
#endif

/// Positioned writes and truncation of a regular file (a recording rewritten in place).
package enum FileWrite {
    /// Writes all of `text` at `offset`; the error of the write that failed, or nil. A write
    /// that would take the file past the size limit (`ulimit -f`) fails as the kernel's would,
    /// with EFBIG, but before any byte of it is written and without SIGXFSZ ending the program.
    package static func write(_ text: String, at offset: Int, to descriptor: Int32) -> Int32? {
        var bytes = Array(text.utf8)
        if exceedsSizeLimit(offset + bytes.count) { return EFBIG }
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeMutableBytes { raw in
                pwrite(descriptor, raw.baseAddress! + done, raw.count - done, off_t(offset + done))
            }
            if n < 0 {
                if errno == EINTR { continue }
                return errno
            }
            done += n
        }
        return nil
    }

    /// Whether a file of `length` bytes would be over the file size limit (`ulimit -f`).
    package static func exceedsSizeLimit(_ length: Int) -> Bool {
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max else { return false }
        return UInt64(max(length, 0)) > UInt64(limit.rlim_cur)
    }

    /// Cuts the file to `length` bytes; the error, or nil.
    package static func truncate(_ descriptor: Int32, to length: Int) -> Int32? {
        while ftruncate(descriptor, off_t(length)) != 0 {
            if errno != EINTR { return errno }
        }
        return nil
    }

    /// Reads up to `count` bytes at `offset`; nil on error, empty at the end of the file.
    package static func read(_ descriptor: Int32, at offset: Int, count: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        while true {
            let n = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress!, count, off_t(offset)) }
            if n < 0 {
                if errno == EINTR { continue }
                return nil
            }
            bytes.removeLast(count - n)
            return bytes
        }
    }
}
