import CounterSystem

#if canImport(Glibc)
import Glibc
#endif

/// `--tee --inline` and Ctrl-Z: the line's last row and scrolling region are given back before
/// the program stops, so the shell does not work above a stale line in a shrunken screen; the
/// first frame after `fg` sets them again (after `bg` none is drawn: the line is the shell's).
/// A session part: it catches SIGTSTP while the session runs (unless it was inherited ignored).
@MainActor
public final class BottomRowJobs: SessionPart {
    private let output: LineOutput

    /// Gives back `output`'s last row at Ctrl-Z.
    public init(output: LineOutput) {
        self.output = output
    }

    public func start(in session: SessionControl) {
        guard !SignalPolicy.inheritedIgnored.contains(SIGTSTP) else { return }
        SignalSource.shared.on(SIGTSTP) { [weak self] in
            self?.output.giveBackRow()
            SignalPolicy.stopSelf(by: SIGTSTP)
        }
    }
}
