import CounterSystem

/// The main queue turned on the main thread until a run has ended, so that runs return instead
/// of parking in `dispatchMain()` for good: the library's `MainQueueTurner` (libdispatch's own
/// main-queue descriptor, no Foundation), the same the full-screen runner turns. While it waits,
/// the main thread takes the signals every other thread holds (their relay handlers write to
/// the self-pipe the main queue reads), as `dispatchMain()`'s `sigsuspend` did.
@MainActor
enum MainQueue {
    /// Runs main-queue work until `ended` is true.
    static func turn(until ended: @escaping @MainActor () -> Bool) {
        MainQueueTurner.turn(until: ended)
    }

    /// Starts `--on-done` after a run that had no display and waits for it: the run's ending.
    static func runOnDone(_ command: ShellCommand, endingWith status: ExitStatus) -> RunEnding {
        var ending: RunEnding?
        if let failed = OnDoneCommand.start(command, endingWith: status, ended: { ending = $0 }) { return failed }
        turn { ending != nil }
        return ending ?? .status(status)
    }
}
