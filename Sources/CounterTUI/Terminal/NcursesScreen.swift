// The only file that imports CNcurses. Everything else draws into Buffers; this type turns the
// changed cells into ncurses calls (one wnoutrefresh + doupdate per frame), reads keys, and
// hands the terminal back (endwin) on every exit path the session takes.
import CNcurses
import CRescue
import CounterEngine
import CounterSystem

#if canImport(Glibc)
import Glibc
#endif

/// A full-screen ncurses terminal: the screen frames are drawn on, and the terminal whose life
/// (keys, suspend, resize, end) the session follows.
public final class NcursesScreen: Screen, Terminal {
    /// The colour pairs made so far; nil without colours.
    private var pairs: ColorPairs?
    private var ended = false
    /// Signals relayed before ncurses started: given back at `end()` unless a session claimed them.
    private var relayed: RelayedSignals?
    /// Between `suspend()` and `resume()`: the terminal is the shell's.
    private var handedBack = false
    /// The locale's character set is UTF-8; otherwise characters beyond ASCII are drawn as `?`
    /// (ncurses would drop them silently).
    private let utf8: Bool
    package private(set) var size: Size
    /// Descriptor keys are read from.
    package let inputDescriptor: Int32
    private let output: UnsafeMutablePointer<FILE>
    /// Each frame is wrapped in DEC mode 2026 (synchronized output), so the terminal shows it
    /// whole: on when the terminal says it knows the mode (asked at start, not taken from the
    /// name or terminfo).
    package var synchronizedOutput: Bool { conversation.synchronizedOutput }
    /// The start-up query, its answers and the keys typed meanwhile.
    private var conversation = TerminalConversation()
    /// The terminfo entry the screen runs on: TERM's own, or the nearest one of its family.
    package let entry: String
    /// Said on stderr once the terminal is handed back: TERM has no entry here and a nearby one
    /// was used (nil: TERM's own entry).
    package let fallbackNotice: String?
    /// No alternate screen (TERM=linux): `end()` erases the screen.
    private let noAlternateScreen: Bool
    /// How long the start waits for a terminal that answers nothing at all (one that answers,
    /// even only the device attributes, ends the wait at once).
    package static let probeTimeout = 0.15

    /// Takes over the terminal on `output`, reading keys from `input`: with `newterm` (an unknown
    /// TERM is an error, not an exit), on TERM's entry or the nearest of its family (children keep
    /// their TERM); a terminal that cannot address the cursor is refused before anything is drawn;
    /// in the foreground it is asked for synchronized output, `probeTimeout` seconds at most.
    package init(output: UnsafeMutablePointer<FILE>, input: UnsafeMutablePointer<FILE>, colors wantColors: Bool,
                probeTimeout: Double = NcursesScreen.probeTimeout) throws {
        let term = getenv("TERM").map { String(cString: $0) } ?? ""
        // The size comes from the terminal (ioctl), not from LINES/COLUMNS (COLUMNS=99999);
        // use_env(false) alone would fall back to terminfo's fixed size instead.
        use_env(true)
        use_tioctl(true)
        // The session owns these signals: caught by the relay before newterm, ncurses installs
        // no handlers of its own (its SIGINT handler would exit without our cleanup, and its
        // SIGTSTP handler costs two sigaction calls on every update).
        let relayed = SignalSource.relayUnlessHandled([SIGINT, SIGTERM, SIGQUIT, SIGTSTP, SIGWINCH])
        // From here on a crash (a Swift trap mid-frame) restores these modes before it dies.
        crescue_arm(fileno(output), nil, 0)
        var opened: (screen: OpaquePointer, entry: String)?
        for entry in term.isEmpty ? [] : [term] + TerminalFamily.nearestEntries(for: term) where opened == nil {
            opened = newterm(entry, output, input).map { ($0, entry) }
        }
        guard let opened else {
            crescue_disarm()
            relayed.release()
            throw TerminalError.unknownTerminal(TextSanitizer.escaped(term))
        }
        let (screen, entry) = opened
        self.entry = entry
        fallbackNotice = TerminalFamily.notice(term: term, entry: entry)
        _ = set_term(screen)
        guard cncurses_can_address_cursor() != 0 else {
            crescue_disarm()
            relayed.release()
            endwin()
            delscreen(screen)
            throw TerminalError.notAddressable(TextSanitizer.escaped(term))
        }
        noAlternateScreen = cncurses_has_alternate_screen() == 0
        // The bytes a crash writes to give the screen back, before the first byte that changes
        // it (the `doupdate` below enters the alternate screen): a SIGILL sent in between, beside
        // two CPU burners, left the alternate screen on.
        CrashRescue.prepare { cncurses_string_capability($0) }
        // What was typed before anything is shown is the shell's (put back at the end); taken
        // once nothing can refuse the terminal, so a refusal leaves it in the input.
        conversation.setAsideTypeahead(input: fileno(input))
        // ncurses (6.4) flushes at every cursor move until the screen was left and taken back
        // once (a big-digit frame in 27 writes, torn without synchronized output): one endwin
        // and doupdate first set it running. What they write goes nowhere (no mode changed yet);
        // doupdate then writes the screen's start once, and a clear the first frame repeats.
        TerminalDevice.discardingOutput(of: fileno(output)) { endwin() }
        doupdate()
        SlowStartHook.pause()
        inputDescriptor = fileno(input)
        self.relayed = relayed
        self.output = output
        utf8 = TerminalDevice.localeIsUTF8
        cbreak()
        noecho()
        nonl()
        intrflush(cncurses_stdscr(), false)
        keypad(cncurses_stdscr(), true)
        nodelay(cncurses_stdscr(), true)
        leaveok(cncurses_stdscr(), true)
        set_escdelay(25)
        // No typeahead checks: two poll calls on every update, for a counter's tiny frames.
        typeahead(-1)
        curs_set(0)
        if wantColors && has_colors() {
            start_color()
            use_default_colors()
            pairs = ColorPairs()
        }
        size = standardScreenSize()
        fflush(output)
        conversation.ask(input: inputDescriptor, output: fileno(output), timeout: probeTimeout, now: TerminalProbe.monotonicSeconds)
    }

    /// Keys typed while the terminal was asked wait to be read (no read watch fires for them).
    package var hasWaitingKeys: Bool { conversation.hasWaitingKeys }

    /// Takes the terminal's answer to a DECRQM query (synchronized output).
    package func modeReported(mode: Int, setting: Int) { conversation.modeReported(mode: mode, setting: setting) }

    /// Writes a control sequence (the bell, a title) past ncurses, between frames.
    package func writeControl(_ text: String) { writeDirectly(text) }

    /// Writes `text` to the terminal at once, past ncurses (whose output is flushed first).
    private func writeDirectly(_ text: String) {
        fflush(output)
        Watchdog.write(text, toDisplay: fileno(output))
    }

    package func write(_ cells: UnsafeBufferPointer<Cell>, x: Int, y: Int) {
        StyledRuns.forEach(in: cells, x: x, utf8: utf8) { style, column, text in
            let pair = pairs?.pair(for: style.foreground) { _ = init_pair($0, $1, -1) } ?? 0
            _ = cncurses_put(Int32(y), Int32(column), text.baseAddress, Int32(text.count), Self.attributes(of: style), pair)
        }
    }

    package func flush() {
        wnoutrefresh(cncurses_stdscr())
        guard synchronizedOutput, !ended else { return update() }
        // doupdate writes the whole frame and flushes it, so the frame sits between the two.
        writeDirectly("\u{1b}[?\(TerminalReplyScanner.synchronizedOutputMode)h")
        update()
        writeDirectly("\u{1b}[?\(TerminalReplyScanner.synchronizedOutputMode)l")
    }

    /// doupdate, marked (`Watchdog`: blocked in it, the terminal is paused, not dead); none after `end()`, which it undoes.
    private func update() { if !ended { Watchdog.writingToDisplay(on: fileno(output)) { _ = doupdate() } } }

    private static func attributes(of style: CellStyle) -> attr_t {
        (style.bold ? cncurses_a_bold() : 0) | (style.dim ? cncurses_a_dim() : 0) | (style.reverse ? cncurses_a_reverse() : 0)
    }

    /// Draws `buffer` on a host's `WINDOW *` at `origin` (any point), clipped (a wide character cut by an edge: a blank),
    /// not refreshed; colours take the 8 highest pairs (after the host's `start_color`). The host calls `setlocale`; its
    /// module map defines `_XOPEN_SOURCE_EXTENDED` before `<ncursesw/curses.h>`, as CounterTUI's (one `WINDOW` for both).
    public static func paint(_ buffer: Buffer, on window: OpaquePointer, at origin: Point = Point(x: 0, y: 0)) {
        var (rows, columns): (Int32, Int32) = (0, 0)
        cncurses_size(UnsafeMutablePointer(window), &rows, &columns)
        let (top, utf8) = (Int16(clamping: cncurses_color_pairs()) - 1, TerminalDevice.localeIsUTF8)
        guard let (shown, shownRows) = StyledRuns.visible(buffer.size, in: Size(columns: Int(columns), rows: Int(rows)),
                                                          at: origin) else { return }
        for y in shownRows {
            let (left, right) = (shown.lowerBound, shown.upperBound)
            buffer.cells[(y * buffer.size.columns + left)..<(y * buffer.size.columns + right)].withUnsafeBufferPointer { cells in
                StyledRuns.forEach(in: cells, x: origin.x + left, utf8: utf8) { style, x, text in
                    let color = Int16(style.foreground.index)
                    let pair = color < 0 || top < 8 || !has_colors() ? 0 : top - color
                    if pair > 0, init_pair(pair, color, -1) != cncurses_ok() { _ = init_pair(pair, color, 0) }
                    _ = cncurses_put_window(UnsafeMutablePointer(window), Int32(origin.y + y), Int32(x), text.baseAddress, Int32(text.count),
                                            attributes(of: style), pair)
                }
            }
        }
    }

    /// Every key waiting to be read (Alt+x, a CSI ncurses does not know: one `.other`, not Esc);
    /// never blocks, but for a lone Esc while the start-up answer is owed (`TerminalConversation`).
    package func readKeys() -> [Key] {
        conversation.keys(reading: NcursesInput.read, from: inputDescriptor, now: TerminalProbe.monotonicSeconds)
    }

    /// True when the terminal's input has closed (hangup): readable but nothing to read.
    package func inputClosed() -> Bool { TerminalDevice.inputClosed(inputDescriptor) }

    /// Whether our process group owns the terminal; nil when it is gone.
    package func isForeground() -> Bool? { TerminalDevice.isForeground(inputDescriptor) }

    /// Follows a terminal resize: asks the terminal for its size and resizes ncurses' screens.
    package func updateSize() {
        if let size = TerminalDevice.size(of: fileno(output)) {
            resizeterm(Int32(size.rows), Int32(size.columns))
        }
        size = standardScreenSize()
        clearok(cncurses_curscr(), true)
    }

    /// Hands the terminal back for a while (Ctrl-Z): normal screen, cursor, modes as before.
    /// Until `resume()` the terminal is the shell's: nothing is written to it, not even by the
    /// rescue of a crash, nor by `end()` (after `kill %1`, bash's prompt is on it).
    package func suspend() {
        conversation.handBack(input: inputDescriptor, now: TerminalProbe.monotonicSeconds)
        endwin()
        handedBack = true
        crescue_hold(1)
    }

    /// ncurses takes its full screen as ended (what `endwin` writes goes nowhere, and the modes
    /// it sets fail on /dev/null), so that `resume()` sends every set-up string again.
    package func forgetScreen() {
        TerminalDevice.discardingOutput(of: fileno(output)) { endwin() }
    }

    /// Takes the terminal again after `suspend()`, repainting everything on the next flush.
    package func resume() {
        handedBack = false
        crescue_hold(0)
        reset_prog_mode()
        clearok(cncurses_curscr(), true)
        updateSize()
        wnoutrefresh(cncurses_stdscr())
        update()
    }

    /// Leaves the full screen for good and restores the terminal's modes. Safe to call twice.
    package func end() {
        guard !ended else { return }
        ended = true
        // Handed back, it was left as it must be then (`suspend()`).
        if !handedBack {
            // Before the modes go back: an answer arriving after would be echoed to the shell.
            conversation.handBack(input: inputDescriptor, now: TerminalProbe.monotonicSeconds)
            curs_set(1)
            // No alternate screen: the frame's rows are erased (a clear stays in tmux's scrollback).
            Watchdog.writingToDisplay(on: fileno(output)) {
                _ = endwin()
                if noAlternateScreen { cncurses_erase_rows(output) }
            }
            fflush(output)
        }
        crescue_disarm()
        crescue_hold(0)
        relayed?.release()
        // After the full screen, where nothing paints over it.
        if let fallbackNotice { StandardStream.notice(fallbackNotice) }
        if let lostNotice = conversation.lostTypeaheadNotice { StandardStream.notice(lostNotice) }
    }

    /// Writes `text` on the terminal after `end()` (the last frame), below a typed-ahead echo.
    package func leave(_ text: String) {
        Watchdog.write((conversation.typedAheadMidLine ? "\n" : "") + text, toDisplay: fileno(output))
    }
}

/// The size of ncurses' standard screen now.
private func standardScreenSize() -> Size {
    var rows: Int32 = 0
    var cols: Int32 = 0
    cncurses_size(cncurses_stdscr(), &rows, &cols)
    return Size(columns: Int(cols), rows: Int(rows))
}

/// The keys ncurses has read from the terminal and not handed out yet.
private enum NcursesInput {
    /// What ncurses has to read now, as it read it.
    static func read() -> [KeyDecoder.Input] {
        var inputs: [KeyDecoder.Input] = []
        var character: wint_t = 0
        while inputs.count < 4096 {
            let result = wget_wch(cncurses_stdscr(), &character)
            if result == cncurses_err() { break }
            inputs.append(result == cncurses_key_code_yes() ? .functionKey(isResize: Int32(character) == cncurses_key_resize())
                                                            : .character(UInt32(character)))
        }
        return inputs
    }
}
