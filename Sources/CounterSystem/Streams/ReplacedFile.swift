#if canImport(Glibc)
import Glibc
#endif

/// A file whose whole text is replaced at each write (`--outfile`): written to a temporary file
/// in the same folder, then renamed over it, so a reader (OBS, `watch cat`) sees the old text
/// or the new one, never half a line. A symbolic link is followed (the file it points at is
/// replaced, the link stays); an existing file keeps its mode (and owner, when allowed); a place
/// that holds anything but a regular file (a device, a FIFO, a socket, a folder) is refused,
/// never replaced.
package struct ReplacedFile: Sendable {
    /// The file, as given.
    package let path: String
    /// The file replaced: `path` with its symbolic links followed (`path` itself when it is none).
    package let target: String
    /// Why `target` could not be found from `path` (a loop of links, a link to a pipe such as
    /// `/dev/stdout` on one), in words; nil: found.
    private let resolveFailure: String?
    /// The temporary file beside the target: `.NAME.PID.tmp` in the same folder (a rename never
    /// crosses file systems), or `.counter-tui.PID.tmp` when that name would be too long.
    package let temporaryPath: String

    /// The file at `path` (its links are read now; nothing is made until `problem` or `write`).
    package init(path: String) {
        self.path = path
        let (resolved, failure) = Self.followingLinks(path)
        target = resolved
        resolveFailure = failure
        let slash = resolved.lastIndex(of: "/")
        let folder = slash.map { String(resolved[...$0]) } ?? ""
        let name = slash.map { String(resolved[resolved.index(after: $0)...]) } ?? resolved
        let beside = ".\(name).\(getpid()).tmp"
        // NAME_MAX (255 bytes on Linux file systems): a long name's own temporary name would not fit.
        temporaryPath = folder + (beside.utf8.count <= 255 ? beside : ".counter-tui.\(getpid()).tmp")
    }

    /// Why the file cannot be kept there, in words ("No such file or directory", "Is a
    /// directory", "not a regular file: a FIFO…"), found by looking at what is there and by
    /// making and removing the temporary file; nil when it can.
    package func problem() -> String? {
        if let resolveFailure { return resolveFailure }
        if let refusal = Self.refusal(of: target) { return refusal }
        let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        close(descriptor)
        unlink(temporaryPath)
        return nil
    }

    /// The error `code` in words.
    package static func describe(_ code: Int32) -> String { String(cString: strerror(code)) }

    /// Replaces the file's text with `text`; why the step that failed did (in words), or nil.
    /// A failed write leaves the old file as it was and no temporary file behind. A text longer
    /// than the file size limit (`ulimit -f`) fails with "File too large" before any byte is
    /// written (`FileWrite.write`: the write would raise SIGXFSZ and end the program).
    package func write(_ text: String) -> String? {
        if let resolveFailure { return resolveFailure }
        var existing = stat()
        let exists = stat(target, &existing) == 0
        if exists, let refusal = Self.refusal(of: target) { return refusal }
        let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return Self.describe(errno) }
        if exists {
            // The file's owner and mode stay its own (the owner only where we may give it).
            _ = fchown(descriptor, existing.st_uid, existing.st_gid)
            _ = fchmod(descriptor, existing.st_mode & 0o7777)
        }
        var failure = FileWrite.write(text, at: 0, to: descriptor)
        if close(descriptor) != 0, failure == nil, errno != EINTR { failure = errno }
        if failure == nil, rename(temporaryPath, target) != 0 { failure = errno }
        if failure != nil { unlink(temporaryPath) }
        return failure.map(Self.describe)
    }

    /// Why what is at `path` must not be replaced (it is not a regular file); nil when nothing
    /// is there or a regular file is.
    static func refusal(of path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        let kind: String
        switch info.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return String(cString: strerror(EISDIR))
        case S_IFCHR: kind = "a character device"
        case S_IFBLK: kind = "a block device"
        case S_IFIFO: kind = "a FIFO (named pipe)"
        case S_IFSOCK: kind = "a socket"
        default: kind = "not a file"
        }
        return notRegular(kind)
    }

    /// The refusal of a place that holds `kind` ("a FIFO (named pipe)").
    private static func notRegular(_ kind: String) -> String {
        "it is \(kind), not a regular file (--outfile replaces a file's whole text)"
    }

    /// `path` with its symbolic links followed, each relative to the folder of its link (at
    /// most 40, as the kernel), and why not when they loop (ELOOP) or end in a pipe or a socket
    /// (`/proc/self/fd/1` on a pipe reads `pipe:[123]`).
    static func followingLinks(_ path: String) -> (String, String?) {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return (current, nil) }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count > 0 else { return (current, nil) }
            let link = String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if current.hasPrefix("/proc/"), let kind = ["pipe:[": "a pipe", "socket:[": "a socket", "anon_inode:": "not a file"]
                .first(where: { link.hasPrefix($0.key) })?.value {
                return (current, notRegular(kind))
            }
            if link.hasPrefix("/") {
                current = link
            } else {
                let slash = current.lastIndex(of: "/")
                current = (slash.map { String(current[...$0]) } ?? "") + link
            }
        }
        return (current, describe(ELOOP))
    }
}
