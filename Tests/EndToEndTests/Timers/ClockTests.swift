import Foundation
import Testing

extension LongTerminalRuns {
    /// `counter-tui clock` through the real binary, for what only a real process shows: it reads
    /// the real-time clock (under faketime), and it is right at once after Ctrl-Z and `fg` in a
    /// real shell. (Its times, zones, DST, midnight, boards, keys and frames run in-process at a
    /// chosen instant: ClockProgramTests, ClockZoneProgramTests.)
    @Suite(.serialized) struct ClockTests {
        /// Under faketime (an offset of +3 minutes: within the uptime of any machine that runs
        /// the tests) the clock shows the faked time: it reads the real-time clock, as it must to
        /// be right after a suspend, not the monotonic one.
        @Test func itReadsTheRealTimeClock() throws {
            let command = "TZ=UTC FAKETIME_DONT_FAKE_MONOTONIC=1 SWIFT_BACKTRACE=interactive=no timeout 20 faketime -f +180s "
                + "\(Binary.path) clock --seconds --utc --style label | head -n 3"
            let before = Date().timeIntervalSince1970
            let result = try Spawn.run(["sh", "-c", command])
            let lines = result.stdout.split(separator: "\n").map(String.init)
            #expect(lines.count == 3, "\(result)")
            let parts = (lines.first ?? "").split(separator: ":").compactMap { Int($0) }
            let shown = parts.count == 3 ? parts[0] * 3600 + parts[1] * 60 + parts[2] : -1
            let expected = (Int(before) + 180) % 86_400
            #expect(abs(((shown - expected + 43_200) % 86_400 + 86_400) % 86_400 - 43_200) <= 2,
                    "shows \(lines.first ?? "nothing"), expected about \(expected) s into the UTC day (is faketime installed?)")
        }

        /// Ctrl-Z for 3 s, then `fg`: the clock shows the time it is at once (it reads the wall
        /// clock at each change; a clock on the monotonic clock would be 3 s behind).
        @Test func rightAfterCtrlZAndFg() throws {
            let tmux = try Tmux.interactiveBash()
            try tmux.startDirect("clock --seconds --utc --style label")
            #expect(try tmux.wait { try tmux.display("#{alternate_on}") == "1" })
            let pid = try #require(try tmux.appPid())
            try tmux.keys("C-z")
            #expect(tmux.wait(timeout: 3) { ProcessStat(pid)?.state == "T" })
            usleep(3_000_000)
            try tmux.keys("fg", "Enter")
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = "HH:mm:ss"
            var screen = ""
            // Within a second of now (the frame of this second or the last).
            let right = tmux.wait(timeout: 3) {
                screen = (try? tmux.screen()) ?? ""
                let now = Date()
                return [0.0, -1].contains { screen.contains(formatter.string(from: now.addingTimeInterval($0))) }
            }
            #expect(right, "after fg: \(screen)")
            try tmux.keys("q")
            try tmux.recordStatus()
            #expect(try tmux.status() == 0)
        }
    }
}
