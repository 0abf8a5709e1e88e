import CounterSystem
import Foundation
import Testing

/// `NonBlockingRead`: bytes, nothing and the end on a pipe, never more than the buffer, flags untouched, a hung-up pty, a descriptor not open.
@Suite struct NonBlockingReadTests {
    private func read(_ descriptor: Int32, size: Int = 64) -> (NonBlockingRead.Outcome, String) {
        var buffer = [UInt8](repeating: 0, count: size)
        let outcome = buffer.withUnsafeMutableBytes { NonBlockingRead.read(descriptor, into: $0) }
        if case .bytes(let n) = outcome { return (outcome, String(decoding: buffer.prefix(n), as: UTF8.self)) }
        return (outcome, "")
    }

    @Test func bytesThenNothingThenTheEnd() throws {
        let pipe = try TestPipe()
        defer { close(pipe.reader) }
        // An empty pipe with a writer: nothing, at once (a blocking read would hang the test).
        #expect(read(pipe.reader).0 == .nothing)
        pipe.write("hello")
        #expect(read(pipe.reader) == (.bytes(5), "hello"))
        #expect(read(pipe.reader).0 == .nothing)
        pipe.write("x")
        close(pipe.writer)
        try #require(hungUp(pipe.reader))
        // What was written before the close comes first, then the end, and the end again.
        #expect(read(pipe.reader) == (.bytes(1), "x"))
        #expect(read(pipe.reader).0 == .end)
        #expect(read(pipe.reader).0 == .end)
    }

    @Test func neverMoreThanTheBuffer() throws {
        let pipe = try TestPipe()
        defer { close(pipe.reader) }
        pipe.write("abcde")
        #expect(read(pipe.reader, size: 2) == (.bytes(2), "ab"))
        #expect(read(pipe.reader, size: 2) == (.bytes(2), "cd"))
        #expect(read(pipe.reader, size: 2) == (.bytes(1), "e"))
        #expect(read(pipe.reader, size: 2).0 == .nothing)
        close(pipe.writer)
        try #require(hungUp(pipe.reader))
        #expect(read(pipe.reader, size: 2).0 == .end)
    }

    @Test func leavesTheDescriptorsFlagsAlone() throws {
        let pipe = try TestPipe()
        defer { close(pipe.reader); close(pipe.writer) }
        let before = fcntl(pipe.reader, F_GETFL)
        #expect(before & O_NONBLOCK == 0)
        _ = read(pipe.reader)
        pipe.write("1")
        _ = read(pipe.reader)
        #expect(fcntl(pipe.reader, F_GETFL) == before)
    }

    @Test func aTerminalWhoseOtherSideClosedHasEnded() throws {
        let pty = try TestPseudoTerminal()
        #expect(read(pty.slave).0 == .nothing)
        pty.closeMaster()
        try #require(hungUp(pty.slave))
        #expect(read(pty.slave).0 == .end)
    }

    /// A descriptor that is not open has failed: `.end` is what the type promises for that.
    @Test func aDescriptorThatIsNotOpenHasFailed() {
        // Far above any descriptor the process holds (fcntl proves it is not open).
        let notOpen: Int32 = 19_999
        #expect(fcntl(notOpen, F_GETFD) == -1 && errno == EBADF)
        #expect(read(notOpen).0 == .end)
    }
}
