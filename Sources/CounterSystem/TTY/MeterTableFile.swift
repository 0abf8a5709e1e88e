#if canImport(Glibc)
import Glibc
#endif

/// The file the `--tee --inline` meters drawing on one terminal share, and its lock: one file a
/// user and a terminal (named by the terminal's device number, as `pv -c` names its lock file by
/// the terminal), in `$XDG_RUNTIME_DIR` or else `/tmp`, opened without following a link and
/// used only when it is the user's own regular file. Each step holds the lock (`flock`) from the
/// read of the table to the write of the frame, so the meters' frames never interleave.
package final class MeterTableFile {
    private let descriptor: Int32

    /// The table file of the terminal on `terminal`; nil when it cannot be had (no device, no
    /// directory to put it in, a file that is not ours): the meter then draws alone.
    package convenience init?(terminal: Int32) {
        guard let device = Self.device(of: terminal) else { return nil }
        let uid = geteuid()
        self.init(path: "\(Self.directory(uid: uid))/counter-tui-meters-\(uid)-\(String(device, radix: 16))")
    }

    /// The device number of the terminal on `descriptor`: the real one behind `/dev/tty`
    /// (TIOCGDEV), as every terminal's `/dev/tty` has the same number (5, 0); nil when unknown.
    static func device(of descriptor: Int32) -> UInt64? {
        var number: UInt32 = 0
        // TIOCGDEV: _IOR('T', 0x32, unsigned int).
        if ioctl(descriptor, 0x8004_5432, &number) == 0 { return UInt64(number) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFCHR, info.st_rdev != UInt64((5 << 8) | 0) else { return nil }
        return UInt64(info.st_rdev)
    }

    /// The table file at `path` (made when missing); nil when it cannot be opened or is not the
    /// user's own regular file.
    package init?(path: String) {
        let uid = geteuid()
        let opened = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard opened >= 0 else { return nil }
        var file = stat()
        guard fstat(opened, &file) == 0, (file.st_mode & S_IFMT) == S_IFREG, file.st_uid == uid else {
            close(opened)
            return nil
        }
        descriptor = opened
    }

    deinit { close(descriptor) }

    /// `$XDG_RUNTIME_DIR` when it is set to an absolute path, else `/tmp`.
    private static func directory(uid: uid_t) -> String {
        if let value = getenv("XDG_RUNTIME_DIR") {
            let path = String(cString: value)
            var info = stat()
            if path.hasPrefix("/"), stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR, info.st_uid == uid {
                return path
            }
        }
        return "/tmp"
    }

    /// Runs `body` on the file's text with the lock held and writes back what it leaves there
    /// (when it changed); `body`'s result. Unreadable: `body` sees an empty text.
    package func withLock<Result>(_ body: (inout String) -> Result) -> Result {
        while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
        defer { _ = flock(descriptor, LOCK_UN) }
        let before = read()
        var text = before
        let result = body(&text)
        if text != before { write(text) }
        return result
    }

    /// The whole file.
    private func read() -> String {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        var offset: off_t = 0
        while bytes.count < 1 << 20 {
            let count = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, offset) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += chunk.prefix(count)
            offset += off_t(count)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Replaces the file's contents with `text`.
    private func write(_ text: String) {
        let bytes = Array(text.utf8)
        guard ftruncate(descriptor, 0) == 0 else { return }
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress! + offset, $0.count - offset, off_t(offset)) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            offset += count
        }
    }

    /// Whether process `pid` is still there in process group `group` (a pid used again by
    /// another process is not the meter that had it).
    package static func isAlive(_ pid: Int32, group: Int32) -> Bool {
        let found = getpgid(pid)
        return found == group || (found < 0 && errno == EPERM)
    }
}
