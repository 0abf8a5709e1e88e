import CounterSystem

/// Takes the answers to the start-up query that arrive after its wait (a slow ssh link) out of
/// what ncurses reads, keeping the keys around them in order; a synchronized-output answer
/// among them is noted.
public struct LateReplyFilter: Sendable, Equatable {
    private var scanner: TerminalReplyScanner

    /// Goes on from where the wait left off (with an answer perhaps half-read).
    public init(continuing scanner: TerminalReplyScanner) {
        self.scanner = scanner
    }

    /// The device attributes have arrived: nothing more is coming, the filter can go.
    public var isDone: Bool { scanner.finished }

    /// What a late mode report said about synchronized output; nil while none has come.
    public var synchronizedOutput: Bool? { scanner.synchronizedOutput }

    /// The keys among `inputs`, one read's worth. The beginning of an answer at the end is held
    /// for the next read, except a lone Esc: ncurses already waited for what follows it, so it
    /// is the Esc key. A function key ends whatever was held (it was keys).
    public mutating func keys(in inputs: [KeyDecoder.Input]) -> [KeyDecoder.Input] {
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
        keys += scanner.releaseLoneEscape().map { .character($0) }
        return keys
    }
}
