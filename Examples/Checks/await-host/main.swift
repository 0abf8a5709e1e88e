// An async `main` that awaits before the display (as `AsyncParsableCommand` code does): the
// main queue is the Swift runtime's from then on. `await-host` runs the async `run()`;
// `await-host sync` calls the synchronous one from there, which must refuse, not hang;
// `await-host cancel` cancels the task running the display; `await-host again` runs the same
// display a second time after it finished, giving the host the keys typed in it.
import CounterTUI

/// The async run (top-level code would pick the synchronous one: it is `noasync`).
@MainActor
func runAsynchronously(_ screen: FullScreen) async throws -> FullScreen.Outcome {
    try await screen.run()
}

@MainActor
func runSynchronously(_ screen: FullScreen) -> String {
    do { return "\(try screen.run())" } catch { return "refused: \(error)" }
}

try await Task.sleep(for: .milliseconds(100))
var count = 0
let screen = FullScreen { _, buffer in buffer.put("count \(count)", at: Point(x: 1, y: 1)) }
let work = Task { @MainActor in
    while count < 50 {
        try await Task.sleep(for: .milliseconds(20))
        count += 1
    }
    screen.finish()
}
let mode = CommandLine.arguments.dropFirst().first
if mode == "sync" {
    print("await host: \(runSynchronously(screen))")
} else if mode == "cancel" {
    // The host's task running the display is cancelled: the display ends, the run throws.
    let display = Task { @MainActor in try await runAsynchronously(screen) }
    try await Task.sleep(for: .milliseconds(300))
    display.cancel()
    do {
        print("await host: \(try await display.value)")
    } catch {
        print("await host: threw \(error)")
    }
} else if mode == "again" {
    print("await host: first \(try await runAsynchronously(screen)), count \(count)")
    var typed = ""
    screen.onKey = { typed.append($0) }
    let second = try await runAsynchronously(screen)
    print("await host: second \(second), typed \(typed.debugDescription)")
} else {
    let outcome = try await runAsynchronously(screen)
    print("await host: \(outcome), count \(count)")
}
work.cancel()
print("echo: \(readLine() ?? "")")
