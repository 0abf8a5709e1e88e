// A plain `main` (no async): the synchronous `run()` turns the main queue itself; a main-queue
// timer (the host's own) counts to 50 and finishes the display. The host's own signal set-up
// (handlers, an ignored signal, a blocked one) must be as it was after the run: Ctrl-C at its
// prompt runs its own handler again.
import CounterTUI
import Dispatch
import Glibc

/// Every signal's handler and flags, and this thread's mask, as text.
func signalState() -> [String] {
    var mask = sigset_t()
    pthread_sigmask(SIG_SETMASK, nil, &mask)
    return (Int32(1)...64).filter { $0 != SIGKILL && $0 != SIGSTOP }.map { sig in
        var action = sigaction()
        sigaction(sig, nil, &action)
        let handler = unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
        // SA_RESTORER is the C library's own, added to every disposition it sets.
        return "\(sig):\(handler):\(action.sa_flags & ~0x0400_0000):\(sigismember(&mask, sig))"
    }
}

/// Set by the host's own SIGINT handler.
enum Caught { nonisolated(unsafe) static var interrupts: Int32 = 0 }

signal(SIGINT) { _ in Caught.interrupts += 1 }
signal(SIGUSR1) { _ in }
signal(SIGHUP, SIG_IGN)
var held = sigset_t()
sigemptyset(&held)
sigaddset(&held, SIGUSR2)
pthread_sigmask(SIG_BLOCK, &held, nil)
let before = signalState()

var count = 0
let screen = MainActor.assumeIsolated {
    FullScreen { _, buffer in buffer.put("count \(count)", at: Point(x: 1, y: 1)) }
}
let timer = DispatchSource.makeTimerSource(queue: .main)
timer.schedule(deadline: .now() + 0.02, repeating: 0.02)
timer.setEventHandler {
    MainActor.assumeIsolated {
        if count < 50 { count += 1 } else { screen.finish() }
    }
}
timer.resume()
do {
    let outcome = try MainActor.assumeIsolated { try screen.run() }
    timer.cancel()
    print("sync host: \(outcome), count \(count)")
} catch {
    print("sync host failed: \(error)")
}
if CommandLine.arguments.dropFirst().first == "twice" {
    // A second display in the same process, ended by the host at once.
    let second = MainActor.assumeIsolated { FullScreen { _, buffer in buffer.put("again", at: Point(x: 1, y: 1)) } }
    MainActor.assumeIsolated { second.finish() }
    print("second run: \((try? MainActor.assumeIsolated { try second.run() }).map { "\($0)" } ?? "failed")")
}
let changed = zip(before, signalState()).filter { $0 != $1 }.map { $0.0.split(separator: ":")[0] }
print("signals changed by the run: \(changed.isEmpty ? "none" : changed.joined(separator: " "))")
print("echo: \(readLine() ?? "")")
print("the host's own SIGINT handler ran \(Caught.interrupts) times")
