import Testing
@testable import CounterEngine

/// `ProcessProgress` (`--pid`): a file per open descriptor, files opened later added and closed
/// ones dropped, a descriptor on another file a new file, the percent of the size (none for a file
/// written to), the main file, and its lines for programs and its inline line.
@Suite struct ProcessProgressTests {
    /// A reading of descriptor `fd` on `path` at `position` of `size` bytes.
    func reading(_ fd: Int32, _ path: String, _ position: Double, of size: Double, inode: String = "1", writes: Bool = false)
        -> FileProgress.Reading
    {
        FileProgress.Reading(descriptor: fd, path: path, identity: "8:" + inode + path, position: position, size: size,
                             writesOnly: writes)
    }

    @Test func filesComeAndGoByDescriptor() {
        var progress = ProcessProgress(pid: 42, start: 0)
        progress.update(name: "cp", [reading(3, "/a", 0, of: 100)], at: 0)
        #expect(progress.files.map(\.reading.path) == ["/a"])
        progress.update(name: "cp", [reading(3, "/a", 50, of: 100), reading(4, "/b", 0, of: 10)], at: 1)
        #expect(progress.files.map(\.reading.path) == ["/a", "/b"])
        #expect(progress.files[0].throughput.percentText == "50 %")
        progress.update(name: "cp", [reading(4, "/b", 5, of: 10)], at: 2)
        #expect(progress.files.map(\.reading.path) == ["/b"])
        #expect(progress.files[0].throughput.percentText == "50 %")
        // Descriptor 4 now on another file: followed from its own start.
        progress.update(name: "cp", [reading(4, "/c", 1, of: 10, inode: "2")], at: 3)
        #expect(progress.files.map(\.reading.path) == ["/c"])
        #expect(progress.files[0].throughput.start == 3)
        #expect(progress.heading == "pid 42 (cp)")
    }

    @Test func aFileWrittenToHasNoPercentAndAGrowingFileAPercentOfItsNewSize() {
        var progress = ProcessProgress(pid: 7, start: 0)
        progress.update(name: "tar", [reading(1, "/out.tar", 10, of: 10, writes: true), reading(3, "/log", 10, of: 100)], at: 0)
        progress.update(name: "tar", [reading(1, "/out.tar", 30, of: 30, writes: true), reading(3, "/log", 50, of: 200)], at: 1)
        #expect(progress.files[0].throughput.expected == nil)
        #expect(progress.files[1].throughput.percentText == "25 %")
        // The new size's figures start from the last position: the 10 bytes read before are no rate.
        #expect((progress.files[1].throughput.rate(at: 1) ?? 0) <= 40, "\(String(describing: progress.files[1].throughput.rate(at: 1)))")
        #expect(ProcessProgress.label(of: progress.files[0]) == "fd 1 · /out.tar · 30 B")
        #expect(ProcessProgress.label(of: progress.files[1], separator: " - ") == "fd 3 - /log - 50 B of 200 B")
    }

    @Test func theMainFileIsTheOneThatMovedLastElseTheLargest() {
        var progress = ProcessProgress(pid: 7, start: 0)
        #expect(progress.mainFile == nil)
        progress.update(name: "x", [reading(3, "/small", 0, of: 10), reading(4, "/large", 0, of: 1000)], at: 0)
        #expect(progress.mainFile?.reading.path == "/large")
        progress.update(name: "x", [reading(3, "/small", 5, of: 10), reading(4, "/large", 0, of: 1000)], at: 1)
        #expect(progress.mainFile?.reading.path == "/small")
        progress.update(name: "x", [reading(3, "/small", 5, of: 10), reading(4, "/large", 9, of: 1000)], at: 2)
        #expect(progress.mainFile?.reading.path == "/large")
    }

    @Test func linesForProgramsEndWithTheProcess() {
        var progress = ProcessProgress(pid: 9, start: 0)
        progress.update(name: "pv", [], at: 0)
        #expect(progress.lines(at: 0) == ["pid=9 files=0"])
        progress.update(name: "pv", [reading(3, "/my dump.sql", 0, of: 1000)], at: 0)
        progress.update(name: "pv", [reading(3, "/my dump.sql", 400, of: 1000)], at: 2)
        let line = progress.lines(at: 2).first
        #expect(line?.hasPrefix("fd=3 bytes=400 rate=") == true, "\(line ?? "")")
        #expect(line?.contains(" elapsed=2.0s percent=40 left=") == true, "\(line ?? "")")
        #expect(line?.hasSuffix(" size=1000 file=/my dump.sql") == true, "\(line ?? "")")
        progress.finish(at: 3)
        progress.update(name: "pv", [], at: 4)
        #expect(progress.files.count == 1, "a reading after the end changes nothing")
        #expect(progress.lines(at: 5).last == "pid=9 ended elapsed=3.0s")
        #expect(progress.lines(at: 5).first?.contains(" left=") == false)
        #expect(!progress.isRunning && progress.elapsed(at: 10) == 3)
    }

    @Test func theInlineLineShowsTheMainFile() {
        var progress = ProcessProgress(pid: 9, start: 0)
        progress.update(name: "pv", [], at: 0)
        #expect(progress.line(at: 0, ascii: false) == "pid 9 (pv): no open files")
        progress.update(name: "pv", [reading(3, "/srv/dump.sql", 0, of: 1000), reading(5, "/etc/x", 0, of: 1)], at: 0)
        progress.update(name: "pv", [reading(3, "/srv/dump.sql", 500, of: 1000), reading(5, "/etc/x", 0, of: 1)], at: 1)
        let line = progress.line(at: 1, ascii: true)
        #expect(line.hasPrefix("fd 3 dump.sql 50 % - "), "\(line)")
        #expect(line.hasSuffix(" left (+1 file)"), "\(line)")
        progress.finish(at: 2)
        #expect(progress.line(at: 2, ascii: false).hasSuffix(" (+1 file) · ended"))
    }

    @Test func controlCharactersInANameAreShownInert() {
        var progress = ProcessProgress(pid: 9, start: 0)
        progress.update(name: "e\u{1B}[2Jvil", [reading(3, "/tmp/\u{1B}]0;x\u{7}f", 0, of: 10)], at: 0)
        #expect(!progress.heading.contains("\u{1B}"))
        #expect(!(progress.lines(at: 0).first ?? "").contains("\u{1B}"))
        #expect(!ProcessProgress.label(of: progress.files[0]).contains("\u{1B}"))
        #expect(!progress.line(at: 0, ascii: false).contains("\u{1B}"))
    }

    /// A file the process closes stays, its figures stopped, until the process opens another:
    /// the inline line keeps its last figures (`closed`, then `ended`), the lines for programs
    /// give it a last line at the end; at most `closedKept` are kept, those that moved last.
    @Test func aClosedFileKeepsItsLastFiguresUntilAnotherOpens() {
        var progress = ProcessProgress(pid: 9, start: 0)
        progress.update(name: "gzip", [reading(3, "/big", 0, of: 1000)], at: 0)
        progress.update(name: "gzip", [reading(3, "/big", 500, of: 1000)], at: 1)
        progress.update(name: "gzip", [], at: 2)
        #expect(progress.files.isEmpty && progress.closed.map(\.reading.path) == ["/big"])
        #expect(progress.closed[0].throughput.end == 2)
        let line = progress.line(at: 3, ascii: false)
        #expect(line.hasPrefix("fd 3 big 50 % · ") && line.hasSuffix(" · closed"), "\(line)")
        #expect(progress.lines(at: 3) == ["pid=9 files=0"])
        progress.finish(at: 4)
        #expect(progress.line(at: 4, ascii: false).hasPrefix("fd 3 big 50 % · "))
        #expect(progress.line(at: 4, ascii: false).hasSuffix(" · ended") && !progress.line(at: 4, ascii: false).contains("closed"))
        #expect(progress.lines(at: 4).count == 2 && progress.lines(at: 4)[0].hasPrefix("fd=3 bytes=500 "), "\(progress.lines(at: 4))")

        var replaced = ProcessProgress(pid: 9, start: 0)
        replaced.update(name: "tar", [reading(3, "/a", 0, of: 10)], at: 0)
        replaced.update(name: "tar", [reading(4, "/b", 0, of: 10)], at: 1)
        #expect(replaced.closed.map(\.reading.path) == ["/a"], "closed in the round another opened: kept")
        replaced.update(name: "tar", [reading(4, "/b", 5, of: 10), reading(5, "/c", 0, of: 10)], at: 2)
        #expect(replaced.closed.isEmpty && replaced.files.map(\.reading.path) == ["/b", "/c"])

        var many = ProcessProgress(pid: 9, start: 0)
        let all = (0..<100).map { reading(Int32(3 + $0), "/f\($0)", 0, of: 10) }
        many.update(name: "x", all, at: 0)
        many.update(name: "x", all.map { var moved = $0; moved.position = $0.descriptor == 50 ? 5 : 0; return moved }, at: 1)
        many.update(name: "x", [], at: 2)
        #expect(many.closed.count == ProcessProgress.closedKept && many.closed.contains { $0.reading.descriptor == 50 })
        #expect(many.mainFile?.reading.descriptor == 50)
    }

    /// Thousands of files cost a round a file: 20,000 descriptors followed in a few rounds.
    @Test func thousandsOfFilesAreMatchedByDescriptor() {
        var progress = ProcessProgress(pid: 9, start: 0)
        for round in 0..<3 {
            let readings = (0..<20_000).map { reading(Int32(3 + $0), "/f", Double(round), of: 10, inode: "\($0)") }
            progress.update(name: "x", readings, at: Double(round))
        }
        #expect(progress.files.count == 20_000 && progress.closed.isEmpty)
        #expect(progress.files.allSatisfy { $0.throughput.start == 0 && $0.reading.position == 2 })
    }
}
