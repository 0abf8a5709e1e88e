// A plain `main` (no async): the synchronous `run()` turns the main queue itself; a main-queue
// timer (the host's own) counts to 50 and finishes the display. Then the host goes on.
import CounterTUI
import Dispatch

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
print("echo: \(readLine() ?? "")")
