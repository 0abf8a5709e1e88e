#if canImport(Glibc)
import Glibc
#endif

/// The file the `--tee --inline` meters drawing on one terminal share, and its lock: one file a
/// terminal (named by the terminal's device number, as `pv -c` names its lock file by the
/// terminal) in a private directory of the user's (`MeterTableDirectory`: `counter-tui-UID`,
/// 0700, in `$XDG_RUNTIME_DIR` or else `/tmp`), opened without following a link and used only
/// when it is the user's own regular file. Each step holds the lock (`flock`) from the read of
/// the table to the write of the frame, so the meters' frames never interleave; the step that
/// leaves the table empty (the last meter ended) removes the file.
package final class MeterTableFile {
    private var descriptor: Int32
    /// The directory the name is in (`AT_FDCWD` for a path of its own).
    private let directory: Int32
    private let name: String

    /// What a meter on the terminal on `terminal` shares: its table file; nil with no reason
    /// when the terminal has no device to name it by (the meter draws alone), nil with the
    /// reason when no place for it can be used (another user's file or link in the way, no
    /// directory we may write).
    package static func forTerminal(_ terminal: Int32) -> (file: MeterTableFile?, refusal: String?) {
        guard let device = device(of: terminal) else { return (nil, nil) }
        switch MeterTableDirectory.open(uid: geteuid()) {
        case .success(let directory):
            let name = "meters-\(String(device, radix: 16))"
            if let file = MeterTableFile(directory: directory, name: name) { return (file, nil) }
            close(directory)
            return (nil, "its table file in the directory of counter-tui-\(geteuid()) is not a file of ours")
        case .failure(let refusal):
            return (nil, refusal.reason)
        }
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
    package convenience init?(path: String) {
        self.init(directory: AT_FDCWD, name: path)
    }

    /// The table file `name` in the open `directory` (which it then owns).
    private init?(directory: Int32, name: String) {
        guard let opened = Self.openOwn(name, in: directory) else { return nil }
        self.directory = directory
        self.name = name
        descriptor = opened
    }

    deinit {
        close(descriptor)
        if directory != AT_FDCWD { close(directory) }
    }

    /// `name` in `directory` opened (made when missing), when it is the user's own regular file.
    private static func openOwn(_ name: String, in directory: Int32) -> Int32? {
        let opened = openat(directory, name, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard opened >= 0 else { return nil }
        var file = stat()
        guard fstat(opened, &file) == 0, (file.st_mode & S_IFMT) == S_IFREG, file.st_uid == geteuid() else {
            close(opened)
            return nil
        }
        return opened
    }

    /// Whether the name still leads to the file open here (the last meter of a pipeline may
    /// have removed it while this one waited for the lock).
    private var isLinked: Bool {
        var mine = stat()
        var named = stat()
        return fstat(descriptor, &mine) == 0 && fstatat(directory, name, &named, AT_SYMLINK_NOFOLLOW) == 0
            && mine.st_dev == named.st_dev && mine.st_ino == named.st_ino
    }

    /// Runs `body` on the file's text with the lock held and writes back what it leaves there
    /// (when it changed; an empty text removes the file); `body`'s result. Unreadable: `body`
    /// sees an empty text.
    package func withLock<Result>(_ body: (inout String) -> Result) -> Result {
        var attempts = 0
        while true {
            while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
            attempts += 1
            if isLinked || attempts == 8 { break }
            // Removed while we waited: the file the others use now is a new one.
            guard let reopened = Self.openOwn(name, in: directory) else { break }
            _ = flock(descriptor, LOCK_UN)
            close(descriptor)
            descriptor = reopened
        }
        defer { _ = flock(descriptor, LOCK_UN) }
        let before = read()
        var text = before
        let result = body(&text)
        if text.isEmpty {
            // No meter left: no file left behind (only ours, still the one named, still locked).
            if isLinked { unlinkat(directory, name, 0) }
            if !before.isEmpty { _ = ftruncate(descriptor, 0) }
        } else if text != before {
            write(text)
        }
        return result
    }

    /// The whole file (at most 1 MiB: a table is a few lines).
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
