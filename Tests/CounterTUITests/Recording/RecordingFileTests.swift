import Foundation
import Testing
@testable import CounterTUI

/// `RecordingFile`: written beside the target and put in its place only when complete, the
/// target left as it was otherwise; paths that are not regular files refused before anything.
@Suite struct RecordingFileTests {
    func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("recording-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func theTargetAppearsOnlyWhenComplete() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = try RecordingFile(path: dir + "/run.cast")
        #expect(file.write("one\n") && file.write("two\n"))
        #expect(!FileManager.default.fileExists(atPath: dir + "/run.cast"))
        #expect(FileManager.default.fileExists(atPath: file.partialPath))
        #expect(file.commit())
        #expect(try String(contentsOfFile: dir + "/run.cast", encoding: .utf8) == "one\ntwo\n")
        #expect(!FileManager.default.fileExists(atPath: file.partialPath))
    }

    @Test func aDiscardedRecordingLeavesTheTargetAsItWas() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "old".write(toFile: dir + "/run.svg", atomically: true, encoding: .utf8)
        chmod(dir + "/run.svg", 0o640)
        let file = try RecordingFile(path: dir + "/run.svg")
        _ = file.write("new")
        file.discard()
        #expect(try String(contentsOfFile: dir + "/run.svg", encoding: .utf8) == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["run.svg"])
        // Replaced, the file keeps its permissions.
        let again = try RecordingFile(path: dir + "/run.svg")
        _ = again.write("newer")
        #expect(again.commit())
        let mode = try FileManager.default.attributesOfItem(atPath: dir + "/run.svg")[.posixPermissions] as? Int
        #expect(mode == 0o640)
    }

    /// In a shared directory another user may plant a file or a link where the temporary file
    /// goes (its name is predictable): neither is opened or written through; the recording takes
    /// another name and still lands on its target.
    @Test func aPlantedTemporaryFileOrLinkIsNeverWrittenThrough() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let victim = dir + "/victim"
        try "precious".write(toFile: victim, atomically: true, encoding: .utf8)
        let planted = dir + "/.run.svg.partial-\(getpid())"
        #expect(symlink(victim, planted) == 0)
        let plantedFile = dir + "/.run.svg.partial-\(getpid())-1"
        try "planted".write(toFile: plantedFile, atomically: true, encoding: .utf8)
        let file = try RecordingFile(path: dir + "/run.svg")
        #expect(file.partialPath == dir + "/.run.svg.partial-\(getpid())-2")
        #expect(file.write("<svg>\n<a/>\n", tail: "</svg>\n"))
        // The loop's rewrite goes through a second temporary file: planted too.
        let plantedNew = file.partialPath + ".new"
        #expect(symlink(victim, plantedNew) == 0)
        #expect(file.rewriteLines { $0 == "<a/>" ? "<b/>" : String($0) })
        #expect(file.commit())
        #expect(try String(contentsOfFile: dir + "/run.svg", encoding: .utf8) == "<svg>\n<b/>\n</svg>\n")
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious")
        #expect(try String(contentsOfFile: plantedFile, encoding: .utf8) == "planted")
    }

    @Test func pathsThatAreNotRegularFilesAreRefused() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(mkfifo(dir + "/fifo", 0o600) == 0)
        for path in [dir + "/fifo", dir, "/dev/null"] {
            #expect(throws: RecordingFileError.self) { try RecordingFile(path: path) }
        }
        do {
            _ = try RecordingFile(path: dir + "/fifo")
        } catch {
            #expect(error.notRegular)
            #expect(error.description == "--record: '\(dir)/fifo' is not a regular file")
        }
        do {
            _ = try RecordingFile(path: dir + "/missing/run.cast")
        } catch {
            #expect(!error.notRegular)
            #expect(error.description.hasSuffix(": No such file or directory"))
        }
    }
}
