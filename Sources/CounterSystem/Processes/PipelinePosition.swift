#if canImport(Glibc)
import Glibc
#endif

/// Where this process is in its pipeline, for the order the `--tee --inline` meters of one
/// pipeline list themselves in (`pv -cN in | gzip | pv -cN out`: in above out): the longest
/// chain of processes of its group upstream of it (each writing the pipe the next one reads)
/// less the longest chain downstream, found in `/proc` (the links of fds 0 and 1). Both, since
/// a meter that starts later than another (`(sleep 1; … | meter) | meter`) sees a pipeline the
/// other did not: the difference keeps the order whichever of them looked first. The longest
/// chain, as a pipe may have several writers (a subshell and the meter in it).
package enum PipelinePosition {
    /// Upstream less downstream (each at most 64); 0 alone or when it cannot be known.
    package static func current() -> Int {
        let group = getpgrp()
        // For each pipe: what its writers in the group read, and what its readers write.
        var upstream: [String: [String]] = [:]
        var downstream: [String: [String]] = [:]
        guard let proc = opendir("/proc") else { return 0 }
        while let entry = readdir(proc) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard let pid = Int32(name), processGroup(of: pid) == group else { continue }
            let input = link("/proc/\(pid)/fd/0") ?? ""
            let output = link("/proc/\(pid)/fd/1") ?? ""
            if output.hasPrefix("pipe:") { upstream[output, default: []].append(input) }
            if input.hasPrefix("pipe:") { downstream[input, default: []].append(output) }
        }
        closedir(proc)
        var seen: Set<String> = []
        let above = chain(from: link("/proc/self/fd/0") ?? "", through: upstream, seen: &seen)
        let below = chain(from: link("/proc/self/fd/1") ?? "", through: downstream, seen: &seen)
        return above - below
    }

    /// The longest chain of processes from the pipe `end` on, each found in `next` with the end
    /// of its other side (at most 64: a cycle or a pipeline that long ends it).
    private static func chain(from end: String, through next: [String: [String]], seen: inout Set<String>) -> Int {
        guard end.hasPrefix("pipe:"), seen.count < 64, let ends = next[end], seen.insert(end).inserted else { return 0 }
        defer { seen.remove(end) }
        return 1 + (ends.map { chain(from: $0, through: next, seen: &seen) }.max() ?? 0)
    }

    /// Process `pid`'s group, from `/proc/PID/stat` (the fields after the name in parentheses).
    private static func processGroup(of pid: Int32) -> Int32? {
        let descriptor = open("/proc/\(pid)/stat", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 1024)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        let text = String(decoding: buffer.prefix(count), as: UTF8.self)
        guard let close = text.lastIndex(of: ")") else { return nil }
        // state, parent, group
        let fields = text[text.index(after: close)...].split(separator: " ")
        return fields.count > 2 ? Int32(fields[2]) : nil
    }

    /// Where the link at `path` points (`pipe:[1234]`, a file's path); nil when it cannot be read.
    private static func link(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
