import CounterEngine

#if canImport(Glibc)
import Glibc
#endif

/// One card's place in the `TriggerRunner`: the command of its running (at most one), the
/// latest crossing waiting for its turn (older ones merged into it), and the level its commands
/// last caught up with.
struct TriggerSlot {
    /// The running command's pid (it leads its own group); nil: none runs.
    var running: pid_t?
    /// The latest crossing not yet run.
    var waiting: TriggerRequest?
    /// The level of the last crossing acted on (ok before any): a waiting crossing back to it is
    /// no change at all, so nothing runs.
    var level: ThresholdLevel = .normal
}
