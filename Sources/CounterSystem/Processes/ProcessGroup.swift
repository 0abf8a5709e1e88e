#if canImport(Glibc)
import Glibc
#endif

/// The other processes of our process group (a job's commands that feed us through a pipe),
/// read from /proc: whether any of them is still running.
enum ProcessGroup {
    /// Whether a process of our group other than us is running (not stopped, not a zombie),
    /// whether we lead the group (the first command of a pipeline) or not.
    static func othersRunning() -> Bool { !runningOthers().isEmpty }

    /// The processes of our group other than us that are running (not stopped, not zombies).
    static func runningOthers() -> [pid_t] {
        let group = getpgrp(), me = getpid()
        guard let dir = opendir("/proc") else { return [] }
        defer { closedir(dir) }
        var running: [pid_t] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard let pid = Int32(name), pid != me, let (state, pgrp) = status(of: pid), pgrp == group else { continue }
            if state != "T" && state != "t" && state != "Z" && state != "X" { running.append(pid) }
        }
        return running
    }

    /// The state letter and process group of `pid`, from /proc/PID/stat; nil when it is gone.
    private static func status(of pid: Int32) -> (Character, Int32)? {
        guard let file = fopen("/proc/\(pid)/stat", "r") else { return nil }
        defer { fclose(file) }
        var buffer = [CChar](repeating: 0, count: 512)
        guard fgets(&buffer, Int32(buffer.count), file) != nil else { return nil }
        let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        // After the command name in parentheses (which may hold spaces): state, ppid, pgrp.
        guard let close = line.lastIndex(of: ")") else { return nil }
        let fields = line[line.index(after: close)...].split(separator: " ")
        guard fields.count > 2, let state = fields[0].first, let pgrp = Int32(fields[2]) else { return nil }
        return (state, pgrp)
    }
}
