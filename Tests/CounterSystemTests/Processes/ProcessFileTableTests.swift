import CounterSystem
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `ProcessFileTable`: a process's open regular files from /proc (a made-up /proc here, and
/// this process's own): path, position, size, write-only; gone, a zombie, or never was.
@Suite struct ProcessFileTableTests {
    /// A made-up /proc with process 123: `stat` in `state`, descriptors 3 (a file read, at 40 of
    /// 100 bytes), 4 (written only), 5 (a directory: left out) and 6 (gone under us: no fdinfo).
    private func fakeProc(state: String = "S") throws -> String {
        let root = try temporaryDirectory()
        let process = root + "/123"
        for folder in ["/fd", "/fdinfo"] { try FileManager.default.createDirectory(atPath: process + folder, withIntermediateDirectories: true) }
        try String(repeating: "x", count: 100).write(toFile: root + "/data file", atomically: true, encoding: .utf8)
        try "y".write(toFile: root + "/out", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: process + "/fd/3", withDestinationPath: root + "/data file")
        try FileManager.default.createSymbolicLink(atPath: process + "/fd/4", withDestinationPath: root + "/out")
        try FileManager.default.createSymbolicLink(atPath: process + "/fd/5", withDestinationPath: root)
        try FileManager.default.createSymbolicLink(atPath: process + "/fd/6", withDestinationPath: root + "/out")
        try "pos:\t40\nflags:\t0100000\nmnt_id:\t25\n".write(toFile: process + "/fdinfo/3", atomically: true, encoding: .utf8)
        try "pos:\t1\nflags:\t02100001\n".write(toFile: process + "/fdinfo/4", atomically: true, encoding: .utf8)
        try "pos:\t0\nflags:\t0200000\n".write(toFile: process + "/fdinfo/5", atomically: true, encoding: .utf8)
        try "123 (my (odd) cp) \(state) 1 123 123 0 -1\n".write(toFile: process + "/stat", atomically: true, encoding: .utf8)
        try "cp\n".write(toFile: process + "/comm", atomically: true, encoding: .utf8)
        return root
    }

    @Test func readsEachRegularFileWithItsPositionAndSize() throws {
        let root = try fakeProc()
        defer { try? FileManager.default.removeItem(atPath: root) }
        guard case .files(let name, let files) = ProcessFileTable.read(pid: 123, root: root) else {
            Issue.record("expected files, got \(ProcessFileTable.read(pid: 123, root: root))")
            return
        }
        #expect(name == "cp")
        #expect(files.map(\.descriptor) == [3, 4])
        #expect(files[0].path == root + "/data file" && files[0].position == 40 && files[0].size == 100 && !files[0].writesOnly)
        #expect(files[1].writesOnly && files[1].position == 1 && files[1].size == 1)
        #expect(files[0].identity != files[1].identity)
    }

    @Test func aZombieOrAMissingProcessIsGone() throws {
        let root = try fakeProc(state: "Z")
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(ProcessFileTable.read(pid: 123, root: root) == .gone)
        #expect(ProcessFileTable.read(pid: 124, root: root) == .gone)
        #expect(ProcessFileTable.read(pid: 0) == .gone)
        #expect(ProcessFileTable.read(pid: Int32.max) == .gone)
    }

    @Test func readsThisProcesssOwnFileFromTheRealProc() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/mine"
        try String(repeating: "z", count: 4096).write(toFile: path, atomically: true, encoding: .utf8)
        let fd = open(path, O_RDONLY)
        try #require(fd >= 0)
        defer { close(fd) }
        _ = lseek(fd, 1000, SEEK_SET)
        guard case .files(_, let files) = ProcessFileTable.read(pid: getpid()) else {
            Issue.record("expected this process's files")
            return
        }
        let mine = try #require(files.first { $0.descriptor == fd })
        #expect(mine.path.hasSuffix("/mine") && mine.position == 1000 && mine.size == 4096 && !mine.writesOnly)
    }

    /// `/proc/123/stat` with `start` as field 22 (the start time).
    private func writeStat(_ root: String, start: Int) throws {
        let fields = ["S"] + (4...21).map(String.init) + ["\(start)", "23", "24"]
        try ("123 (my (odd) cp) " + fields.joined(separator: " ") + "\n").write(toFile: root + "/123/stat", atomically: true, encoding: .utf8)
    }

    /// A process is its pid and its start time: once the pid's start time changes (the kernel
    /// gave it to another process), the one followed is gone, and stays gone.
    @Test func aPidGivenAgainIsAnotherProcess() throws {
        let root = try fakeProc()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try writeStat(root, start: 5000)
        #expect(ProcessFileTable.startTime(pid: 123, root: root) == 5000)
        var followed = FollowedProcess(pid: 123, root: root)
        guard case .files(_, let files) = followed.read() else {
            Issue.record("expected files")
            return
        }
        #expect(files.map(\.descriptor) == [3, 4] && followed.startTime == 5000)
        try writeStat(root, start: 7000)
        #expect(followed.read() == .gone)
        #expect(followed.read() == .gone && followed.startTime == 5000)
        #expect(ProcessFileTable.startTime(pid: 124, root: root) == nil)
        #expect(ProcessFileTable.startTime(pid: getpid()) != nil)
    }
}
