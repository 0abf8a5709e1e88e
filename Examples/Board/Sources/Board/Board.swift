// A board on the full screen while the host's own task does its work; `q` or the end of the
// work ends it, and the host goes on: it says how the board ended and reads a line.
import CounterTUI

/// What the host's work has counted so far.
@MainActor final class Tally { var done = 0, failed = 0 }

@main struct Board {
    static func main() async throws {
        let tally = Tally()
        let board = FullScreen { _, buffer in
            buffer.put("done \(tally.done)  failed \(tally.failed)", at: Point(x: 2, y: 1))
        }
        // The host's work (the last argument: how many items, 20 ms each) runs beside the board.
        Task { @MainActor in
            for item in 1...max(Int(CommandLine.arguments.last!) ?? 40, 1) {
                try await Task.sleep(for: .milliseconds(20))
                if item % 10 == 0 { tally.failed += 1 } else { tally.done += 1 }
            }
            board.finish()
        }
        let outcome = try await board.run()
        print("board ended: \(outcome), \(tally.done) done, \(tally.failed) failed")
        print("echo: \(readLine() ?? "")")
    }
}
