import CounterSystem
import Foundation
import Testing

/// `StreamCopier` inside the kernel (`SpliceCopy`): splice(2) for bytes, tee(2) and one read
/// for lines; every byte copied and counted, a stop that leaves what was not moved in the
/// input pipe, EPIPE reported, ends it cannot splice copied plainly.
@MainActor
@Suite(.serialized) struct KernelCopyTests {
    @Test(arguments: [false, true])
    func everyByteIsMovedAndCounted(countsLines: Bool) async throws {
        let input = try TestPipe()
        let output = try TestPipe()
        let bytes = pattern(1_000_003)
        let copier = StreamCopier(input: input.reader, output: output.writer, inKernel: true, countsLines: countsLines)
        var last = StreamCopier.Progress()
        #expect(copier.start { last = $0 } == nil)
        feed(bytes, into: input.writer)
        let copied = drain(output.reader)
        #expect(copied.count == bytes.count && firstDifference(copied, bytes) == nil)
        #expect(await eventually { last.ended })
        #expect(last.bytes == UInt64(bytes.count) && last.failure == nil && last.unwritten == 0)
        if countsLines {
            #expect(last.newlines == UInt64(bytes.filter { $0 == 10 }.count))
            #expect(last.lines == last.newlines + (bytes.last == 10 ? 0 : 1))
        }
        close(input.reader)
        close(output.reader)
        close(output.writer)
    }

    /// A stop while the output is full (the copier grew it to 1 MiB): no more is moved, nothing
    /// is held (`unwritten` 0), what was not moved is still in the input pipe for whoever reads
    /// it next.
    @Test func aStopLeavesTheRestInTheInputPipe() async throws {
        let input = try TestPipe()
        let output = try TestPipe()
        let copier = StreamCopier(input: input.reader, output: output.writer, inKernel: true, countsLines: false)
        _ = copier.start { _ in }
        let bytes = pattern(3_000_000)
        feed(bytes, into: input.writer)
        #expect(eventuallyBlocking(timeout: 10) { copier.current.bytes == UInt64(SpliceCopy.pipeSize) })
        let started = Date()
        copier.stop(waitingUpTo: 5)
        #expect(Date().timeIntervalSince(started) < 1)
        #expect(copier.current.unwritten == 0)
        _ = fcntl(output.reader, F_SETFL, O_NONBLOCK)
        let moved = drain(output.reader)
        let left = drain(input.reader)
        #expect(moved.count == Int(SpliceCopy.pipeSize) && copier.current.bytes == UInt64(moved.count))
        #expect(moved + left == bytes)
        close(input.reader)
        close(output.reader)
        close(output.writer)
    }

    @Test func aReaderThatLeftIsAnEPIPENotASignal() async throws {
        let input = try TestPipe()
        let output = try TestPipe()
        close(output.reader)
        let copier = StreamCopier(input: input.reader, output: output.writer, inKernel: true, countsLines: false)
        var last = StreamCopier.Progress()
        _ = copier.start { last = $0 }
        feed(pattern(10_000), into: input.writer)
        #expect(await eventually { last.failure != nil })
        #expect(last.failure == EPIPE && !last.ended && last.bytes == 0 && last.unwritten == 0)
        close(input.reader)
        close(output.writer)
    }

    /// A file opened to append cannot be spliced into (EINVAL): the plain copy takes over at
    /// once and the file gets every byte after what it held.
    @Test func aFileOpenedToAppendIsCopiedPlainly() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("kernel-\(UUID().uuidString)").path
        try Data("head".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = open(path, O_WRONLY | O_APPEND)
        let input = try TestPipe()
        let bytes = pattern(300_000)
        let copier = StreamCopier(input: input.reader, output: file, releasesAtEnd: false, inKernel: true, countsLines: false)
        var last = StreamCopier.Progress()
        _ = copier.start { last = $0 }
        feed(bytes, into: input.writer)
        #expect(await eventually { last.ended })
        close(file)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("head".utf8) + Data(bytes))
        #expect(last.bytes == UInt64(bytes.count))
        close(input.reader)
    }

    @Test func onlyAPipeOnStdinIsSpliced() throws {
        let pipe = try TestPipe()
        #expect(SpliceCopy(input: pipe.reader, output: 1, countsLines: false, maximum: 65_536) != nil)
        let null = open("/dev/null", O_RDONLY)
        #expect(SpliceCopy(input: null, output: pipe.writer, countsLines: false, maximum: 65_536) == nil)
        // Lines need both ends pipes (tee(2)).
        #expect(SpliceCopy(input: pipe.reader, output: null, countsLines: true, maximum: 65_536) == nil)
        close(null)
        close(pipe.reader)
        close(pipe.writer)
    }
}
