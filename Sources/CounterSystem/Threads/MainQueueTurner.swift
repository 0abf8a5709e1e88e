// The main queue turned on the main thread without Foundation: libdispatch hands the run loop
// of the main thread a descriptor that becomes readable when main-queue work is waiting, and a
// call that drains it (what CoreFoundation's RunLoop uses on Linux). Only for a main thread
// that has not given the main queue to `dispatchMain()`: after an `await` in an async `main`
// the main queue belongs to the Swift runtime, and draining it here dies by SIGILL.
import CSignalRelay
import Dispatch

#if canImport(Glibc)
import Glibc
#endif

/// The descriptor that is readable while the main queue has work (an eventfd on Linux).
@_silgen_name("_dispatch_get_main_queue_handle_4CF")
private func dispatchMainQueueHandle() -> Int32

/// Runs the main queue's waiting work on the calling thread (the main thread).
@_silgen_name("_dispatch_main_queue_callback_4CF")
private func dispatchMainQueueDrain(_ message: UnsafeMutableRawPointer?)

/// Turns the main queue on the main thread until a run has ended, taking the signals the
/// program handles while it waits (`SignalPolicy.whileTakingSignals`), as `dispatchMain()`'s
/// `sigsuspend` did.
package enum MainQueueTurner {
    /// Whether the calling thread is the process's main thread (its thread id is the pid).
    package static var onMainThread: Bool { csignal_on_main_thread() != 0 }

    /// Runs main-queue work on this thread (the main thread) until `ended` is true.
    @MainActor
    package static func turn(until ended: @escaping @MainActor () -> Bool) {
        #if COUNTER_TUI_TEST_HOOKS
        if let loop = ManualMainLoop.current { return loop.turn(until: ended) }
        #endif
        let handle = dispatchMainQueueHandle()
        SignalPolicy.whileTakingSignals {
            // Work already queued (a timer set, an async block) before the first wait.
            dispatchMainQueueDrain(nil)
            while !ended() {
                var ready = pollfd(fd: handle, events: Int16(POLLIN), revents: 0)
                // EINTR: a signal's relay handler ran here; its byte wakes the main queue.
                guard poll(&ready, 1, -1) > 0 else { continue }
                if ready.revents & Int16(POLLIN) != 0 {
                    var count: UInt64 = 0
                    _ = read(handle, &count, MemoryLayout<UInt64>.size)
                }
                dispatchMainQueueDrain(nil)
            }
        }
    }
}
