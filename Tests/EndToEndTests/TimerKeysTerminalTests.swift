import Foundation
import Testing

extension LongTerminalRuns {
    /// termdown's keys through the real binary in a terminal (issue 36): `+`/`-` give a running
    /// countdown more or less time (on the monotonic and on the wall clock, `--until` too), `E`
    /// shows the time of day it ends, space pauses a wall-clock duration and moves its end, and
    /// `--quit-after` ends the run a while after the end.
    @Suite(.serialized) struct TimerKeysTerminalTests {
        /// `HH:MM:SS` on the local clock, `seconds` from now.
        func timeOfDay(_ epoch: Double) -> String {
            let formatter = DateFormatter()
            formatter.dateFormat = "HH:mm:ss"
            return formatter.string(from: Date(timeIntervalSince1970: epoch))
        }

        /// The issue's words: `+` during a 1-minute countdown shows 1:09 a second later (the key
        /// did nothing: 0:58).
        @Test func plusDuringAOneMinuteCountdownShowsOneNineASecondLater() throws {
            let tmux = try Tmux()
            try tmux.start("1m --style label")
            #expect(try tmux.wait { try tmux.screen().contains("0:59") }, "\((try? tmux.screen()) ?? "")")
            try tmux.keys("+")
            #expect(try tmux.wait(timeout: 2) { try tmux.screen().contains("1:09") }, "\((try? tmux.screen()) ?? "")")
            // It runs on from there, a second a second.
            #expect(try tmux.wait(timeout: 2.5) { try tmux.screen().contains("1:07") }, "\((try? tmux.screen()) ?? "")")
            try tmux.keys("q")
            #expect(try tmux.status() == 0)
        }

        /// `--step 1m`: `+` adds a minute and `-` takes it (an unknown option); on a board `+`
        /// changes every countdown card and leaves a number alone.
        @Test func stepSetsWhatPlusAndMinusMoveAndABoardTakesThem() throws {
            let tmux = try Tmux()
            try tmux.start("1m --step 1m --style label")
            #expect(try tmux.wait { try tmux.screen().contains("0:59") }, "\((try? tmux.screen()) ?? "")")
            try tmux.keys("+")
            #expect(try tmux.wait(timeout: 2) { try tmux.screen().contains("1:58") }, "\((try? tmux.screen()) ?? "")")
            try tmux.keys("-")
            #expect(try tmux.wait(timeout: 2) { try tmux.screen().contains("0:57") }, "\((try? tmux.screen()) ?? "")")
            try tmux.keys("q")
            #expect(try tmux.status() == 0)
            try tmux.start("dashboard --counter style=label,title=Tea,from=1m,to=0 --counter style=label,title=Eggs,from=5m,to=0"
                           + " --counter style=label,title=Sales,to=999")
            #expect(try tmux.wait { try tmux.screen().contains("0:59") && tmux.screen().contains("4:59") })
            try tmux.keys("+")
            #expect(try tmux.wait(timeout: 2) { try tmux.screen().contains("1:09") && tmux.screen().contains("5:09") },
                    "\((try? tmux.screen()) ?? "")")
            #expect(try tmux.wait { try tmux.screen().contains("999") }, "\((try? tmux.screen()) ?? "")")
            try tmux.keys("q")
            #expect(try tmux.status() == 0)
        }

        /// `-` (10 s) past the end ends the countdown as if it had arrived: `--on-done` runs, exit
        /// 0, the final frame 0:00 (the key did nothing: it ran its 8 s).
        @Test func minusPastTheEndEndsTheCountdownThere() throws {
            let tmux = try Tmux()
            let done = tmux.directory.appendingPathComponent("done").path
            try tmux.start("--from 8s --to 0 --on-done \"touch \(done)\"")
            #expect(try tmux.wait { try tmux.screen().contains("0:07") })
            try tmux.keys("-")
            #expect(try tmux.status(timeout: 3) == 0)
            #expect(FileManager.default.fileExists(atPath: done))
            #expect(try tmux.screen().contains("0:00"))
        }

        /// On the wall clock the end moves too: `--wall-clock` and `--until` (now + 30 s) take
        /// `+` (they did nothing).
        @Test func plusMovesTheEndOfAWallClockCountdownAndOfUntil() throws {
            let tmux = try Tmux()
            try tmux.start("--from 1m --to 0 --wall-clock")
            #expect(try tmux.wait { try tmux.screen().contains("0:59") })
            try tmux.keys("+")
            #expect(try tmux.wait(timeout: 2) { try tmux.screen().contains("1:09") }, "\((try? tmux.screen()) ?? "")")
            try tmux.keys("q")
            #expect(try tmux.status() == 0)
            let target = (Date().timeIntervalSince1970 + 30).rounded(.up)
            try tmux.start("--until \(timeOfDay(target))")
            #expect(try tmux.wait { try tmux.screen().contains("0:2") })
            // E names the time --until names, then the end 20 s later.
            try tmux.keys("E")
            #expect(try tmux.wait(timeout: 2) { try tmux.screen().contains("ends \(timeOfDay(target))") }, "\((try? tmux.screen()) ?? "")")
            try tmux.keys("+", "+")
            #expect(try tmux.wait(timeout: 2) { try tmux.screen().contains("0:4") }, "\((try? tmux.screen()) ?? "")")
            #expect(try tmux.wait(timeout: 2) { try tmux.screen().contains("ends \(timeOfDay(target + 20))") }, "\((try? tmux.screen()) ?? "")")
            try tmux.keys("q")
            #expect(try tmux.status() == 0)
        }

        /// With `--phase`, `+` gives the phase shown more time and `E` shows the end of the phase
        /// and of the plan, 30 s apart (+ did nothing, E showed nothing).
        @Test func plusAndEWorkOnThePhaseShown() throws {
            let tmux = try Tmux()
            try tmux.start("--phase Work=1m --phase Rest=30s")
            #expect(try tmux.wait { try tmux.screen().contains("Work") && tmux.screen().contains("0:59") })
            try tmux.keys("+")
            #expect(try tmux.wait(timeout: 2) { try tmux.screen().contains("1:09") }, "\((try? tmux.screen()) ?? "")")
            try tmux.keys("E")
            var line = ""
            #expect(try tmux.wait(timeout: 2) {
                line = try tmux.screen().split(separator: "\n").first { $0.contains("phase ends") }.map(String.init) ?? ""
                return line.contains("all end")
            }, "\((try? tmux.screen()) ?? "")")
            var times: [Int] = []
            for match in line.matches(of: /(\d\d):(\d\d):(\d\d)/) {
                let (h, m, sec) = (Int(match.output.1) ?? 0, Int(match.output.2) ?? 0, Int(match.output.3) ?? 0)
                times.append(h * 3600 + m * 60 + sec)
            }
            #expect(times.count == 2 && (times[1] - times[0] + 86_400) % 86_400 == 30, "\(line)")
            try tmux.keys("q")
            #expect(try tmux.status() == 0)
        }

        /// `+` on a stopwatch says what it changes instead (it said nothing).
        @Test func plusOnAStopwatchSaysItChangesCountdownsOnly() throws {
            let tmux = try Tmux()
            try tmux.start("--stopwatch")
            #expect(try tmux.wait { try tmux.display("#{alternate_on}") == "1" })
            try tmux.keys("+")
            #expect(try tmux.wait { try tmux.screen().contains("+: +/- change running countdowns only") }, "\((try? tmux.screen()) ?? "")")
            try tmux.keys("q")
            #expect(try tmux.status() == 0)
        }

        /// `E` shows the end's time of day under the count, and it moves with `+` (no line).
        @Test func eShowsTheEndTimeAndItMovesWithPlus() throws {
            let tmux = try Tmux()
            let start = Date().timeIntervalSince1970
            try tmux.start("--from 1m --to 0")
            #expect(try tmux.wait { try tmux.screen().contains("0:59") })
            try tmux.keys("E")
            var shown: Double?
            let ended = { (screen: String) -> Double? in
                guard let range = screen.range(of: #"ends \d\d:\d\d:\d\d"#, options: .regularExpression) else { return nil }
                let parts = screen[range].dropFirst(5).split(separator: ":").compactMap { Double($0) }
                return parts.count == 3 ? parts[0] * 3600 + parts[1] * 60 + parts[2] : nil
            }
            #expect(try tmux.wait(timeout: 2) { shown = ended(try tmux.screen()); return shown != nil }, "\((try? tmux.screen()) ?? "")")
            let expected = timeOfDay(start + 60).split(separator: ":").compactMap { Double($0) }
            let want = expected[0] * 3600 + expected[1] * 60 + expected[2]
            if let shown { #expect(abs(shown - want) <= 3 || abs(shown - want) >= 86_397, "ends \(shown) s, about \(want) s") }
            try tmux.keys("+")
            #expect(try tmux.wait(timeout: 2) {
                guard let now = ended(try tmux.screen()), let before = shown else { return false }
                return Int(now - before + 86_400) % 86_400 == 10
            }, "\((try? tmux.screen()) ?? "")")
            try tmux.keys("E")
            #expect(try tmux.wait(timeout: 2) { !(try tmux.screen().contains("ends ")) })
            try tmux.keys("q")
            #expect(try tmux.status() == 0)
        }

        /// Space pauses a `--wall-clock` countdown of 3 s for 1.5 s: it ends 4.5 s after it began
        /// (it refused to pause: 3 s).
        @Test func spacePausesAWallClockDurationAndMovesItsEnd() throws {
            let tmux = try Tmux()
            let d = tmux.directory.path
            let launcher = try tmux.script("timed", "date +%s.%N > \(d)/start; \"$@\"; date +%s.%N > \(d)/end")
            try tmux.start("--from 3s --to 0 --wall-clock", launcher: launcher)
            #expect(try tmux.wait { try tmux.display("#{alternate_on}") == "1" })
            usleep(500_000)
            try tmux.keys(" ")
            #expect(try tmux.wait(timeout: 1) { try tmux.screen().contains("‖ paused · space resumes") }, "\((try? tmux.screen()) ?? "")")
            usleep(1_500_000)
            try tmux.keys(" ")
            let start = try #require(tmux.secondsWritten("start"))
            let end = try #require(tmux.secondsWritten("end"))
            #expect(abs(end - start - 4.5) < 0.4, "took \(end - start) s")
            #expect(try tmux.status() == 0)
        }

        /// `--quit-after 2s`: the final frame stays 2 s, then the run ends with 0 (an unknown
        /// option); with `--hold` or a stopwatch it is refused in one line.
        @Test func quitAfterEndsTheRunThatLongAfterTheEnd() throws {
            let tmux = try Tmux()
            let d = tmux.directory.path
            let launcher = try tmux.script("timed", "date +%s.%N > \(d)/start; \"$@\"; date +%s.%N > \(d)/end")
            try tmux.start("--from 1s --to 0 --quit-after 2s --end-text Done", launcher: launcher)
            #expect(try tmux.wait { try tmux.screen().contains("Done") }, "\((try? tmux.screen()) ?? "")")
            #expect(try tmux.display("#{alternate_on}") == "1")
            let start = try #require(tmux.secondsWritten("start"))
            let end = try #require(tmux.secondsWritten("end"))
            #expect(abs(end - start - 3) < 0.5, "took \(end - start) s")
            #expect(try tmux.status() == 0)
            let held = try Binary.run(["1m", "--quit-after", "5s", "--hold"])
            #expect(held.status == 64 && held.stderr == "counter-tui: --quit-after: got --hold too; expected one of them (--hold waits for a key)\n")
            let watch = try Binary.run(["--stopwatch", "--quit-after", "5s"])
            #expect(watch.status == 64 && watch.stderr.hasPrefix("counter-tui: --quit-after: a stopwatch has no end"))
        }
    }
}
