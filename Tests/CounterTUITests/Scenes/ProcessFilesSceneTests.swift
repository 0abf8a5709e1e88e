import CounterEngine
import CounterSystem
import Testing
@testable import CounterTUI

/// `ProcessFilesScene` (`--pid`): the process on top, a block per file with its label, bar and
/// figures; files that do not fit counted; the end on the status line; settled once ended.
@Suite struct ProcessFilesSceneTests {
    /// Process 42 (`cp`) with `count` files of 1000 bytes, each at 250, seen at 0 and 1.
    func scene(files count: Int) -> ProcessFilesScene {
        var progress = ProcessProgress(pid: 42, start: 0)
        for (time, position) in [(0.0, 0.0), (1.0, 250.0)] {
            let readings = (0..<count).map {
                FileProgress.Reading(descriptor: Int32(3 + $0), path: "/data/f\($0)", identity: "1:\($0)", position: position,
                                     size: 1000, writesOnly: false)
            }
            progress.update(name: "cp", readings, at: time)
        }
        return ProcessFilesScene(progress: progress, ascii: true, theme: .monochrome)
    }

    func frame(_ scene: ProcessFilesScene, rows: Int = 24, at time: Double = 1) -> [String] {
        var buffer = Buffer(size: Size(columns: 80, rows: rows))
        scene.render(at: time, into: &buffer)
        return buffer.lines.map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test func eachFileHasItsLabelBarAndFigures() {
        let lines = frame(scene(files: 2))
        #expect(lines.contains("pid 42 (cp) - 2 open files"), "\(lines)")
        #expect(lines.contains("fd 3 - /data/f0 - 250 B of 1.0 KiB") && lines.contains("fd 4 - /data/f1 - 250 B of 1.0 KiB"), "\(lines)")
        #expect(lines.filter { $0.hasSuffix(" 25 %") && $0.hasPrefix("############-") }.count == 2, "\(lines)")
        #expect(lines.filter { $0.hasSuffix(" left") }.count == 2, "\(lines)")
    }

    @Test func filesThatDoNotFitAreCounted() {
        let lines = frame(scene(files: 5), rows: 12)
        #expect(lines.contains("fd 3 - /data/f0 - 250 B of 1.0 KiB"), "\(lines)")
        #expect(!lines.contains("fd 7 - /data/f4 - 250 B of 1.0 KiB"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("and ") && $0.contains(" more ") }, "\(lines)")
    }

    @Test func theEndIsOnTheStatusLineAndSettles() {
        let scene = scene(files: 1)
        #expect(!scene.isSettled(at: 1) && scene.endTime == .infinity)
        #expect(scene.update(.processEnded(at: 2)))
        #expect(scene.isSettled(at: 2) && scene.endTime == 2)
        let lines = frame(scene, at: 3)
        #expect(lines.last == "process 42 ended", "\(lines)")
        #expect(!lines.contains { $0.hasSuffix(" left") }, "\(lines)")
        #expect(scene.plainText(at: 3, padded: false).hasSuffix("\npid=42 ended elapsed=2.0s"))
        #expect(scene.plainText(at: 3, padded: true).hasSuffix(" - ended"))
    }

    @Test func aLongPathGivesWayFromItsStart() {
        let label = "fd 3 · /very/long/path/to/some/deeply/nested/folder/dump.sql · 2.0 MiB of 5.0 MiB"
        let fitted = FileLabel.fitted(label, columns: 40, ascii: false)
        #expect(TextWidth.cells(fitted) <= 40, "\(fitted)")
        #expect(fitted.hasPrefix("fd 3 · …") && fitted.hasSuffix("dump.sql · 2.0 MiB of 5.0 MiB"), "\(fitted)")
        #expect(FileLabel.fitted("fd 3 · /a · 1 B", columns: 40, ascii: false) == "fd 3 · /a · 1 B")
    }

    /// A file the process has closed stays on the screen, marked, with its last figures.
    @Test func aClosedFileStaysMarked() {
        let scene = scene(files: 1)
        #expect(scene.update(.filesRead(name: "cp", files: [], at: 2)))
        let lines = frame(scene, at: 3)
        #expect(lines.contains("pid 42 (cp) - no open files - 1 closed"), "\(lines)")
        #expect(lines.contains("fd 3 - /data/f0 - 250 B of 1.0 KiB - closed"), "\(lines)")
        #expect(lines.contains { $0.hasSuffix(" 25 %") }, "\(lines)")
    }
}
