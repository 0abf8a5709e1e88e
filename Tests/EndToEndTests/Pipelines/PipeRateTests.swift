import Foundation
import Testing

extension LongTerminalRuns {
    /// Ctrl-S on a real terminal while a counted pipe flows (issue 37): the display, and its main
    /// queue, stop; the rate's statistics do not. (What the rate reads at given paces, and the
    /// summary, are tested in-process: PipeRateProgramTests.)
    @Suite(.serialized, .tags(.quietMachine)) struct PipeRateTests {
        static let writer = Repository.script("paced_writer.py")

        /// Ctrl-S stops the display, and its main queue with it, for 3.5 s while 1 MiB/s flows:
        /// the summary's lowest and highest second are still about 1 MiB (counted on the copier's
        /// thread; lumped into the delivery after Ctrl-Q they would read 0 and 3.5 MiB).
        @Test func aCtrlSPauseDoesNotSkewTheStatistics() throws {
            let tmux = try Tmux()
            let launcher = try tmux.script("paced", "bin=$1; shift; python3 \(Self.writer) 1M 16k 7 2>/dev/null | \"$bin\" \"$@\" > /dev/null")
            try tmux.start("--count-bytes --tee", launcher: launcher)
            try tmux.wait { try tmux.display("#{alternate_on}") == "1" }
            usleep(1_500_000)
            try tmux.keys("C-s")
            usleep(3_500_000)
            try tmux.keys("C-q")
            #expect(try tmux.status(timeout: 15) == 0)
            let stderr = tmux.stderr()
            let summary = try #require(stderr.split(separator: "\n").first { $0.hasPrefix("7,340,032 bytes in ") }, "\(stderr)")
            let words = summary.split(separator: " ")
            let number = { (text: Substring) in Double(text.replacingOccurrences(of: ",", with: "")) ?? -1 }
            let lowest = try #require(words.firstIndex(of: "min").map { number(words[$0 + 1]) }, "\(summary)")
            let highest = try #require(words.firstIndex(of: "max").map { number(words[$0 + 1]) }, "\(summary)")
            // The first second holds the writer's start (a python's): a little under 1 MiB.
            #expect(lowest >= 0.75 * 1_048_576 && highest <= 1.1 * 1_048_576, "\(summary)")
        }
    }
}
