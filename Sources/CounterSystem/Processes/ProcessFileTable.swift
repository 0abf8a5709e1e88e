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

    /// Reads process `pid`'s open regular files from `root` (`/proc`; tests give another). Each
    /// descriptor costs a few system calls relative to the process's open folders (no path is
    /// looked up again from `/`) and no text work beyond its `fdinfo`'s two fields.
    package static func read(pid: Int32, root: String = "/proc") -> Reading {
        let base = "\(root)/\(pid)"
        guard pid > 0 else { return .gone }
        if let state = processState(base), state == "Z" || state == "X" { return .gone }
        let links = open(base + "/fd", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard links >= 0, let directory = fdopendir(links) else {
            let code = errno
            // Opened but not made a stream: the descriptor is still ours to close.
            if links >= 0 { close(links) }
            return code == EACCES || code == EPERM ? .notPermitted(code) : .gone
        }
        defer { closedir(directory) }
        let infos = open(base + "/fdinfo", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        defer { if infos >= 0 { close(infos) } }
        var files: [OpenFile] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            guard let fd = descriptor(name),
                  let file = openFile(fd, name: name, links: links, infos: infos, buffer: &buffer) else { continue }
            files.append(file)
        }
        // Gone while it was read: its descriptors were closed under us.
        if files.isEmpty, processState(base) == nil { return .gone }
        let comm = text(of: base + "/comm")?.split(separator: "\n").first.map(String.init) ?? ""
        files.sort { $0.descriptor < $1.descriptor }
        return .files(name: comm, files)
    }

    /// When process `pid` started (`/proc/PID/stat` field 22, in clock ticks since boot): with
    /// the pid, what tells it from a later process given the same pid. Nil when it is gone.
    package static func startTime(pid: Int32, root: String = "/proc") -> UInt64? {
        guard pid > 0, let fields = statFields("\(root)/\(pid)"), fields.count > 19 else { return nil }
        return UInt64(fields[19])
    }

    /// The descriptor a `/proc/PID/fd` entry names (`3`), nil for `.` and `..`.
    private static func descriptor(_ name: [UInt8]) -> Int32? {
        guard !name.isEmpty, name.count < 10, name.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
        return Int32(name.reduce(0) { $0 * 10 + Int($1 - 48) })
    }

    /// Descriptor `fd` (entry `name` of the folders `links`, `/proc/PID/fd`, and `infos`,
    /// `/proc/PID/fdinfo`) when it is a regular file still open; nil otherwise.
    private static func openFile(_ fd: Int32, name: [UInt8], links: Int32, infos: Int32, buffer: inout [UInt8]) -> OpenFile? {
        let cName = name.map { CChar(bitPattern: $0) } + [0]
        var status = stat()
        guard fstatat(links, cName, &status, 0) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        let length = buffer.withUnsafeMutableBytes {
            readlinkat(links, cName, $0.baseAddress!.assumingMemoryBound(to: CChar.self), $0.count - 1)
        }
        guard length > 0 else { return nil }
        let path = String(decoding: buffer[..<length], as: UTF8.self)
        let info = openat(infos, cName, O_RDONLY | O_CLOEXEC)
        guard info >= 0 else { return nil }
        defer { close(info) }
        var got = 0
        while got < buffer.count {
            let n = buffer.withUnsafeMutableBytes { Glibc.read(info, $0.baseAddress! + got, $0.count - got) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { break }
            got += n
            // /proc gives the whole of a short file at once: no second call to hear its end.
            if got < buffer.count / 2 { break }
        }
        guard got > 0 else { return nil }
        let position = field("pos", in: buffer[..<got], radix: 10) ?? 0
        let flags = field("flags", in: buffer[..<got], radix: 8) ?? 0
        let size = status.st_size > 0 ? UInt64(status.st_size) : 0
        return OpenFile(descriptor: fd, path: path, identity: "\(status.st_dev):\(status.st_ino)", position: position,
                        size: size, writesOnly: flags & UInt64(O_ACCMODE) == UInt64(O_WRONLY))
    }

    /// The number after `key:` at the start of a line of `text` (`pos:\t4096`), in `radix`.
    private static func field(_ key: String, in text: ArraySlice<UInt8>, radix: UInt64) -> UInt64? {
        let key = Array(key.utf8) + [58]
        var lineStart = text.startIndex
        while lineStart < text.endIndex {
            let lineEnd = text[lineStart...].firstIndex(of: 10) ?? text.endIndex
            if text[lineStart..<lineEnd].starts(with: key) {
                var value: UInt64 = 0
                var digits = 0
                for byte in text[(lineStart + key.count)..<lineEnd] where byte != 32 && byte != 9 {
                    let digit = UInt64(byte) &- 48
                    guard digit < radix else { return nil }
                    let (times, over) = value.multipliedReportingOverflow(by: radix)
                    guard !over else { return nil }
                    value = times + digit
                    digits += 1
                }
                return digits > 0 ? value : nil
            }
            lineStart = lineEnd + 1
        }
        return nil
    }

    /// The fields of `/proc/PID/stat` after the name (the state letter first), nil when it
    /// cannot be read.
    private static func statFields(_ base: String) -> [Substring]? {
        guard let stat = text(of: base + "/stat"), let close = stat.lastIndex(of: ")") else { return nil }
        return stat[stat.index(after: close)...].split(whereSeparator: { $0 == " " || $0 == "\n" })
    }

    /// The state letter of `/proc/PID/stat` (`R`, `S`, `Z`…), nil when it cannot be read.
    private static func processState(_ base: String) -> Character? {
        statFields(base)?.first?.first
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
