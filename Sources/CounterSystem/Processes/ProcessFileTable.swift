#if canImport(Glibc)
import Glibc
#endif

/// The regular files a running process has open, read from /proc as `pv -d` reads them: each
/// descriptor's link in `/proc/PID/fd`, its position and access mode in `/proc/PID/fdinfo/N`,
/// the file's size from stat. One reading a call; nothing is kept.
package enum ProcessFileTable {
    /// A process's open regular files at one moment, or why there are none to read.
    package enum Reading: Sendable, Equatable {
        /// The process runs: its name (`/proc/PID/comm`) and its open regular files, by descriptor.
        case files(name: String, [OpenFile])
        /// The process has ended (a zombie not yet reaped counts as ended), or never was.
        case gone
        /// The process's descriptors are not ours to read (EACCES, EPERM): the error number.
        case notPermitted(Int32)
    }

    /// One open regular file of a process.
    package struct OpenFile: Sendable, Equatable {
        /// The descriptor number in the process.
        package var descriptor: Int32
        /// Where the link leads (`/srv/dump.sql`, with ` (deleted)` for a removed file).
        package var path: String
        /// The file's device and inode: the same descriptor on another file is another file.
        package var identity: String
        /// The descriptor's offset in the file (`pos:`).
        package var position: UInt64
        /// The file's size now.
        package var size: UInt64
        /// Opened for writing only (`flags:` O_WRONLY): its size grows with it; no percent.
        package var writesOnly: Bool

        /// Descriptor `descriptor` on `path` (`identity`: device and inode) at `position` of `size` bytes.
        package init(descriptor: Int32, path: String, identity: String, position: UInt64, size: UInt64, writesOnly: Bool) {
            self.descriptor = descriptor
            self.path = path
            self.identity = identity
            self.position = position
            self.size = size
            self.writesOnly = writesOnly
        }
    }

    /// Reads process `pid`'s open regular files from `root` (`/proc`; tests give another).
    package static func read(pid: Int32, root: String = "/proc") -> Reading {
        let base = "\(root)/\(pid)"
        guard pid > 0 else { return .gone }
        if let state = processState(base), state == "Z" || state == "X" { return .gone }
        guard let directory = opendir(base + "/fd") else {
            let code = errno
            return code == EACCES || code == EPERM ? .notPermitted(code) : .gone
        }
        defer { closedir(directory) }
        var files: [OpenFile] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard let fd = Int32(name), let file = openFile(fd, base: base) else { continue }
            files.append(file)
        }
        // Gone while it was read: its descriptors were closed under us.
        if files.isEmpty, processState(base) == nil { return .gone }
        let comm = text(of: base + "/comm")?.split(separator: "\n").first.map(String.init) ?? ""
        return .files(name: comm, files.sorted { $0.descriptor < $1.descriptor })
    }

    /// Descriptor `fd`'s file when it is a regular file still open; nil otherwise.
    private static func openFile(_ fd: Int32, base: String) -> OpenFile? {
        let link = "\(base)/fd/\(fd)"
        var status = stat()
        guard stat(link, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink(link, &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        let path = String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let info = text(of: "\(base)/fdinfo/\(fd)") else { return nil }
        var position: UInt64 = 0
        var flags: UInt64 = 0
        for line in info.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1).map { $0.filter { $0 != " " && $0 != "\t" } }
            guard parts.count == 2 else { continue }
            if parts[0] == "pos" { position = UInt64(parts[1]) ?? 0 }
            if parts[0] == "flags" { flags = UInt64(parts[1], radix: 8) ?? 0 }
        }
        let size = status.st_size > 0 ? UInt64(status.st_size) : 0
        return OpenFile(descriptor: fd, path: path, identity: "\(status.st_dev):\(status.st_ino)", position: position,
                        size: size, writesOnly: flags & UInt64(O_ACCMODE) == UInt64(O_WRONLY))
    }

    /// The state letter of `/proc/PID/stat` (`R`, `S`, `Z`…), nil when it cannot be read.
    private static func processState(_ base: String) -> Character? {
        guard let stat = text(of: base + "/stat"), let close = stat.lastIndex(of: ")") else { return nil }
        return stat[stat.index(after: close)...].first { $0 != " " }
    }

    /// The whole of a small file, nil when it cannot be read.
    private static func text(of path: String) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while bytes.count < 65536 {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { break }
            bytes += chunk.prefix(n)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
