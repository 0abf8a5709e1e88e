import CounterEngine
@testable import CounterLive
import CounterSystem
import Foundation
import Testing
import CounterTestSupport

/// `CountSource`: lines or bytes on a descriptor counted as they arrive, the exact total at the
/// end (a last line without a newline counts, and the end is final), every byte copied on with
/// `--tee` and the output let go of at the end, and a copy that cannot be written reported as an
/// event.
@MainActor
@Suite(.serialized) struct CountSourceTests {
    /// A pipe the test writes into; the source reads the other end. The reading end is left
    /// open: closed right after the source's read watch is cancelled, its number could be reused
    /// by the next test's pipe while libdispatch still holds the old registration (see
    /// `ReadWatch.cancel(closing:)`), which hangs or crashes libdispatch's event loop.
    struct Pipe {
        let reader: Int32
        let writer: Int32

        init() throws {
            let pipe = try TestPipe()
            (reader, writer) = (pipe.reader, pipe.writer)
        }

        /// Writes `bytes`: at once when the pipe holds them, else from another thread (the source
        /// reads on the main queue). The writing end stays open until `close()`. (In the test
        /// process, a pipe written from a new thread while its read watch is being registered
        /// crashed libdispatch's event loop in about one run in ten; small inputs are written here.)
        func write(_ bytes: [UInt8]) {
            let writer = self.writer
            if bytes.count <= 32_768 {
                _ = bytes.withUnsafeBytes { Glibc.write(writer, $0.baseAddress, $0.count) }
                return
            }
            Thread.detachNewThread {
                var offset = 0
                while offset < bytes.count {
                    let n = bytes[offset...].withUnsafeBytes { Glibc.write(writer, $0.baseAddress, $0.count) }
                    guard n > 0 else { break }
                    offset += n
                }
            }
        }

        /// Ends the input (once the source has read what was written, so that the hang-up never
        /// meets a read watch being registered, which `CommandSource` notes crashes libdispatch).
        func close() { Glibc.close(writer) }
    }

    /// Counts what `bytes` hold as `unit`: the totals reported, in order, once the input ended.
    func count(_ unit: CountSource.Unit, _ bytes: [UInt8], copyingTo output: Int32? = nil,
               releasesAtEnd: Bool = false) async throws -> [String] {
        let input = try Pipe()
        let source = CountSource(unit: unit, descriptor: input.reader, copyingTo: output, releasesAtEnd: releasesAtEnd)
        var totals: [String] = []
        var ended = false
        source.onEvent = { event in
            switch event {
            case .values(let lines): totals += lines.map { $0.value.description }
            case .ended: ended = true
            default: Issue.record("unexpected \(event)")
            }
        }
        source.start()
        input.write(bytes)
        // Every byte read (the running total of bytes or of newlines), then the end of input.
        let newlines = bytes.filter { $0 == 10 }.count
        let read = String(unit == .bytes ? bytes.count : newlines)
        #expect(await eventually { totals.last == read })
        input.close()
        #expect(await eventually { ended })
        source.stop()
        #expect(source.statsFigure(skipped: 0, failed: 0)?.name == "\(unit.rawValue) counted")
        #expect(source.statsFigure(skipped: 0, failed: 0)?.count.description == totals.last)
        return totals
    }

    @Test func linesAreNewlinesAndALastLineWithoutOne() async throws {
        #expect(try await count(.lines, Array("a\nb\nc".utf8)).last == "3")
        #expect(try await count(.lines, Array("a\nb\n".utf8)).last == "2")
    }

    @Test func bytesAreEveryByteBinaryToo() async throws {
        let bytes: [UInt8] = [0, 10, 255, 13, 0] + Array(repeating: 7, count: 200_000)
        let totals = try await count(.bytes, bytes)
        #expect(totals.last == "200005")
        // Totals only grow, one a read at most.
        #expect(totals.map { Int($0)! } == totals.map { Int($0)! }.sorted())
    }

    /// Copies 300,000 bytes to a pipe drained by a slow reader on another thread; the bytes it
    /// read. `releasesAtEnd`: the copy lets go of the pipe at the end of its input, so the reader
    /// sees the end with no one closing it; else the pipe stays open until the run ends (here,
    /// until the test closes it), as the display hands the terminal back first.
    func copyThroughAPipe(releasesAtEnd: Bool) async throws -> (totals: [String], copied: [UInt8], bytes: [UInt8]) {
        let output = try Pipe()
        let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        nonisolated(unsafe) var copied: [UInt8] = []
        let done = DispatchSemaphore(value: 0)
        let reader = output.reader
        Thread.detachNewThread {
            var chunk = [UInt8](repeating: 0, count: 4096)
            while true {
                let n = read(reader, &chunk, chunk.count)
                if n <= 0 { break }
                copied += chunk[0..<n]
            }
            done.signal()
        }
        let totals = try await count(.bytes, bytes, copyingTo: output.writer, releasesAtEnd: releasesAtEnd)
        if releasesAtEnd {
            // /dev/null is in the pipe's place: the reader has seen the end already.
            #expect(await eventually { done.wait(timeout: .now()) == .success })
            close(output.writer)
        } else {
            #expect(done.wait(timeout: .now() + 0.2) == .timedOut)
            close(output.writer)
            done.wait()
        }
        close(output.reader)
        return (totals, copied, bytes)
    }

    @Test(arguments: [false, true])
    func theCopyIsEveryByteUnchanged(releasesAtEnd: Bool) async throws {
        let (totals, copied, bytes) = try await copyThroughAPipe(releasesAtEnd: releasesAtEnd)
        #expect(totals.last == "300000")
        #expect(copied.count == bytes.count)
        #expect(firstDifference(copied, bytes) == nil)
    }

    @Test func aCopyThatCannotBeWrittenIsAnEvent() async throws {
        let input = try Pipe()
        // A descriptor that is not open: the write fails with EBADF (no SIGPIPE involved). Far
        // above any the process opens: a closed pipe's number would be reused by tests running
        // beside this one, and the copy would land in their pipe.
        let notOpen: Int32 = 99_999
        #expect(fcntl(notOpen, F_GETFD) == -1)
        let source = CountSource(unit: .lines, descriptor: input.reader, copyingTo: notOpen)
        var failure: LiveEvent?
        source.onEvent = { event in
            if case .copyFailed = event { failure = event }
        }
        source.start()
        input.write(Array("1\n2\n".utf8))
        #expect(await eventually { failure != nil })
        #expect(failure == .copyFailed(EBADF, bySignal: false))
        source.stop()
        input.close()
    }
}
