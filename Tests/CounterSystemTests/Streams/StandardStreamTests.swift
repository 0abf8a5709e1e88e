import CounterSystem
import Foundation
import Testing

/// `StandardStream`: whole writes, the error of a write that failed, and a pipe whose reader left.
@Suite struct StandardStreamTests {
    @Test func writesEverythingAndReportsTheFailedWritesError() throws {
        var fds: [Int32] = [-1, -1]
        try #require(PipeEnds.make(&fds) == 0)
        defer { close(fds[0]) }
        #expect(StandardStream.write("12345\n", to: fds[1]))
        var bytes = [UInt8](repeating: 0, count: 16)
        #expect(read(fds[0], &bytes, bytes.count) == 6)
        #expect(String(decoding: bytes.prefix(6), as: UTF8.self) == "12345\n")
        close(fds[1])
        // A closed descriptor: the write fails with EBADF, and says so.
        #expect(StandardStream.writeError("x", to: fds[1]) == EBADF)
        #expect(!StandardStream.write("x", to: fds[1]))
    }

    @Test func aPipeWithoutAReaderIsBroken() throws {
        var fds: [Int32] = [-1, -1]
        try #require(PipeEnds.make(&fds) == 0)
        defer { close(fds[1]) }
        #expect(!StandardStream.isBrokenPipe(fds[1]))
        close(fds[0])
        #expect(StandardStream.isBrokenPipe(fds[1]))
    }

    /// A non-blocking pipe whose reader waits 2 s before reading: the write waits for it
    /// instead of failing with EAGAIN (main's code gave up after the first 64 KB).
    @Test func aFullNonBlockingPipeIsWaitedFor() throws {
        var fds: [Int32] = [-1, -1]
        try #require(PipeEnds.make(&fds) == 0)
        defer { close(fds[0]) }
        _ = fcntl(fds[1], F_SETFL, fcntl(fds[1], F_GETFL) | O_NONBLOCK)
        let text = String(repeating: "0123456789abcde\n", count: 16_384)
        let reader = fds[0]
        let received = ReceivedCount()
        let thread = Thread {
            Thread.sleep(forTimeInterval: 2)
            var bytes = [UInt8](repeating: 0, count: 65_536)
            while true {
                let n = read(reader, &bytes, bytes.count)
                if n <= 0 { break }
                received.add(n)
            }
            received.done()
        }
        thread.start()
        let failure = StandardStream.writeError(text, to: fds[1])
        close(fds[1])
        received.wait()
        #expect(failure == nil)
        #expect(received.total == text.utf8.count)
    }
}

/// What the slow reader of a test got, once it saw the end of the pipe.
private final class ReceivedCount: @unchecked Sendable {
    private let finished = DispatchSemaphore(value: 0)
    private(set) var total = 0
    func add(_ n: Int) { total += n }
    func done() { finished.signal() }
    func wait() { finished.wait() }
}
