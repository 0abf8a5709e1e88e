import CounterSystem
import CRescue

#if canImport(Glibc)
import Glibc
#endif

/// `--tee --inline` and Ctrl-Z: the line's last row and scrolling region are given back before
/// the program stops, so the shell does not work above a stale line in a shrunken screen; the
/// first frame after `fg` sets them again (after `bg` none is drawn: the line is the shell's).
/// A session part: it catches SIGTSTP while the session runs (unless it was inherited ignored).
/// A crash gives the whole screen back to scrolling too (the crash rescue, armed while it runs).
@MainActor
package final class BottomRowJobs: SessionPart {
    private let output: LineOutput
    /// The terminal the line is drawn on.
    private let descriptor: Int32
    /// What the crash rescue writes: the region reset, the cursor where it was, a new line.
    static let rescueBytes = Array("\u{1b}7\u{1b}[r\u{1b}8\r\n".utf8CString.dropLast())

    /// Gives back `output`'s last row (on the terminal at `descriptor`) at Ctrl-Z and on a crash.
    package init(output: LineOutput, descriptor: Int32) {
        self.output = output
        self.descriptor = descriptor
    }

    package func start(in session: SessionControl) {
        Self.rescueBytes.withUnsafeBufferPointer { crescue_arm(descriptor, $0.baseAddress, $0.count) }
        guard !SignalPolicy.inheritedIgnored.contains(SIGTSTP) else { return }
        SignalSource.shared.on(SIGTSTP) { [weak self] in
            self?.giveBack()
            SignalPolicy.stopSelf(by: SIGTSTP)
        }
    }

    /// Gives the row back at Ctrl-Z, in the background too: the shell takes the terminal as
    /// soon as the processes it waits for have stopped, often before this handler runs (always
    /// when we run in a subshell of the pipeline, `{ counter-tui …; }`, which it does not wait
    /// for); skipped then, the region and a stale line stayed for good. A restore, as the full
    /// screen's after Ctrl-Z: written with SIGTTOU ignored (`stty tostop` must not stop us).
    private func giveBack() {
        output.releaseRow { [descriptor] bytes in
            SignalPolicy.whileIgnoringTTOU { Watchdog.write(bytes, toDisplay: descriptor) }
        }
    }

    /// The line has ended: the row given back for good, also when it ended in the background
    /// (Ctrl-C ended the rest of the pipeline and the shell took the terminal back before the
    /// end of the line, which then draws nothing: the row and its region stayed); nothing left
    /// to rescue.
    package func finish() -> Bool {
        giveBack()
        crescue_disarm()
        return true
    }
}
