import Foundation
import Testing

extension LongTerminalRuns {
    /// The rate of a counted pipe through the real binary (issue 37): fed at a fixed pace by
    /// `scripts/paced_writer.py`, every piped line reads that pace (it read total / 5 s after five
    /// seconds), a pause reads 0 within a second and a half (it took the whole window to fall),
    /// and the run ends with its average, lowest and highest rate.
    @Suite(.serialized) struct PipeRateTests {
        let detached: DetachedShell

        init() throws { detached = try DetachedShell("ct-rate") }

        static let writer = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts/paced_writer.py").path

        /// One piped line: its seconds, total and rate (per second), and its other fields.
        struct Line {
            var elapsed: Double
            var bytes: Double
            var rate: Double?
            var fields: [String: String]

            init?(_ text: Substring) {
                var fields: [String: String] = [:]
                for part in text.split(separator: " ") {
                    let pair = part.split(separator: "=", maxSplits: 1)
                    guard pair.count == 2 else { return nil }
                    fields[String(pair[0])] = String(pair[1])
                }
                guard let elapsed = fields["elapsed"].flatMap({ Double($0.dropLast()) }),
                      let bytes = fields["bytes"].flatMap(Double.init) else { return nil }
                self.elapsed = elapsed
                self.bytes = bytes
                rate = fields["rate"].flatMap { Double($0.dropLast(2)) }
                self.fields = fields
            }
        }

        /// `$BIN` started half a second after the writer, which waits for its first read to
        /// begin its pace: the pace counts from the count's start, whichever process was slower
        /// to start (a python on a busy machine can take a fifth of a second).
        static func pipeline(_ arguments: String, _ options: String = "") -> String {
            "python3 \(writer) --wait-for-reader \(arguments) 2>/dev/null | (sleep 0.5; exec $BIN --count-bytes \(options))"
        }

        /// Feeds `$BIN --count-bytes` with the writer's `arguments`; its lines and its stderr.
        func count(_ arguments: String) throws -> (lines: [Line], stderr: String) {
            let run = try detached.run(Self.pipeline(arguments))
            #expect(run.status == 0, "\(run.stderr)")
            return (run.stdout.split(separator: "\n").compactMap(Line.init), run.stderr)
        }

        @Test func fortyMebibytesASecondReadAsFortyAndAPauseAsNothing() throws {
            let pace = 40.0 * 1_048_576
            let flowing = pace * 12
            // 40 MiB/s in 64 KiB writes (640 a second) for 12 s, then 4 s of nothing.
            let (lines, stderr) = try count("40M 64k 12 4")
            let all = lines.map { "\($0.elapsed) \($0.bytes) \($0.rate ?? -1)" }.joined(separator: "\n")
            // The writer is never ahead of its schedule: its start is at most each line's time
            // less the time its bytes take, so the pause began by `pause` at the latest.
            let start = lines.filter { $0.elapsed >= 1 && $0.bytes < flowing }.map { $0.elapsed - $0.bytes / pace }.min()
            let pause = try #require(start, "\(all)") + 12
            // Every line from the second second on, while the input flows: within 10 % of the pace.
            let flowLines = lines.filter { $0.elapsed >= 2 && $0.bytes < flowing }
            #expect(flowLines.count >= 9, "\(all)")
            for line in flowLines {
                let rate = try #require(line.rate, "\(all)")
                #expect(abs(rate - pace) / pace <= 0.10, "at \(line.elapsed) s: \(rate)\n\(all)")
            }
            // A second and a half into the pause, and until it ends: 0.
            let paused = lines.filter { $0.elapsed >= pause + 1.5 && $0.fields["avg"] == nil }
            #expect(paused.count >= 1, "pause at \(pause)\n\(all)")
            for line in paused { #expect(line.rate == 0 && line.bytes == flowing, "at \(line.elapsed) s\n\(all)") }
            // The last line and the summary: the pause's seconds were the lowest, a second of flow the highest.
            let last = try #require(lines.last, "\(all)")
            #expect(last.fields["min"] == "0.0/s", "\(last.fields)")
            let highest = try #require(last.fields["max"].flatMap { Double($0.dropLast(2)) }, "\(last.fields)")
            #expect(abs(highest - pace) / pace <= 0.10, "\(last.fields)")
            #expect(stderr.contains("503,316,480 bytes in ") && stderr.contains(" bytes/s avg, min 0.0 bytes/s, max "), "\(stderr)")
        }

        @Test func theSummaryGivesTheAverageTheLowestAndTheHighest() throws {
            // 1 MiB/s for 3 s, 2.5 s of nothing (a whole second of it), 1 MiB/s for 1 s.
            let (lines, stderr) = try count("1M 16k 3 2.5 1")
            let summary = try #require(stderr.split(separator: "\n").first { $0.contains(" bytes in ") }, "\(stderr)")
            let words = summary.split(separator: " ")
            // `4,194,304 bytes in 6.62 s, 633,590 bytes/s avg, min 0.0 bytes/s, max 1,048,576 bytes/s`
            #expect(words.first == "4,194,304", "\(summary)")
            let number = { (text: Substring) in Double(text.replacingOccurrences(of: ",", with: "")) ?? -1 }
            let seconds = number(words[3])
            // The average is the total over the time (written to a hundredth of a second).
            #expect(abs(number(words[5]) * seconds / 4_194_304 - 1) <= 0.002, "\(summary)")
            #expect(words[6...].joined(separator: " ").hasPrefix("bytes/s avg, min 0.0 bytes/s, max "), "\(summary)")
            let highest = number(words[words.count - 2])
            #expect(abs(highest - 1_048_576) / 1_048_576 <= 0.05, "\(summary)")
            // The piped last line says the same, as fields.
            let last = try #require(lines.last)
            #expect(last.fields["avg"] != nil && last.fields["min"] == "0.0/s", "\(last.fields)")
            let piped = try #require(last.fields["max"].flatMap { Double($0.dropLast(2)) }, "\(last.fields)")
            #expect(abs(piped - 1_048_576) / 1_048_576 <= 0.05, "\(last.fields)")
        }

        /// With an expected total the time left follows the rate: there while the input flows,
        /// gone a second and a half into a pause (the rate 0), back when the input is.
        @Test func theTimeLeftFollowsAPause() throws {
            // 1 MiB/s for 3 s, 3 s of nothing, 1 MiB/s for 2 s, of 8 MiB expected.
            let run = try detached.run(Self.pipeline("1M 16k 3 3 2", "--expect 8M"))
            #expect(run.status == 0, "\(run.stderr)")
            let lines = run.stdout.split(separator: "\n").compactMap(Line.init)
            let all = run.stdout
            let start = try #require(lines.filter { $0.elapsed >= 1 && $0.bytes < 3_145_728 }
                .map { $0.elapsed - $0.bytes / 1_048_576 }.min(), "\(all)")
            let flowing = lines.filter { $0.elapsed >= 1 && $0.bytes < 3_145_728 }
            #expect(!flowing.isEmpty && flowing.allSatisfy { $0.fields["left"] != nil }, "\(all)")
            let paused = lines.filter { $0.elapsed >= start + 4.5 && $0.elapsed < start + 6 }
            #expect(!paused.isEmpty, "\(all)")
            for line in paused { #expect(line.rate == 0 && line.fields["left"] == nil, "at \(line.elapsed) s\n\(all)") }
            let back = lines.filter { $0.bytes > 3_145_728 && $0.bytes < 5_242_880 && $0.elapsed >= start + 6.5 }
            #expect(!back.isEmpty && back.allSatisfy { $0.fields["left"] != nil && ($0.rate ?? 0) > 0 }, "\(all)")
        }

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
