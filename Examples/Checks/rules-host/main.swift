// A plain `main` that breaks the runner's rules on purpose, one way per argument: `nested` runs
// the display from inside its own draw closure and a second FullScreen beside it; `alarm`
// handles SIGALRM (a 200 ms itimer) and SIGUSR1 itself; `tstp` ignores SIGTSTP; `later` ignores
// SIGUSR2 and watches it with a DispatchSource during the run; `dispatch` ignores SIGINT and
// watches it with a DispatchSource just before the run; `fds` runs with 8 descriptors.
import CounterTUI
import Dispatch
import Glibc

/// Counts of the host's own handlers.
enum Caught {
    nonisolated(unsafe) static var alarms: Int32 = 0
    nonisolated(unsafe) static var userSignals: Int32 = 0
}

let mode = CommandLine.arguments.dropFirst().first ?? ""
var count = 0
var nestedErrors: [String] = []
var laterSource: DispatchSourceSignal?
let dispatchSource = DispatchSource.makeSignalSource(signal: SIGINT, queue: .main)
let other = MainActor.assumeIsolated { FullScreen { _, buffer in buffer.put("other", at: Point(x: 1, y: 1)) } }
nonisolated(unsafe) var screen: FullScreen!
screen = MainActor.assumeIsolated {
    FullScreen { _, buffer in
        buffer.put("count \(count) pid \(getpid())", at: Point(x: 1, y: 1))
        guard mode == "nested", nestedErrors.isEmpty else { return }
        // A run from inside a run: the same display's, and another one's.
        for display in [screen!, other] {
            do { _ = try display.run() } catch { nestedErrors.append("\(error)") }
        }
    }
}

switch mode {
case "alarm":
    signal(SIGALRM) { _ in Caught.alarms += 1 }
    signal(SIGUSR1) { _ in Caught.userSignals += 1 }
    var every = itimerval(it_interval: timeval(tv_sec: 0, tv_usec: 200_000), it_value: timeval(tv_sec: 0, tv_usec: 200_000))
    setitimer(Int32(ITIMER_REAL.rawValue), &every, nil)
case "tstp":
    signal(SIGTSTP, SIG_IGN)
case "dispatch":
    // libdispatch's way: ignored, then a source whose handler libdispatch installs later.
    signal(SIGINT, SIG_IGN)
    dispatchSource.setEventHandler {}
    dispatchSource.resume()
case "fds":
    var limit = rlimit(rlim_cur: 8, rlim_max: 8)
    setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
default:
    break
}

let timer = DispatchSource.makeTimerSource(queue: .main)
timer.schedule(deadline: .now() + 0.04, repeating: 0.04)
timer.setEventHandler {
    MainActor.assumeIsolated {
        count += 1
        if mode == "alarm" && count == 10 { raise(SIGUSR1) }
        if mode == "later" && count == 10 {
            signal(SIGUSR2, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: SIGUSR2, queue: .main)
            source.setEventHandler {}
            source.resume()
            laterSource = source
        }
        // `tstp` runs until q; the others finish after 2 s.
        if count >= 50 && mode != "tstp" { screen.finish() }
    }
}
timer.resume()
do {
    let outcome = try MainActor.assumeIsolated { try screen.run() }
    timer.cancel()
    print("rules host: \(outcome)")
} catch {
    timer.cancel()
    print("rules host failed: \(error)")
}
switch mode {
case "nested":
    print("nested runs refused: \(nestedErrors.count)")
    print("refusal: \(nestedErrors.first ?? "none")")
case "alarm":
    var off = itimerval()
    setitimer(Int32(ITIMER_REAL.rawValue), &off, nil)
    print("host handlers: alarms \(Caught.alarms > 0 ? "ran" : "never ran"), SIGUSR1 ran \(Caught.userSignals) times")
case "later":
    laterSource?.cancel()
    // Ignored by the host during the run: it stays ignored after it.
    raise(SIGUSR2)
    print("SIGUSR2 after the run: ignored")
case "dispatch":
    // libdispatch's handler (installed while the run started) is still SIGINT's after it.
    var action = sigaction()
    sigaction(SIGINT, nil, &action)
    let handler = action.__sigaction_handler.sa_handler.map { unsafeBitCast($0, to: Int.self) } ?? 0
    print("SIGINT after the run: \(handler == 1 ? "ignored" : handler == 0 ? "default" : "handled")")
default: break
}
print("echo: \(readLine() ?? "")")
