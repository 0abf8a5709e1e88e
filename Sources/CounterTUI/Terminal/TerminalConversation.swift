import CounterSystem

/// What the terminal was asked at start and what it answered: whether it has synchronized
/// output, the keys typed during the wait (read before anything else), and the answers still
/// on their way (a slow link), taken out of the keys as they come. While an answer is owed a
/// lone Esc waits a little for the rest (an answer split by the link is not the Esc key), and
/// at the end an owed answer is read out of the input instead of left for the shell. What was
/// typed before the screen came up is the shell's: set aside, and put back at the end. Knows
/// nothing of ncurses: the screen hands it what it read, and the time.
struct TerminalConversation {
    /// How long a lone Esc waits for the rest of an answer while one is owed (tmux raises its
    /// escape-time to 500 ms while a query of its own is unanswered, for the same reason).
    static let escapeHold = 0.5
    /// How long the end waits for an owed answer, at most.
    static let drainLimit = 0.2

    /// The terminal said it knows DEC mode 2026 (synchronized output).
    private(set) var synchronizedOutput = false
    /// Keys typed while the terminal was asked, read before anything else.
    private var waitingInputs: [KeyDecoder.Input] = []
    /// The answers to the start-up query while they are still on their way.
    private var lateReplies: LateReplyFilter?
    /// Until when (monotonic seconds) the answers are owed.
    private var owedUntil = -Double.infinity
    /// What was typed before the full screen came up (the next command, typed while the one
    /// before ran): the shell's, never keys; put back for it at the end or at Ctrl-Z.
    private var typeahead: [UInt8] = []
    /// What was typed ahead did not end a line: its echo (canonical mode, before we started)
    /// left the shell's cursor mid-line, where the last frame must not be written over it.
    private(set) var typedAheadMidLine = false
    /// Bytes the kernel would not let us put back for the shell (`legacy_tiocsti` = 0): lost.
    private(set) var lostTypeahead = 0

    /// Said on stderr at the end when bytes typed ahead could not be given back (nil: none lost).
    var lostTypeaheadNotice: String? {
        guard lostTypeahead > 0 else { return nil }
        return "\(lostTypeahead) bytes typed ahead could not be given back to the shell "
            + "(the kernel refuses TIOCSTI: dev.tty.legacy_tiocsti = 0)"
    }

    /// Nothing asked yet.
    init() {}

    /// As `ask` leaves it when the wait ended before the answers: `scanner` where it left off,
    /// the answers owed until `owedUntil`.
    init(owing scanner: TerminalReplyScanner, until owedUntil: Double) {
        lateReplies = LateReplyFilter(continuing: scanner)
        self.owedUntil = owedUntil
    }

    /// Sets aside what was typed before the full screen comes up (the shell's, put back at the
    /// end), before anything is shown: a key typed once the screen is up is a key, however late
    /// the program gets to reading it (it used to be set aside when the terminal was asked, so
    /// a q typed just after the screen came up went to the shell). Only in the foreground.
    mutating func setAsideTypeahead(input: Int32) {
        guard let ahead = ForegroundTerminal.step(on: input, { ForegroundTerminal.takeTypeaheadOfAnyLine(input) })
        else { return }
        // Terminal answers waiting there already (a terminal that answered before it was asked,
        // a late one to the program before) are no one's typing: taken out, a report noted.
        var answers = TerminalReplyScanner()
        typeahead = answers.scan(ahead.map { UInt32($0) }).map { UInt8(truncatingIfNeeded: $0) }
            + answers.releaseAll().map { UInt8(truncatingIfNeeded: $0) }
        typedAheadMidLine = typeahead.last.map { $0 != 10 && $0 != 13 } ?? false
        synchronizedOutput = answers.synchronizedOutput ?? false
    }

    /// Asks the terminal on `output` whether it has synchronized output (DECRQM, then DA1, which
    /// ends the wait), reading its answer from `input` for at most `timeout` seconds; nothing is
    /// asked in the background (a read there would stop us). `now` is a monotonic clock. What
    /// else is read meanwhile is keys.
    mutating func ask(input: Int32, output: Int32, timeout: Double, now: () -> Double) {
        let asked = now()
        guard let answer = ForegroundTerminal.step(on: input, {
            TerminalProbe.ask(input: input, output: output, timeout: timeout, now: now)
        }) else { return }
        synchronizedOutput = answer.scanner.synchronizedOutput ?? synchronizedOutput
        if !answer.scanner.finished {
            lateReplies = LateReplyFilter(continuing: answer.scanner)
            owedUntil = asked + TerminalProbe.answerWindow
        }
        waitingInputs = String(decoding: answer.typed, as: UTF8.self).unicodeScalars.map { .character($0.value) }
    }

    /// Keys typed while the terminal was asked wait to be read (no read watch fires for them),
    /// or a lone Esc read then waits to be told from an answer.
    var hasWaitingKeys: Bool { !waitingInputs.isEmpty || lateReplies?.holdsEscape == true }

    /// A lone Esc is held while an answer is owed at `now`: more input is waited for (at most
    /// `escapeHold`) before `releaseEscape()`.
    func waitsForAnswerRest(at now: Double) -> Bool {
        lateReplies?.holdsEscape == true && now < owedUntil
    }

    /// The keys of what `read` returns now (ncurses' input on `descriptor`). A lone Esc while an
    /// answer is owed waits `escapeHold` at most for the rest (an answer split by a slow link
    /// is not the Esc key), and is the Esc key when nothing comes (a tail that comes after is
    /// still taken out: `TerminalReplyScanner`). The frames wait meanwhile. `now` is a
    /// monotonic clock.
    mutating func keys(reading read: () -> [KeyDecoder.Input], from descriptor: Int32, now: () -> Double) -> [Key] {
        var keys = self.keys(in: read())
        var holdEnd = now() + Self.escapeHold
        while waitsForAnswerRest(at: now()) {
            guard ForegroundTerminal.waitForInput(descriptor, until: holdEnd, now: now) else { break }
            let inputs = read()
            // Readable with nothing to read: hung up, nothing more is coming.
            guard !inputs.isEmpty else { break }
            keys += self.keys(in: inputs)
            // An Esc held now came with this read (the next answer's): it has its own wait.
            holdEnd = now() + Self.escapeHold
        }
        return keys + releaseEscape()
    }

    /// Takes the terminal's answer to the DECRQM query for synchronized output: set or reset
    /// (1, 2, or permanently set, 3) means it knows the mode; 0 (unknown) and 4 (permanently
    /// reset) that it does not. Answers about other modes are not ours.
    mutating func modeReported(mode: Int, setting: Int) {
        guard mode == TerminalReplyScanner.synchronizedOutputMode else { return }
        synchronizedOutput = (1...3).contains(setting)
    }

    /// The keys of one read (`inputs`, as ncurses read them), after those typed during the
    /// wait, with late answers taken out (a lone Esc at the end is held: `releaseEscape()`).
    mutating func keys(in inputs: [KeyDecoder.Input]) -> [Key] {
        var inputs = inputs
        if var filter = lateReplies {
            inputs = filter.keys(in: inputs)
            settle(filter)
        }
        defer { waitingInputs = [] }
        return KeyDecoder.decode(waitingInputs + inputs)
    }

    /// The Esc key, when a lone Esc was held and nothing followed it in time.
    mutating func releaseEscape() -> [Key] {
        guard var filter = lateReplies else { return [] }
        let inputs = filter.releaseEscape()
        lateReplies = filter
        return KeyDecoder.decode(inputs)
    }

    /// At the end or a hand-back (the shell reads the input next): an answer still owed at
    /// `now()` is read out of `input`, a byte at a time, until it is whole or `drainLimit` has
    /// passed, so that it never reaches the shell (its tail too, when its Esc was taken as the
    /// Esc key). What was typed ahead of the run, then bytes read meanwhile that are not the
    /// answer, are put back for the shell (when the kernel allows it; `lostTypeahead` counts
    /// what it refused); the beginning of an answer is not. Only in the foreground.
    mutating func handBack(input: Int32, now: () -> Double) {
        let filter = lateReplies
        let owed = filter != nil && now() < owedUntil
        let ahead = typeahead
        guard owed || !ahead.isEmpty else { return }
        let deadline = min(now() + Self.drainLimit, owedUntil)
        let handed = ForegroundTerminal.step(on: input) { () -> Bool in
            var typed: [UInt8] = []
            while owed, var rest = lateReplies, !rest.isDone {
                guard let byte = ForegroundTerminal.readByte(input, until: deadline, now: now) else { break }
                typed += rest.keys(inBytes: [byte])
                lateReplies = rest
            }
            // The beginning of an answer whose rest did not come is dropped, not handed on.
            if !ForegroundTerminal.putBack(ahead + typed, on: input) { lostTypeahead += ahead.count + typed.count }
            return true
        }
        if handed == true { typeahead = [] }
        if owed { lateReplies = nil }
    }

    /// Keeps what `filter` learnt; it goes once the last answer is in.
    private mutating func settle(_ filter: LateReplyFilter) {
        if let known = filter.synchronizedOutput { synchronizedOutput = known }
        lateReplies = filter.isDone ? nil : filter
    }
}
