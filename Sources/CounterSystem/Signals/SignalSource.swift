// Signals as events on the main queue. The C relay (CSignalRelay) catches each signal with an
// async-signal-safe handler that sets a flag and writes a byte to a self-pipe; a Dispatch read
// source on that pipe calls the Swift handler here, on the main queue. Every thread but the main
// one blocks the signals; the main thread takes them while it turns the main queue
// (`SignalPolicy.whileTakingSignals`): with a handler installed, all it does is set the flag.
// Nothing is lost, nothing runs with its default action while the terminal is raw.
import CSignalRelay
import Dispatch

#if canImport(Glibc)
import Glibc
#endif

/// Delivers caught signals to handlers on the main queue (self-pipe + Dispatch read source).
@MainActor
package final class SignalSource {
    /// The one source of the process (signal dispositions are process-wide).
    package static let shared = SignalSource()

    private var handlers: [Int32: @MainActor () -> Void] = [:]
    private var watch: DispatchSourceRead?

    private init() {}

    /// Calls `handler` on the main queue each time `sig` arrives (several arrivals before the
    /// queue gets to them count once). Replaces an earlier handler for `sig`. With `once`, the
    /// signal is caught once only, then has its default action again until `rearm(_:)`. With
    /// `ends`, the handler ends the program: the watchdog ends it from C, terminal restored,
    /// if the main queue has not taken the signal within a second. False when the signal cannot
    /// be caught.
    @discardableResult
    package func on(_ sig: Int32, once: Bool = false, ends: Bool = false,
                   _ handler: @escaping @MainActor () -> Void) -> Bool {
        startWatching()
        handlers[sig] = handler
        csignal_relay_claim(sig, 1)
        if ends { csignal_relay_mark_ending(sig) }
        return csignal_relay_catch(sig, once ? 1 : 0) == 0
    }

    /// Catches a signal handled with `once` again.
    package func rearm(_ sig: Int32) {
        _ = csignal_relay_catch(sig, 1)
    }

    private func startWatching() {
        guard watch == nil else { return }
        let descriptor = csignal_relay_open()
        guard descriptor >= 0 else { return }
        let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.deliverPending() }
        }
        source.resume()
        watch = source
    }

    /// Runs the handlers of every signal that is pending now (also called before a run ends
    /// well, so that a Ctrl-C that came with the end of the input is not lost).
    package func deliverPending() {
        // Nothing is relayed before the pipe is watched (and its descriptor is not yet one).
        guard watch != nil else { return }
        while case let sig = csignal_relay_next(), sig > 0 {
            delivering = sig
            handlers[sig]?()
            delivering = nil
        }
    }

    /// The signal whose handler runs now (a session part finishing while the run dies by it
    /// waits for nothing); nil outside a handler.
    package private(set) var delivering: Int32?

    /// Catches `sig` with the relay before anyone handles it: it waits on the pipe (delivered to
    /// the handler that `on(_:_:)` installs by the time the main queue runs).
    package nonisolated static func relay(_ sig: Int32) {
        _ = csignal_relay_catch(sig, 0)
    }

    /// Catches each of `signals` still at its default action with the relay, before a library
    /// (ncurses) installs handlers of its own: caught, not ignored, so one already pending waits
    /// for the session instead of being discarded. Signals set to be ignored stay ignored.
    /// `release()` on what it returns puts back those no handler has claimed since.
    @discardableResult
    package nonisolated static func relayUnlessHandled(_ signals: [Int32]) -> RelayedSignals {
        RelayedSignals(relaying: signals.filter { SignalDisposition.of($0) == .byDefault })
    }

    /// Whether `sig` has arrived and its handler has not run yet (it will, on the main queue).
    package nonisolated static func isPending(_ sig: Int32) -> Bool { csignal_relay_is_pending(sig) != 0 }

    /// The highest signal number that can be caught (SIGRTMAX).
    package nonisolated static var highestSignal: Int32 { csignal_relay_max() }
}
