import CounterSystem
import Foundation
import Testing

/// `StandardStream`: whole writes, the error of a write that failed, and a pipe whose reader left.
@Suite struct StandardStreamTests {
    @Test func writesEverythingAndReportsTheFailedWritesError() throws {
        var fds: [Int32] = [-1, -1]
        try #require(pipe(&fds) == 0)
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
        try #require(pipe(&fds) == 0)
        defer { close(fds[1]) }
        #expect(!StandardStream.isBrokenPipe(fds[1]))
        close(fds[0])
        #expect(StandardStream.isBrokenPipe(fds[1]))
    }
}
