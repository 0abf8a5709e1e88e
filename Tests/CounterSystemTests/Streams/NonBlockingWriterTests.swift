import CounterSystem
import Foundation
import Testing

/// `NonBlockingWriter`: a slow reader gets every byte in order (`isBusy`, `onDrained`), a gone reader is one EPIPE, `pipeSignalIgnored`, files, /dev/null, cancel.
@Suite(.serialized) @MainActor struct NonBlockingWriterTests {
    /// `count` bytes of a pattern that shows any loss or reordering.
    private func pattern(_ count: Int, seed: Int = 0) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: ($0 &* 7 &+ $0 / 251 &+ seed) % 256) }
    }

    /// Reads `descriptor` on another thread, slowly (4 KiB a millisecond), until end of input.
    private func slowReader(_ descriptor: Int32) -> Task<[UInt8], Never> {
        Task.detached {
            await onFreshThread {
                var all: [UInt8] = []
                var buffer = [UInt8](repeating: 0, count: 4096)
                while true {
                    let n = read(descriptor, &buffer, buffer.count)
                    if n < 0 && errno == EINTR { continue }
                    if n <= 0 { return all }
                    all += buffer[0..<n]
                    usleep(1000)
                }
            }
        }
    }

    @Test func aSlowReaderGetsEverythingInOrder() async throws {
        let pipe = try TestPipe()
        defer { close(pipe.reader) }
        let writer = NonBlockingWriter(descriptor: pipe.writer)
        var drained = 0
        writer.onDrained = { drained += 1 }
        var failures: [Int32] = []
        writer.onFailure = { failures.append($0) }
        #expect(!writer.isBusy)
        // Far more than a pipe holds: the write returns at once with the rest waiting.
        let first = pattern(1 << 20)
        let done = first.withUnsafeBytes { writer.write($0) }
        #expect(!done)
        #expect(writer.isBusy)
        #expect(drained == 0)
        let reader = slowReader(pipe.reader)
        #expect(await eventually { drained == 1 })
        #expect(!writer.isBusy)
        // A second write once drained goes after the first.
        let second = pattern(100_000, seed: 3)
        if !second.withUnsafeBytes({ writer.write($0) }) {
            #expect(await eventually { drained == 2 })
        }
        #expect(!writer.isBusy)
        close(pipe.writer)
        let received = await reader.value
        #expect(received.count == first.count + second.count)
        #expect(firstDifference(received, first + second) == nil)
        #expect(failures.isEmpty)
    }

    @Test func aSmallWriteIntoAPipeWithRoomIsDoneAtOnce() throws {
        let pipe = try TestPipe()
        defer { close(pipe.reader) }
        let writer = NonBlockingWriter(descriptor: pipe.writer)
        let bytes = Array("12 34\n".utf8)
        #expect(bytes.withUnsafeBytes { writer.write($0) })
        #expect(!writer.isBusy)
        close(pipe.writer)
        let read = try #require(readAll(pipe.reader))
        #expect(read.count == bytes.count)
        #expect(firstDifference(read, bytes) == nil)
    }

    @Test func aReaderThatLeftIsOneEPIPEWithSIGPIPEIgnored() async throws {
        try await whileSIGPIPEIgnored {
            let pipe = try TestPipe()
            defer { close(pipe.writer) }
            let writer = NonBlockingWriter(descriptor: pipe.writer)
            #expect(writer.pipeSignalIgnored)
            var failures: [Int32] = []
            writer.onFailure = { failures.append($0) }
            var drained = 0
            writer.onDrained = { drained += 1 }
            // The pipe fills, then its reader goes: the next look at it finds the error.
            let bytes = pattern(300_000)
            #expect(!bytes.withUnsafeBytes { writer.write($0) })
            close(pipe.reader)
            #expect(await eventually { !failures.isEmpty })
            #expect(failures == [EPIPE])
            #expect(writer.isBusy)
            #expect(drained == 0)
            // Failed for good: later writes are refused without another report.
            #expect(!bytes.withUnsafeBytes { writer.write($0) })
            await quietWindow()
            #expect(failures == [EPIPE])
        }
    }

    @Test func aWriteIntoAPipeAlreadyWithoutReaderFailsAtOnce() async throws {
        try await whileSIGPIPEIgnored {
            let pipe = try TestPipe()
            defer { close(pipe.writer) }
            close(pipe.reader)
            // (A child forked meanwhile by another test may hold a copy for a moment.)
            #expect(await eventually { StandardStream.isBrokenPipe(pipe.writer) })
            let writer = NonBlockingWriter(descriptor: pipe.writer)
            var failures: [Int32] = []
            writer.onFailure = { failures.append($0) }
            #expect(!Array("x".utf8).withUnsafeBytes { writer.write($0) })
            #expect(failures == [EPIPE])
        }
    }

    /// The disposition is the one when the writer is made: only an ignored SIGPIPE counts.
    @Test func pipeSignalIgnoredIsReadWhenTheWriterIsMade() async throws {
        try await ProcessSignals.exclusively {
            let saved = SavedDisposition(SIGPIPE)
            defer { saved.restore() }
            let pipe = try TestPipe()
            defer { close(pipe.reader); close(pipe.writer) }
            signal(SIGPIPE, SIG_IGN)
            let whileIgnored = NonBlockingWriter(descriptor: pipe.writer)
            // Handled (harmlessly) rather than the default: another suite's write to a closed
            // pipe meanwhile must not end the test process.
            signal(SIGPIPE, ignoringHandler)
            let whileHandled = NonBlockingWriter(descriptor: pipe.writer)
            #expect(whileIgnored.pipeSignalIgnored)
            #expect(!whileHandled.pipeSignalIgnored)
            saved.restore()
            if SignalDisposition.of(SIGPIPE) == .byDefault {
                #expect(!NonBlockingWriter(descriptor: pipe.writer).pipeSignalIgnored)
            }
            #expect(whileIgnored.pipeSignalIgnored)
        }
    }

    @Test func devNullTakesEverythingAtOnce() throws {
        let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
        try #require(null >= 0)
        defer { close(null) }
        let writer = NonBlockingWriter(descriptor: null)
        let bytes = pattern(4 << 20)
        #expect(bytes.withUnsafeBytes { writer.write($0) })
        #expect(!writer.isBusy)
    }

    @Test func aRegularFileTakesEverythingAtOnce() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/out"
        let file = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
        try #require(file >= 0)
        let writer = NonBlockingWriter(descriptor: file)
        let bytes = pattern(3 << 20)
        #expect(bytes.withUnsafeBytes { writer.write($0) })
        #expect(!writer.isBusy)
        close(file)
        #expect(FileManager.default.contents(atPath: path).map(Array.init) == bytes)
    }

    @Test func cancelStopsWaitingForRoom() async throws {
        let pipe = try TestPipe()
        defer { close(pipe.reader); close(pipe.writer) }
        let writer = NonBlockingWriter(descriptor: pipe.writer)
        var drained = 0
        writer.onDrained = { drained += 1 }
        #expect(!pattern(200_000).withUnsafeBytes { writer.write($0) })
        writer.cancel()
        // Room again, but nobody looks: what the pipe holds is all that was written.
        _ = fcntl(pipe.reader, F_SETFL, fcntl(pipe.reader, F_GETFL) | O_NONBLOCK)
        var taken = 0
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while case let n = read(pipe.reader, &buffer, buffer.count), n > 0 { taken += n }
        #expect(taken > 0 && taken < 200_000)
        await quietWindow(milliseconds: 60)
        #expect(read(pipe.reader, &buffer, buffer.count) == -1 && errno == EAGAIN)
        #expect(drained == 0)
        #expect(writer.isBusy)
    }
}
