import CounterSystem

/// What the terminal was asked at start and what it answered: whether it has synchronized
/// output, the keys typed during the wait (read before anything else), and the answers still
/// on their way (a slow link), taken out of the keys as they come. Knows nothing of ncurses:
/// the screen hands it what it read.
struct TerminalConversation {
    /// The terminal said it knows DEC mode 2026 (synchronized output).
    private(set) var synchronizedOutput = false
    /// Keys typed while the terminal was asked, read before anything else.
    private var waitingInputs: [KeyDecoder.Input] = []
    /// The answers to the start-up query while they are still on their way.
    private var lateReplies: LateReplyFilter?

    /// Asks the terminal on `output` whether it has synchronized output (DECRQM, then DA1, which
    /// ends the wait), reading its answer from `input` for at most `timeout` seconds; nothing is
    /// asked in the background (a read there would stop us).
    mutating func ask(input: Int32, output: Int32, timeout: Double) {
        guard TerminalDevice.isForeground(input) == true else { return }
        let answer = TerminalProbe.ask(input: input, output: output, timeout: timeout, now: TerminalProbe.monotonicSeconds)
        synchronizedOutput = answer.scanner.synchronizedOutput ?? false
        if !answer.scanner.finished { lateReplies = LateReplyFilter(continuing: answer.scanner) }
        waitingInputs = String(decoding: answer.typed, as: UTF8.self).unicodeScalars.map { .character($0.value) }
    }

    /// Keys typed while the terminal was asked wait to be read (no read watch fires for them).
    var hasWaitingKeys: Bool { !waitingInputs.isEmpty }

    /// Takes the terminal's answer to the DECRQM query for synchronized output: set or reset
    /// (1, 2, or permanently set, 3) means it knows the mode; 0 (unknown) and 4 (permanently
    /// reset) that it does not. Answers about other modes are not ours.
    mutating func modeReported(mode: Int, setting: Int) {
        guard mode == TerminalReplyScanner.synchronizedOutputMode else { return }
        synchronizedOutput = (1...3).contains(setting)
    }

    /// The keys of one read (`inputs`, as ncurses read them), after those typed during the
    /// wait, with late answers taken out.
    mutating func keys(in inputs: [KeyDecoder.Input]) -> [Key] {
        var inputs = inputs
        if var filter = lateReplies {
            inputs = filter.keys(in: inputs)
            if let known = filter.synchronizedOutput { synchronizedOutput = known }
            lateReplies = filter.isDone ? nil : filter
        }
        defer { waitingInputs = [] }
        return KeyDecoder.decode(waitingInputs + inputs)
    }
}
