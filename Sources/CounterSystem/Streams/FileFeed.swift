import CSignalRelay

#if canImport(Glibc)
import Glibc
#endif

/// `counter-tui --count-bytes FILE...` (as `pv FILE...`, `cat FILE...`; `-` is stdin): the files
/// one after another into a pipe, on a thread of its own, for the stream copier to read as it reads stdin
/// (inside the kernel: `splice(2)` from each file into the pipe, a plain copy where a file
/// cannot be spliced). A file that cannot be opened or read ends the feed there, and `failure`
/// says which and why.
package final class FileFeed: @unchecked Sendable {
    private let paths: [String]
    private let lock = Lock()
    /// Guarded by `lock`.
    private var failed: (path: String, code: Int32)?

    /// Feeds `paths`, in order.
    package init(paths: [String]) {
        self.paths = paths
    }

    /// The file that could not be opened or read and its error, if one could not.
    package var failure: (path: String, code: Int32)? { lock.withLock { failed } }

    /// Starts the thread: the pipe's reading end to copy from, or minus the error of the pipe or
    /// the thread that could not be made (-EAGAIN: the process limit).
    package func start() -> Int32 {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return -errno }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        let writer = ends[1]
        if let failure = DetachedThread.start({ self.run(into: writer) }) {
            close(ends[0])
            close(ends[1])
            return -failure
        }
        return ends[0]
    }

    private func run(into writer: Int32) {
        // A reader that went away is an EPIPE that ends the feed, never a SIGPIPE.
        var all = sigset_t()
        sigfillset(&all)
        pthread_sigmask(SIG_BLOCK, &all, nil)
        defer { close(writer) }
        for path in paths {
            // `-` is stdin, as for cat and pv (left open: it may come again).
            let file = path == "-" ? 0 : open(path, O_RDONLY | O_CLOEXEC)
            guard file >= 0 else { return fail(path, errno) }
            let code = Self.copy(file, into: writer)
            if file != 0 { close(file) }
            if code == EPIPE { return }
            if code != 0 { return fail(path, code) }
        }
    }

    private func fail(_ path: String, _ code: Int32) {
        lock.withLock { failed = (path, code) }
    }

    /// Copies all of `file` into `writer`: 0, or the error that stopped it.
    private static func copy(_ file: Int32, into writer: Int32) -> Int32 {
        while true {
            let n = ckernel_splice(file, writer, 1 << 20, 0)
            if n > 0 { continue }
            if n == 0 { return 0 }
            if errno == EINTR { continue }
            if errno == EINVAL || errno == ENOSYS { return plainCopy(file, into: writer) }
            return errno
        }
    }

    /// A read and a write at a time, for what cannot be spliced: 0, or the error that stopped it.
    private static func plainCopy(_ file: Int32, into writer: Int32) -> Int32 {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 131_072, alignment: 64)
        defer { buffer.deallocate() }
        while true {
            let n = read(file, buffer.baseAddress, buffer.count)
            if n < 0 && errno == EINTR { continue }
            if n < 0 { return errno }
            if n == 0 { return 0 }
            var offset = 0
            while offset < n {
                let written = write(writer, buffer.baseAddress! + offset, n - offset)
                if written < 0 && errno == EINTR { continue }
                if written < 0 { return errno }
                offset += written
            }
        }
    }
}
