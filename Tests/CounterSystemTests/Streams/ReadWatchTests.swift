import CounterSystem
import Foundation
import Testing

/// `ReadWatch`: calls on the main queue for a pipe, `again()`, nothing after cancel, closing only after release, every turn for files and /dev/null.
@Suite @MainActor struct ReadWatchTests {
    private static let queueKey = DispatchSpecificKey<String>()

    /// Whether the caller runs on the main queue.
    private static var onMainQueue: Bool {
        DispatchQueue.main.setSpecific(key: queueKey, value: "main")
        return DispatchQueue.getSpecific(key: queueKey) == "main"
    }

    @Test func firesWhenThereIsSomethingToReadAndAtTheEnd() async throws {
        let pipe = try TestPipe()
        var text = ""
        var ended = false
        var offMain = 0
        var watch: ReadWatch?
        watch = ReadWatch(descriptor: pipe.reader) {
            if !Self.onMainQueue { offMain += 1 }
            var buffer = [UInt8](repeating: 0, count: 64)
            switch buffer.withUnsafeMutableBytes({ NonBlockingRead.read(pipe.reader, into: $0) }) {
            case .bytes(let n): text += String(decoding: buffer.prefix(n), as: UTF8.self)
            case .nothing: break
            case .end:
                ended = true
                watch?.cancel(closing: true)
            }
        }
        await quietWindow(milliseconds: 10)
        #expect(text.isEmpty && !ended)
        pipe.write("abc")
        #expect(await eventually { text == "abc" })
        pipe.write("def")
        #expect(await eventually { text == "abcdef" })
        close(pipe.writer)
        #expect(await eventually { ended })
        #expect(offMain == 0)
    }

    /// A handler that takes one byte a call and asks `again()` reads everything, up to the end,
    /// even when the writer left before it started.
    @Test func againReadsTheRestAfterTheWriterLeft() async throws {
        let pipe = try TestPipe()
        pipe.write("12345")
        close(pipe.writer)
        var text = ""
        var ended = false
        var watch: ReadWatch?
        watch = ReadWatch(descriptor: pipe.reader) {
            var byte: UInt8 = 0
            switch withUnsafeMutableBytes(of: &byte, { NonBlockingRead.read(pipe.reader, into: $0) }) {
            case .bytes:
                text.append(Character(UnicodeScalar(byte)))
                watch?.again()
            case .nothing: break
            case .end:
                ended = true
                watch?.cancel(closing: true)
            }
        }
        #expect(await eventually { ended })
        #expect(text == "12345")
    }

    @Test func againCallsOnceMoreOnALaterTurn() async throws {
        let pipe = try TestPipe()
        defer { close(pipe.writer) }
        var calls = 0
        let watch = ReadWatch(descriptor: pipe.reader) { calls += 1 }
        defer { watch.cancel(closing: true) }
        await quietWindow(milliseconds: 10)
        #expect(calls == 0)
        // Not during the call itself: on a later turn, and twice asked before it is once.
        watch.again()
        watch.again()
        #expect(calls == 0)
        #expect(await eventually { calls == 1 })
        await quietWindow()
        #expect(calls == 1)
    }

    @Test func nothingAfterCancel() async throws {
        let pipe = try TestPipe()
        defer { close(pipe.writer) }
        var calls = 0
        let watch = ReadWatch(descriptor: pipe.reader) { calls += 1 }
        watch.again()
        watch.cancel()
        pipe.write("data")
        watch.again()
        await quietWindow()
        #expect(calls == 0)
        // libdispatch has let go by now (several turns later): ours to close.
        close(pipe.reader)
    }

    /// Closed once the cancel handler ran, never before: the write end shows when the read end
    /// is gone, whatever number a new descriptor takes meanwhile.
    @Test func cancelClosingClosesOnlyAfterRelease() async throws {
        let pipe = try TestPipe()
        defer { close(pipe.writer) }
        let watch = ReadWatch(descriptor: pipe.reader) {}
        watch.cancel(closing: true)
        // The cancel handler runs on the main queue, which this test holds: not closed yet.
        #expect(!StandardStream.isBrokenPipe(pipe.writer))
        #expect(await eventually { StandardStream.isBrokenPipe(pipe.writer) })
        // Asking again closes nothing twice.
        watch.cancel(closing: true)
    }

    @Test func cancelWithoutClosingLeavesTheDescriptorOpen() async throws {
        let pipe = try TestPipe()
        defer { close(pipe.writer) }
        var calls = 0
        let watch = ReadWatch(descriptor: pipe.reader) { calls += 1 }
        watch.cancel()
        await quietWindow()
        #expect(!StandardStream.isBrokenPipe(pipe.writer))
        // Still ours to use, and to close.
        pipe.write("z")
        var byte: UInt8 = 0
        #expect(read(pipe.reader, &byte, 1) == 1 && byte == UInt8(ascii: "z"))
        #expect(calls == 0)
        close(pipe.reader)
        #expect(await eventually { StandardStream.isBrokenPipe(pipe.writer) })
    }

    /// /dev/null and regular files (epoll refuses them) are always readable: a call every turn
    /// until cancelled, and closing closes at once (there is no registration to wait for).
    @Test func aDescriptorEpollCannotWatchIsCalledEveryTurn() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/file"
        _ = FileManager.default.createFile(atPath: path, contents: Data("x".utf8))
        let file = open(path, O_RDONLY | O_CLOEXEC)
        try #require(file >= 0)
        var info = stat()
        fstat(file, &info)
        var calls = 0
        let watch = ReadWatch(descriptor: file) { calls += 1 }
        #expect(await eventually { calls >= 5 })
        watch.cancel(closing: true)
        let atCancel = calls
        // Closed now: the number is free, or names another file.
        var after = stat()
        #expect(fstat(file, &after) == -1 || after.st_ino != info.st_ino || after.st_dev != info.st_dev)
        await quietWindow()
        #expect(calls == atCancel)

        let null = open("/dev/null", O_RDONLY | O_CLOEXEC)
        try #require(null >= 0)
        var nullCalls = 0
        let nullWatch = ReadWatch(descriptor: null) { nullCalls += 1 }
        #expect(await eventually { nullCalls >= 5 })
        nullWatch.cancel(closing: true)
        let nullAtCancel = nullCalls
        await quietWindow()
        #expect(nullCalls == nullAtCancel)
    }
}
