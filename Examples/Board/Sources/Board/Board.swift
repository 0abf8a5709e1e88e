// A board on the full screen while the host's own task does its work; the end of the work (once
// the cards have counted to it) or `q` ends it, and the host goes on: it says how the board
// ended and reads a line.
import CounterTUI

/// What the host's work has counted so far, and the cards that show it.
@MainActor final class Tally { var counts = [0, 0], cards = [Card(title: "done", to: 0), Card(title: "failed", to: 0)] }

@main struct Board {
    static func main() async throws {
        let tally = Tally()
        let board = FullScreen { time, buffer in
            for (card, area) in zip(tally.cards, buffer.bounds.split(columns: 2)) { card.render(at: time, in: area, into: &buffer) }
        }
        Task { @MainActor in
            for item in 1...max(Int(CommandLine.arguments.last!) ?? 40, 1) {
                try await Task.sleep(for: .milliseconds(20))
                tally.counts[item % 10 == 0 ? 1 : 0] += 1
                for (i, count) in tally.counts.enumerated() { tally.cards[i].set(ExactNumber(count), at: board.time) }
            }
            board.finish { time in tally.cards.allSatisfy { $0.isFinished(at: time) } }
        }
        let outcome = try await board.run()
        print("board ended: \(outcome), \(tally.cards.map { $0.text(at: .infinity) }.joined(separator: " done, ")) failed")
        print("echo: \(readLine() ?? "")")
    }
}
