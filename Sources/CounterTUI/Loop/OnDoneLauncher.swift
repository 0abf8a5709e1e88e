import CounterSystem

#if canImport(Glibc)
import Glibc
#endif

/// `--on-done` for a session, run once: quietly beside a held screen (its output discarded,
/// reaped when it ends), or after the display has ended, the run ending when the command does
/// (`OnDoneCommand`).
@MainActor
final class OnDoneLauncher {
    /// Makes the command once the display settles (with the values it settled on); nil once run.
    private var make: (() -> ShellCommand?)?
    /// A command started beside a held screen, while it runs.
    private var quietCommand: pid_t?
    /// Started after the display: the run ends when it does.
    private(set) var isRunning = false

    /// Runs the command `make` makes (nil: no `--on-done`).
    init(_ make: (() -> ShellCommand?)?) { self.make = make }

    /// Starts the command beside the held screen; a note to show when it cannot start.
    func startQuietly() -> String? {
        guard let make else { return nil }
        self.make = nil
        guard let command = make() else { return nil }
        guard let pid = command.start(quiet: true) else {
            return "--on-done: cannot start /bin/sh: \(ShellCommand.spawnFailure())"
        }
        quietCommand = pid
        ChildReaper.shared.onExit(of: pid) { [weak self] _ in self?.quietCommand = nil }
        return nil
    }

    /// The run ends with `status`: starts the command, if it has not run, and returns nil, then
    /// `ended` gets the ending once it is over; else returns the ending at once.
    func start(endingWith status: ExitStatus, ended: @escaping @MainActor (RunEnding) -> Void) -> RunEnding? {
        guard let make, let command = make() else { return .status(status) }
        self.make = nil
        if let failed = OnDoneCommand.start(command, endingWith: status, ended: ended) { return failed }
        isRunning = true
        return nil
    }

    /// The run ends by `sig`: a command started beside the screen ends with it.
    func endQuietCommand(after sig: Int32) {
        if let quietCommand { ChildGroup.end(quietCommand, after: sig) }
    }
}
