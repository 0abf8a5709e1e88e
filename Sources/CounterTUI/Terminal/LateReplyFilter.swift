import CounterSystem

/// Takes the answers to the start-up query that arrive after its wait (a slow ssh link) out of
/// what ncurses reads, keeping the keys around them in order; a synchronized-output answer
/// among them is noted.
package struct LateReplyFilter: Sendable, Equatable {
    /// What is left of the answers: where the last read left off.
    package private(set) var scanner: TerminalReplyScanner

    /// Goes on from where the wait left off (with an answer perhaps half-read).
    package init(continuing scanner: TerminalReplyScanner) {
        self.scanner = scanner
    }

    /// The device attributes have arrived: nothing more is coming, the filter can go.
    package var isDone: Bool { scanner.finished }

    /// What a late mode report said about synchronized output; nil while none has come.
    package var synchronizedOutput: Bool? { scanner.synchronizedOutput }

    /// A lone Esc is held: the Esc key, or the first byte of an answer whose rest is on its way
    /// (an answer split by the link). The conversation decides, by the clock.
    package var holdsEscape: Bool { scanner.held == [27] }

    /// The keys among `inputs`, one read's worth. The beginning of an answer at the end is held
    /// for the next read, a lone Esc too (see `releaseEscape()`). A function key ends whatever
    /// was held (it was keys).
    package mutating func keys(in inputs: [KeyDecoder.Input]) -> [KeyDecoder.Input] {
        var keys: [KeyDecoder.Input] = []
        for input in inputs {
            switch input {
            case .character(let value):
                keys += scanner.scan([value]).map { .character($0) }
            case .functionKey:
                keys += scanner.releaseAll().map { .character($0) }
                keys.append(input)
            }
        }
        return keys
    }

    /// Gives up a held lone Esc: nothing followed it in time, it was the Esc key.
    package mutating func releaseEscape() -> [KeyDecoder.Input] {
        scanner.releaseLoneEscape().map { .character($0) }
    }

    /// The bytes among `bytes` that are not part of an answer (read at the end, past ncurses).
    package mutating func keys(inBytes bytes: [UInt8]) -> [UInt8] {
        scanner.scan(bytes.map { UInt32($0) }).map { UInt8(truncatingIfNeeded: $0) }
    }
}
