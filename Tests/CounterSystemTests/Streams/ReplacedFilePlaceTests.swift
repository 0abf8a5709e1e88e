import CounterSystem
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `ReplacedFile` and what is at its place (issue 36, round 2): only a regular file is
/// replaced; a link is followed; a file keeps its mode; a long name gets a short temporary name.
@Suite struct ReplacedFilePlaceTests {
    private static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("replaced-place-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func aFifoIsRefusedAndLeftAsItWas() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("fifo").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let file = ReplacedFile(path: fifo)
        #expect(file.problem()?.contains("a FIFO (named pipe), not a regular file") == true)
        #expect(file.write("1\n") != nil)
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["fifo"])
    }

    @Test func aLinkIsFollowedAndTheFileKeepsItsMode() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("t.txt").path
        try "old\n".write(toFile: target, atomically: false, encoding: .utf8)
        #expect(chmod(target, 0o640) == 0)
        let link = folder.appendingPathComponent("l").path
        #expect(symlink("t.txt", link) == 0)
        let file = ReplacedFile(path: link)
        #expect(file.target == target && file.problem() == nil)
        #expect(file.write("new\n") == nil)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "new\n")
        var info = stat()
        #expect(lstat(link, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
        #expect(stat(target, &info) == 0 && info.st_mode & 0o7777 == 0o640)
        let loop = folder.appendingPathComponent("loop").path
        #expect(symlink("loop", loop) == 0)
        #expect(ReplacedFile(path: loop).problem() == "Too many levels of symbolic links")
    }

    @Test func aLongNameGetsATemporaryNameThatFits() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = ReplacedFile(path: folder.appendingPathComponent(String(repeating: "n", count: 250)).path)
        #expect(file.temporaryPath == folder.path + "/.counter-tui.\(getpid()).tmp")
        #expect(file.problem() == nil && file.write("x\n") == nil)
    }
}
