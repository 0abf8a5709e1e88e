import CounterEngine
@testable import CounterLive
import Foundation
import Testing
import CounterTestSupport

/// A StdinSource on the read end of a fresh pipe; the test writes into `writer` and closes it.
@MainActor
private final class PipedStdin {
    let source: StdinSource
    let reader: Int32
    let writer: Int32

    init() throws {
        let pipe = try TestPipe()
        (reader, writer) = (pipe.reader, pipe.writer)
        // Closed by the source when it stops, after libdispatch has let go of it: closed here
        // instead, the next test's pipe could reuse the number while the old registration lingers.
        source = StdinSource(descriptor: reader, closesDescriptor: true)
    }
}

@MainActor
@Suite(.serialized) struct StdinSourceTests {
    @Test func coalescesToTheLatestValuePerIdAndEndsAtEOF() async throws {
        let piped = try PipedStdin()
        let source = piped.source
        var batches: [[LiveLine]] = []
        var ended = false
        source.onEvent = { event in
            if case .values(let lines) = event { batches.append(lines) }
            if event == .ended { ended = true }
        }
        source.start()
        let text = "1\n2\nrevenue 5\nnot a number\n3\nrevenue 6\n" + String(repeating: "9", count: 5000) + "\n"
        _ = text.withCString { write(piped.writer, $0, strlen($0)) }
        close(piped.writer)
        #expect(await eventually { ended })
        let all = batches.flatMap { $0 }
        #expect(all.last(where: { $0.id == nil })?.value.description == "3")
        #expect(all.last(where: { $0.id == "revenue" })?.value.description == "6")
        // One read carried the whole text: one value per id, not one per line.
        #expect(batches.count == 1 && batches[0].count == 2)
        #expect(source.skipped == 2)
    }

    /// A chart's series gets every value of a read, each a point; other ids still the latest.
    @Test func aSeriesIdGetsEveryValue() async throws {
        let piped = try PipedStdin()
        let source = piped.source
        source.everyValueOf = ["in"]
        var batches: [[LiveLine]] = []
        var ended = false
        source.onEvent = { event in
            if case .values(let lines) = event { batches.append(lines) }
            if event == .ended { ended = true }
        }
        source.start()
        _ = "in 1\nrevenue 5\nin 2\nrevenue 6\nin 3\n".withCString { write(piped.writer, $0, strlen($0)) }
        close(piped.writer)
        #expect(await eventually { ended })
        let all = batches.flatMap { $0 }
        #expect(all.filter { $0.id == "in" }.map(\.value.description) == ["1", "2", "3"])
        #expect(all.filter { $0.id == "revenue" }.map(\.value.description) == ["6"])
    }

    @Test func aFloodStaysBoundedAndEnds() async throws {
        let piped = try PipedStdin()
        let source = piped.source
        var latest: ExactNumber?
        var ended = false
        source.onEvent = { event in
            if case .values(let lines) = event { latest = lines.last?.value }
            if event == .ended { ended = true }
        }
        source.start()
        let writer = piped.writer
        // 200,000 lines from another thread, as fast as the pipe takes them.
        Thread.detachNewThread {
            var chunk = ""
            for i in 0..<200_000 {
                chunk += "\(i)\n"
                if chunk.utf8.count > 60_000 {
                    _ = chunk.withCString { write(writer, $0, strlen($0)) }
                    chunk = ""
                }
            }
            _ = chunk.withCString { write(writer, $0, strlen($0)) }
            close(writer)
        }
        #expect(await eventually { ended })
        #expect(latest?.description == "199999")
    }
}
