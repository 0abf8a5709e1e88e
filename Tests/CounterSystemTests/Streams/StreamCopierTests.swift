import CounterSystem
import Foundation
import Testing

/// `StreamCopier`: every byte copied unchanged at the reader's pace and counted once passed on,
/// the output let go of at the end of the input, a write error reported (never a SIGPIPE), a
/// stop that lets the chunk in flight through, and newlines counted sixteen bytes at a time.
@MainActor
@Suite(.serialized) struct StreamCopierTests {
    @Test func everyByteIsCopiedAndCountedAtTheReadersPace() async throws {
        let input = try TestPipe()
        let output = try TestPipe()
        let bytes = pattern(1_000_003)
        let copier = StreamCopier(input: input.reader, output: output.writer)
        var last = StreamCopier.Progress()
        var deliveries = 0
        #expect(copier.start { progress in
            last = progress
            deliveries += 1
        } == nil)
        feed(bytes, into: input.writer)
        // A slow reader: the copy waits for it, and nothing is lost or reordered.
        var copied: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = read(output.reader, &chunk, chunk.count)
            if n <= 0 { break }
            copied += chunk[0..<n]
            if copied.count % 65_536 < 4096 { usleep(200) }
        }
        // The reader saw the end: the copier let go of the pipe when its input ended.
        #expect(copied.count == bytes.count)
        #expect(firstDifference(copied, bytes) == nil)
        #expect(await eventually { last.ended })
        #expect(last.bytes == UInt64(bytes.count))
        #expect(last.newlines == UInt64(bytes.filter { $0 == 10 }.count))
        #expect(last.lines == last.newlines + (bytes.last == 10 ? 0 : 1))
        #expect(last.failure == nil && deliveries >= 1)
        #expect(copier.current == last)
        close(input.reader)
        close(output.reader)
        close(output.writer)
    }

    @Test func withoutAnOutputItOnlyCounts() async throws {
        let input = try TestPipe()
        let copier = StreamCopier(input: input.reader, output: nil)
        var last = StreamCopier.Progress()
        _ = copier.start { last = $0 }
        feed(Array("a\nb\nc".utf8), into: input.writer)
        #expect(await eventually { last.ended })
        #expect(last.bytes == 5 && last.newlines == 2 && !last.endsWithNewline && last.lines == 3)
        close(input.reader)
    }

    @Test func aReaderThatLeftIsAnEPIPENotASignal() async throws {
        let input = try TestPipe()
        let output = try TestPipe()
        close(output.reader)
        let copier = StreamCopier(input: input.reader, output: output.writer)
        var last = StreamCopier.Progress()
        _ = copier.start { last = $0 }
        feed(pattern(10_000), into: input.writer)
        // Signals are blocked in the copier's thread: the test process lives on.
        #expect(await eventually { last.failure != nil })
        #expect(last.failure == EPIPE && !last.ended && last.bytes == 0)
        close(input.reader)
        close(output.writer)
    }

    /// The reader goes away in the middle of a chunk: the part of it the pipe took was passed on
    /// and is counted (the summary of `| head` counts it), the rest is not.
    @Test func aReaderThatLeftMidChunkCountsWhatThePipeTook() async throws {
        let input = try TestPipe()
        let output = try TestPipe()
        _ = fcntl(output.writer, 1031 /* F_SETPIPE_SZ */, 4096)
        let copier = StreamCopier(input: input.reader, output: output.writer, bufferSize: 100_000)
        var last = StreamCopier.Progress()
        _ = copier.start { last = $0 }
        let bytes = pattern(60_000)
        _ = bytes.withUnsafeBytes { Glibc.write(input.writer, $0.baseAddress, $0.count) }
        #expect(eventuallyBlocking { hungUpOrFull(output.writer) })
        close(output.reader)
        #expect(await eventually { last.failure != nil })
        #expect(last.failure == EPIPE && !last.ended)
        #expect(last.bytes == 4096 && copier.current == last)
        #expect(last.newlines == UInt64(bytes.prefix(4096).filter { $0 == 10 }.count))
        #expect(last.endsWithNewline == (bytes[4095] == 10))
        close(input.writer)
        close(input.reader)
        close(output.writer)
    }

    @Test func stoppingLetsTheChunkInFlightThroughAndReadsNoMore() async throws {
        let input = try TestPipe()
        let output = try TestPipe()
        // The output pipe holds one page: the copier is stuck writing until someone reads.
        _ = fcntl(output.writer, 1031 /* F_SETPIPE_SZ */, 4096)
        let copier = StreamCopier(input: input.reader, output: output.writer, bufferSize: 100_000)
        _ = copier.start { _ in }
        let bytes = pattern(100_000)
        _ = bytes.withUnsafeBytes { Glibc.write(input.writer, $0.baseAddress, min($0.count, 60_000)) }
        #expect(eventuallyBlocking { hungUpOrFull(output.writer) })
        let reader = output.reader
        nonisolated(unsafe) var drained = 0
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            usleep(100_000)
            var chunk = [UInt8](repeating: 0, count: 65_536)
            while true {
                var probe = pollfd(fd: reader, events: Int16(POLLIN), revents: 0)
                guard poll(&probe, 1, 300) > 0 else { break }
                let n = read(reader, &chunk, chunk.count)
                if n <= 0 { break }
                drained += n
            }
            done.signal()
        }
        let started = Date()
        copier.stop(waitingUpTo: 5)
        // It waited for the chunk in flight to be written, then returned.
        #expect(Date().timeIntervalSince(started) < 4)
        done.wait()
        #expect(drained == 60_000)
        #expect(copier.current.bytes == 60_000)
        // Written after the stop: never read, never counted.
        _ = bytes.withUnsafeBytes { Glibc.write(input.writer, $0.baseAddress! + 60_000, 10) }
        usleep(50_000)
        #expect(Int(copier.current.bytes) == drained)
        close(input.writer)
        close(output.reader)
    }

    /// A reader that has taken nothing yet holds a pipe's worth of a chunk: that part is counted
    /// (Ctrl-C with a slow reader counted 0 bytes while 65,536 had gone out), the rest is
    /// `unwritten` until `waitForOutput` sees it through, or gives up when told to.
    @Test func aChunkIsCountedAsThePipeTakesIt() async throws {
        // A file gives the whole chunk in one read (a pipe would give at most 64 KiB).
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("copier-\(UUID().uuidString)").path
        try Data(pattern(131_072)).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let input = open(path, O_RDONLY)
        defer { close(input) }
        let output = try TestPipe()
        let copier = StreamCopier(input: input, output: output.writer, bufferSize: 131_072)
        _ = copier.start { _ in }
        #expect(eventuallyBlocking(timeout: 5) { copier.current.bytes == 65_536 })
        #expect(copier.current.unwritten == 65_536)
        copier.stopReading()
        var asked = 0
        #expect(!copier.waitForOutput(slice: 0.01) { _ in
            asked += 1
            return asked == 3
        })
        let reader = output.reader
        Thread.detachNewThread {
            var sink = [UInt8](repeating: 0, count: 65_536)
            while read(reader, &sink, sink.count) > 0 {}
        }
        #expect(copier.waitForOutput { _ in false })
        #expect(copier.current.bytes == 131_072 && copier.current.unwritten == 0)
        close(output.writer)
    }

    @Test func newlinesAreCountedExactlyAtEveryLength() {
        var random = SystemRandomNumberGenerator()
        for length in [0, 1, 15, 16, 17, 31, 255 * 16 - 1, 255 * 16, 255 * 16 + 1, 70_000] {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }
            let lines = bytes.map { Bool.random(using: &random) && $0 < 40 ? UInt8(10) : $0 }
            let expected = lines.filter { $0 == 10 }.count
            #expect(lines.withUnsafeBytes { NewlineCount.newlines(in: $0) } == expected, "length \(length)")
        }
        let all = [UInt8](repeating: 10, count: 255 * 16 * 3 + 5)
        #expect(all.withUnsafeBytes { NewlineCount.newlines(in: $0) } == all.count)
    }

    /// Whether a pipe's writing end has no room left (or its reader is gone).
    func hungUpOrFull(_ writer: Int32) -> Bool {
        var probe = pollfd(fd: writer, events: Int16(POLLOUT), revents: 0)
        return poll(&probe, 1, 0) == 0
    }
}
