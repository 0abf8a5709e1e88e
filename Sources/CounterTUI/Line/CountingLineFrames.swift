import CounterEngine

/// What a counting line writes, frame by frame: on a terminal the line redrawn in place (`\r`,
/// the text cut to the width, erase to the end of the line), elsewhere plain lines at most one a
/// second; at the end the exact value and a newline. Pure: time and the width are arguments.
package struct CountingLineFrames: Sendable {
    /// Where the line goes.
    package enum Mode: Sendable, Equatable {
        /// A terminal; `eraseToEnd` false (TERM=dumb): spaces blank what a longer frame left.
        case terminal(eraseToEnd: Bool)
        /// A pipe or a file: plain lines, never a control byte.
        case plain
    }

    /// Seconds between two frames on a terminal at least (30 frames a second).
    package static let frameInterval = 1.0 / 30
    /// ECMA-48 EL: erase from the cursor to the end of the line.
    package static let eraseToEnd = "\u{1B}[K"

    package let mode: Mode
    /// Shown before the value, with `: ` (nothing when empty).
    package let title: String
    package private(set) var value: CountingValue
    package private(set) var isFinished = false
    /// The last frame drawn on the terminal, as cut, and the cells it took.
    private var drawn: String?
    private var drawnCells = 0
    private var throttle: PlainLineThrottle
    /// Values asked for since the last frame (applied at the next one, so `set` stays cheap for
    /// a host that calls it in a tight loop): the last one shown at once, then the last animated.
    private var jump: ExactNumber?
    private var target: ExactNumber?

    /// - Parameter title: its escape sequences, control and format characters are dropped (the
    ///   line stays one line and sets nothing on the terminal).
    package init(title: String, value: CountingValue, mode: Mode, throttle: PlainLineThrottle = PlainLineThrottle()) {
        self.title = TextSanitizer.clean(EscapeStripper.strip(title))
        self.value = value
        self.mode = mode
        self.throttle = throttle
    }

    /// A line resting on `start` at `time` (no frame after the first until a value is set),
    /// counting to each value set with `easing` over `duration` seconds.
    package init(title: String, start: ExactNumber, format: NumberFormat, easing: Easing, duration: Double,
                 mode: Mode, at time: Double) {
        var value = CountingValue(from: start, to: start, duration: 0, easing: easing, format: format, startingAt: time)
        value.duration = duration
        self.init(title: title, value: value, mode: mode)
    }

    /// Asks for `number` from the next frame on, counted to (`animated`) or shown at once.
    package mutating func request(_ number: ExactNumber, animated: Bool) {
        guard !isFinished else { return }
        if animated {
            target = number
        } else {
            jump = number
            target = nil
        }
    }

    /// Whether a value was asked for since the last frame.
    package var hasRequest: Bool { jump != nil || target != nil }

    /// The title and the value's text at `time`, uncut.
    package func text(at time: Double) -> String {
        label + TextSanitizer.clean(EscapeStripper.strip(value.text(at: time)))
    }

    /// The title and the exact target's text (what a count ends on).
    package var finalText: String { label + TextSanitizer.clean(EscapeStripper.strip(value.text(at: .greatestFiniteMagnitude))) }

    private var label: String { title.isEmpty ? "" : title + ": " }

    /// The bytes to write at `time` (maybe none) on a terminal `columns` wide (nil: unknown, no
    /// cut), and when the next frame is due: nil once the value has settled (until a new value).
    package mutating func frame(at time: Double, columns: Int?) -> (bytes: String, next: Double?) {
        guard !isFinished else { return ("", nil) }
        apply(at: time)
        switch mode {
        case .plain:
            let line = throttle.offer(finalText, at: time)
            return (line.map { $0 + "\n" } ?? "", throttle.dueTime)
        case .terminal(let erase):
            let number = TextSanitizer.clean(EscapeStripper.strip(value.text(at: time)))
            let shown = columns.map { InlineLayout(label: label, columns: $0, ellipsis: "…").line(number) } ?? label + number
            let next = value.isFinished(at: time) ? nil : time + Self.frameInterval
            guard shown != drawn else { return ("", next) }
            return (redraw(shown, erase: erase), next)
        }
    }

    /// The last bytes: the exact target (the last value asked for) and a newline on a terminal,
    /// uncut (it may wrap: the exact value matters more); its plain line unless it was the last
    /// one written; nothing once finished.
    package mutating func finish(at time: Double) -> String {
        guard !isFinished else { return "" }
        if let last = target ?? jump { request(last, animated: false) }
        apply(at: time)
        isFinished = true
        switch mode {
        case .plain:
            return throttle.final(finalText).map { $0 + "\n" } ?? ""
        case .terminal(let erase):
            return redraw(finalText, erase: erase) + "\n"
        }
    }

    /// The host's own line `text` put above the counting line: the line cleared, `text` and a
    /// newline, the line drawn again below it (as the frame at `time`); on a pipe, or once
    /// finished, `text` and a newline alone.
    package mutating func interleave(_ text: String, at time: Double, columns: Int?) -> String {
        guard case .terminal(let erase) = mode, !isFinished else { return text + "\n" }
        let clear = drawn == nil ? "" : erase ? "\r" + Self.eraseToEnd : "\r" + String(repeating: " ", count: drawnCells) + "\r"
        drawn = nil
        drawnCells = 0
        return clear + text + "\n" + frame(at: time, columns: columns).bytes
    }

    private mutating func apply(at time: Double) {
        if let jump { value.set(jump, animated: false, at: time) }
        if let target { value.set(target, animated: true, at: time) }
        jump = nil
        target = nil
    }

    private mutating func redraw(_ text: String, erase: Bool) -> String {
        let cells = TextWidth.cells(text)
        let tail = erase ? Self.eraseToEnd : String(repeating: " ", count: max(drawnCells - cells, 0))
        drawn = text
        drawnCells = cells
        return "\r" + text + tail
    }
}
