import CounterSystem
import Foundation
import Testing

/// `ReplacedFile` (`--outfile`): the whole text replaced through a temporary file beside it and
/// a rename, no temporary file left, a place that cannot hold it named before any write.
@Suite struct ReplacedFileTests {
    @Test func eachWriteReplacesTheWholeTextAndLeavesNoTemporaryFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("replaced-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = ReplacedFile(path: folder.appendingPathComponent("shown.txt").path)
        #expect(file.temporaryPath.hasPrefix(folder.path + "/.shown.txt."))
        #expect(file.problem() == nil)
        #expect(file.write("10:00\n") == nil)
        #expect(file.write("9:59\n") == nil)
        #expect(try String(contentsOfFile: file.path, encoding: .utf8) == "9:59\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["shown.txt"])
        // Its place taken by a folder: the error, the folder left as it was, no temporary file.
        try FileManager.default.removeItem(atPath: file.path)
        try FileManager.default.createDirectory(atPath: file.path, withIntermediateDirectories: false)
        #expect(file.write("9:58\n") != nil)
        #expect(file.problem() == "Is a directory")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["shown.txt"])
        #expect(ReplacedFile(path: folder.path + "/missing/x.txt").problem() == "No such file or directory")
    }
}
