import Foundation

/// The fields of `/proc/PID/stat` after the command name, which may itself hold spaces or ')'.
struct ProcessStat {
    /// Field 3 (state) onwards.
    private let fields: [Substring]

    /// nil when the process is gone.
    init?(_ pid: Int32) {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 12 else { return nil }
    }

    /// R, S, T (stopped), Z (zombie), …
    var state: String { String(fields[0]) }
    /// The parent's pid.
    var parent: Int32 { Int32(fields[1]) ?? 0 }
    /// The process group id.
    var group: Int32 { Int32(fields[2]) ?? 0 }
    /// The session id.
    var session: String { String(fields[3]) }
    /// Clock ticks spent in user and system mode.
    var cpuTicks: Int { (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0) }
}

extension ProcessStat {
    /// The processes of process group `group` (read from /proc).
    static func members(ofGroup group: Int32) -> [Int32] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.compactMap { Int32($0) }.filter { ProcessStat($0)?.group == group }
    }
}
