/// Picks the terminal's answers to the start-up query out of what it sends: the DECRQM report on
/// synchronized output (`CSI ? 2026 ; Ps $ y`) and the primary device attributes (`CSI ? … c`),
/// which every terminal sends and which ends the wait. Everything else is a key typed meanwhile,
/// handed on in order; a possible answer that has only begun is held until it ends or proves to
/// be keys.
///
/// Works on code points: the bytes read from the terminal, or the characters ncurses read (the
/// answers are ASCII either way).
package struct TerminalReplyScanner: Sendable, Equatable {
    /// DEC private mode of synchronized output.
    package static let synchronizedOutputMode = 2026

    /// The DECRQM setting reported for mode 2026 (1 set, 2 reset, 3 always set, 4 always reset,
    /// 0 unknown); nil while none has arrived.
    package private(set) var synchronizedOutputSetting: Int?
    /// The device attributes answer arrived: every answer the terminal will give is in.
    package private(set) var finished = false
    /// The beginning of what may be an answer (`ESC`, `ESC [`, `ESC [ ? 2 0`, …).
    package private(set) var held: [UInt32] = []
    /// A lone `ESC` was given up as the Esc key while the answers were owed: it may have been
    /// an answer's first byte, so a `[` next starts that answer's tail (never keys).
    private var escapeTaken = false
    /// `held` begins with that given-up `ESC`, not read again: it is never handed on as a key.
    private var tailOnly = false

    package init() {}

    /// Whether the terminal said it knows synchronized output (set, reset or always set); nil
    /// when it has not said.
    package var synchronizedOutput: Bool? {
        synchronizedOutputSetting.map { (1...3).contains($0) }
    }

    /// The parameters of an answer are short; anything longer is not one.
    private static let longestAnswer = 48

    /// Takes what the terminal sent next; returns the keys among it, in order. Once the device
    /// attributes have arrived everything is a key.
    package mutating func scan(_ input: [UInt32]) -> [UInt32] {
        var keys: [UInt32] = []
        for value in input { take(value, into: &keys) }
        return keys
    }

    /// Gives up what is held: at the end of the wait, a lone `ESC` was the Esc key.
    /// While the answers are still owed, a `[` right after it is taken as the tail of an answer
    /// whose `ESC` this was (a link slower than the wait), never as keys.
    package mutating func releaseLoneEscape() -> [UInt32] {
        guard held == [27] else { return [] }
        held = []
        escapeTaken = !finished
        return [27]
    }

    /// Gives up everything held (the input ended).
    package mutating func releaseAll() -> [UInt32] {
        defer { clearHeld() }
        return keysHeld()
    }

    /// What is held, as keys: without an `ESC` given up already.
    private func keysHeld() -> [UInt32] {
        tailOnly ? Array(held.dropFirst()) : held
    }

    private mutating func clearHeld() {
        held = []
        tailOnly = false
    }

    private mutating func take(_ value: UInt32, into keys: inout [UInt32]) {
        if finished {
            keys.append(value)
            return
        }
        if held.isEmpty {
            defer { escapeTaken = false }
            if value == 27 {
                held = [27]
            } else if escapeTaken && value == 0x5B {
                held = [27, value]
                tailOnly = true
            } else {
                keys.append(value)
            }
            return
        }
        switch held.count {
        case 1 where value == 0x5B, 2 where value == 0x3F:
            held.append(value)
            return
        case 1, 2:
            break
        default:
            let last = held[held.count - 1]
            if last == 0x24 {
                // After `$` only the `y` of a mode report can follow.
                if value == 0x79 {
                    report(held.dropFirst(3).dropLast())
                    clearHeld()
                    return
                }
            } else if (0x30...0x39).contains(value) || value == 0x3B {
                if held.count < Self.longestAnswer {
                    held.append(value)
                    return
                }
            } else if value == 0x24 {
                held.append(value)
                return
            } else if value == 0x63 {
                finished = true
                clearHeld()
                return
            }
        }
        // Not an answer after all: keys, and this value starts afresh.
        keys += keysHeld()
        clearHeld()
        take(value, into: &keys)
    }

    /// A mode report's parameters, `mode ; setting`.
    private mutating func report(_ parameters: ArraySlice<UInt32>) {
        let text = String(decoding: parameters.map { UInt8($0) }, as: UTF8.self)
        let numbers = text.split(separator: ";", omittingEmptySubsequences: false)
        guard numbers.count == 2, let mode = Int(numbers[0]), let setting = Int(numbers[1]),
              mode == Self.synchronizedOutputMode else { return }
        synchronizedOutputSetting = setting
    }
}
