import CounterSystem
import Foundation
import Testing
@testable import CounterTUI

/// `TerminalConversation`: while an answer is owed a lone Esc waits for the rest of it (an
/// answer split by a slow link is not the Esc key); once none is owed, Esc is the key at once.
@Suite struct TerminalConversationTests {
    private func inputs(_ text: String) -> [KeyDecoder.Input] { text.unicodeScalars.map { .character($0.value) } }

    /// Reads handed out one after the other; a pipe with a byte in it says input is there.
    private final class Reads {
        var queue: [[KeyDecoder.Input]]
        init(_ queue: [[KeyDecoder.Input]]) { self.queue = queue }
        func next() -> [KeyDecoder.Input] { queue.isEmpty ? [] : queue.removeFirst() }
    }

    private func readablePipe() throws -> (read: Int32, write: Int32) {
        var fds: [Int32] = [0, 0]
        guard PipeEnds.make(&fds) == 0 else { throw POSIXError(.EIO) }
        _ = write(fds[1], "x", 1)
        return (fds[0], fds[1])
    }

    @Test func aSplitAnswerIsNotTheEscapeKey() throws {
        let pipe = try readablePipe()
        defer { close(pipe.read); close(pipe.write) }
        var conversation = TerminalConversation(owing: TerminalReplyScanner(), until: 10)
        let reads = Reads([inputs("\u{1b}"), inputs("[?2026;2$y\u{1b}[?62;22c")])
        #expect(conversation.keys(reading: reads.next, from: pipe.read, now: { 1 }) == [])
        #expect(conversation.synchronizedOutput)
        #expect(!conversation.waitsForAnswerRest(at: 1))
    }

    @Test func keysAfterAHeldEscapeEndTheWait() throws {
        let pipe = try readablePipe()
        defer { close(pipe.read); close(pipe.write) }
        var conversation = TerminalConversation(owing: TerminalReplyScanner(), until: 10)
        let reads = Reads([inputs("q\u{1b}"), inputs("x")])
        #expect(conversation.keys(reading: reads.next, from: pipe.read, now: { 1 }) == [.character("q"), .other])
    }

    /// The hold has an end by the clock: with nothing more to read, a lone Esc is the key.
    @Test func aLoneEscapeIsTheKeyOnceTheHoldIsOver() throws {
        let pipe = try readablePipe()
        defer { close(pipe.read); close(pipe.write) }
        var conversation = TerminalConversation(owing: TerminalReplyScanner(), until: 10)
        var clock = [1.0, 1.0, 2.0]
        let reads = Reads([inputs("\u{1b}")])
        let now = { clock.count > 1 ? clock.removeFirst() : clock[0] }
        #expect(conversation.keys(reading: reads.next, from: pipe.read, now: now) == [.escape])
    }

    /// No answer owed any more (its window passed): a lone Esc is the key at once.
    @Test func pastTheWindowEscapeIsTheKeyAtOnce() {
        var conversation = TerminalConversation(owing: TerminalReplyScanner(), until: 10)
        let reads = Reads([inputs("\u{1b}")])
        #expect(!conversation.waitsForAnswerRest(at: 11))
        #expect(conversation.keys(reading: reads.next, from: -1, now: { 11 }) == [.escape])
    }

    /// A lone Esc left by the start-up wait is a key waiting to be read.
    @Test func aHeldEscapeIsAWaitingKey() {
        var scanner = TerminalReplyScanner()
        _ = scanner.scan([27])
        let conversation = TerminalConversation(owing: scanner, until: 10)
        #expect(conversation.hasWaitingKeys)
        #expect(conversation.waitsForAnswerRest(at: 1))
    }
}
