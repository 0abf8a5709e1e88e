/// The process `--pid PID` (or a card's `pid:`) follows, known by its pid and its start time
/// (`/proc/PID/stat` field 22): the kernel may give the pid to another process once it has
/// ended, and that one is not followed in its place. The first reading fixes the start time.
package struct FollowedProcess: Sendable {
    /// The process id.
    package let pid: Int32
    /// Where /proc is (tests give another).
    private let root: String
    /// When the process started, from the first reading (nil before it).
    package private(set) var startTime: UInt64?

    /// Follows `pid`, reading /proc at `root`.
    package init(pid: Int32, root: String = "/proc") {
        self.pid = pid
        self.root = root
    }

    /// Its open files now (`ProcessFileTable.read`); `.gone` once the pid is another process's
    /// (a start time that changed, also while its files were read: what was read is not its).
    package mutating func read() -> ProcessFileTable.Reading {
        guard let before = ProcessFileTable.startTime(pid: pid, root: root) else { return .gone }
        if startTime == nil { startTime = before }
        guard before == startTime else { return .gone }
        let reading = ProcessFileTable.read(pid: pid, root: root)
        guard reading == .gone || ProcessFileTable.startTime(pid: pid, root: root) == before else { return .gone }
        return reading
    }
}
