#if canImport(Glibc)
import Glibc
#endif
import CounterSystem
import CounterEngine
import Testing
@testable import CounterTUI

/// `CountingLine.run` finishes its line when the body returns and when it throws, sync and async:
/// on a pipe the line ends on the exact last value (whatever the timer wrote before).
@Suite struct CountingLineRunTests {
    private struct Failure: Error {}

    /// What `body` wrote to a pipe given as the line's output.
    private func written(isolation: isolated (any Actor)? = #isolation, _ body: (Int32) async throws -> Void) async rethrows -> String {
        var ends: [Int32] = [0, 0]
        #expect(PipeEnds.make(&ends) == 0)
        defer { close(ends[0]) }
        try await body(ends[1])
        close(ends[1])
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while case let count = read(ends[0], &buffer, buffer.count), count > 0 { bytes += buffer.prefix(count) }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func aReturningBodyEndsOnItsLastValue() async {
        let text = await written { output in
            let result = CountingLine.run("Rows", format: .float, output: output) { line in
                line.set(ExactNumber(1234.5))
                return 7
            }
            #expect(result == 7)
        }
        #expect(text == "Rows: 1234.50\n")
    }

    @Test func aThrowingBodyStillEndsTheLine() async {
        let text = await written { output in
            #expect(throws: Failure.self) {
                try CountingLine.run(output: output) { line in
                    line.set(42, animated: false)
                    throw Failure()
                }
            }
        }
        #expect(text == "42\n")
    }

    @Test func anAsyncBodyEndsOnItsLastValue() async throws {
        let text = await written { output in
            await CountingLine.run("Done", from: 5, output: output) { line in
                await Task.yield()
                line.set(6)
                line.set(900)
            }
        }
        #expect(text.hasSuffix("Done: 900\n") && !text.contains("\u{1B}"), "\(text)")
    }

    /// An async `main` is on the main actor: its body touches main-actor state between awaits
    /// (this did not compile when `body` had to be sent to a nonisolated `run`).
    @MainActor @Test func anAsyncBodyRunsInTheCallersIsolation() async throws {
        var seen = 0
        let text = await written { output in
            await CountingLine.run("Seen", output: output) { @MainActor line in
                for item in 1...3 {
                    await Task.yield()
                    seen += 1
                    line.set(item)
                }
            }
        }
        #expect(seen == 3)
        #expect(text.hasSuffix("Seen: 3\n"), "\(text)")
    }

    @Test func hostLinesKeepTheirPlaceInAPipe() async {
        let text = await written { output in
            CountingLine.run("Files", output: output) { line in
                line.print("reading a")
                line.set(1, animated: false)
                line.print("reading b")
                line.set(2)
            }
        }
        // The 1 may have been written by the timer (before or after "reading b") or not at all.
        let ways = ["reading a\nreading b\nFiles: 2\n", "reading a\nFiles: 1\nreading b\nFiles: 2\n",
                    "reading a\nreading b\nFiles: 1\nFiles: 2\n"]
        #expect(ways.contains(text), "\(text)")
    }

    @Test func finishIsOnceAndSetAfterItIsIgnored() async {
        let text = await written { output in
            let line = CountingLine(output: output)
            line.finish(3)
            line.finish()
            line.set(4)
            line.finish(5)
        }
        #expect(text == "3\n")
    }
}
