import CounterEngine
import Foundation
import Testing

extension LongTerminalRuns {
    /// termdown's habits through the real binary (issue 36): the shorthand is a timer that looks
    /// and behaves like one (big digits, the wall clock: Ctrl-Z for 5 s during `counter-tui 30s`
    /// left it at 0:28, termdown shows 0:23), dates with zones under faketime, a date that has
    /// passed refused, `1h 5m 30s`, `--no-seconds`, and every "see the names" hint pointing at a
    /// help that lists them (`--ease outt` named `--help`, which lists none).
    @Suite(.serialized) struct TermdownTargetTests {
        /// The binary run under faketime from `instant` (UTC; only CLOCK_REALTIME faked), in UTC.
        func faked(_ instant: String, _ arguments: [String]) throws -> Spawn.Output {
            var env = ProcessInfo.processInfo.environment
            env["SWIFT_BACKTRACE"] = "interactive=no"
            env["FAKETIME_DONT_FAKE_MONOTONIC"] = "1"
            env["TZ"] = "UTC"
            env.removeValue(forKey: "NO_COLOR")
            return try Spawn.run(["faketime", "-f", "@" + instant, Binary.path] + arguments, environment: env)
        }

        /// The text of a one-frame label snapshot (`--frame-at 0 --style label`), trimmed.
        func firstFrame(_ output: Spawn.Output) -> String {
            output.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                .joined(separator: "|")
        }

        /// Ctrl-Z for 5 s in the middle of `counter-tui 30s`, then `fg`: the count kept to the wall
        /// clock (0:23 or 0:24 left, as termdown), drawn in big digits, not a one-line label.
        @Test func theShorthandIsABigTimerOnTheWallClock() throws {
            let tmux = try Tmux.interactiveBash()
            try tmux.startDirect("30s --window-title")
            #expect(try tmux.wait { try tmux.display("#{alternate_on}") == "1" })
            // The title is the shown time: stop it once it has left 0:30 (0:29 about 1 s in; on a
            // loaded machine the poll may first see a later second: the check below counts from it).
            var first = ""
            let turned = try tmux.wait {
                first = try tmux.display("#{pane_title}")
                return first.hasPrefix("0:2") || first.hasPrefix("0:1")
            }
            let turnedAt = Date()
            let firstSeconds = first.split(separator: ":").last.flatMap { Double($0) } ?? 29
            #expect(turned, "the title is not the time: \((try? tmux.screen()) ?? "")")
            let pid = try #require(try tmux.appPid())
            try tmux.keys("C-z")
            #expect(tmux.wait(timeout: 3) { ProcessStat(pid)?.state == "T" })
            usleep(5_000_000)
            try tmux.keys("fg", "Enter")
            #expect(try tmux.wait { try tmux.display("#{alternate_on}") == "1" })
            usleep(400_000)
            let title = try tmux.display("#{pane_title}")
            // 0:23 or 0:24 on time; on a slow machine, what the wall clock says is left (±1 s).
            let left = firstSeconds - Date().timeIntervalSince(turnedAt)
            let shown = title.split(separator: ":").last.flatMap { Double($0) } ?? -99
            #expect((first == "0:29" && ["0:23", "0:24"].contains(title)) || abs(shown - left) <= 1,
                    "after 5 s stopped it shows \(title), \(left) s left (0:28 on the monotonic clock)")
            // Big digits fill the screen; the time is not a line of text.
            let screen = try tmux.screen()
            #expect(screen.split(separator: "\n").filter { $0.contains("█") || $0.contains("│") }.count >= 3, "\(screen)")
            #expect(!screen.contains("0:2"), "\(screen)")
            try tmux.keys("q")
            try tmux.recordStatus()
            #expect(try tmux.status() == 0)
        }

        /// `--no-wall-clock` keeps the old monotonic count: Ctrl-Z stops it.
        @Test func noWallClockStopsWithCtrlZ() throws {
            let tmux = try Tmux.interactiveBash()
            try tmux.startDirect("30s --no-wall-clock --window-title")
            #expect(try tmux.wait { try tmux.display("#{pane_title}") == "0:29" })
            let pid = try #require(try tmux.appPid())
            try tmux.keys("C-z")
            #expect(tmux.wait(timeout: 3) { ProcessStat(pid)?.state == "T" })
            usleep(3_000_000)
            try tmux.keys("fg", "Enter")
            #expect(try tmux.wait { try tmux.display("#{alternate_on}") == "1" })
            usleep(300_000)
            let title = try tmux.display("#{pane_title}")
            #expect(["0:29", "0:28"].contains(title), "after 3 s stopped it shows \(title)")
            try tmux.keys("q")
            try tmux.recordStatus()
            #expect(try tmux.status() == 0)
        }

        /// Dates, date-times and zones, at a faked 2026-12-31 23:58:00 UTC.
        @Test func datesAndZonesCountDownToTheirInstant() throws {
            let at = "2026-12-31 23:58:00"
            // faketime took: a time of day alone reads the faked clock.
            #expect(firstFrame(try faked(at, ["--until", "23:59", "--frame-at", "0"])) == "1:00", "faketime did not take")
            let cases: [([String], String)] = [
                (["--until", "2027-01-01"], "2:00"),
                (["--until", "2027-01-01 00:00 UTC"], "2:00"),
                (["--until", "2026-12-31T23:59:30Z"], "1:30"),
                (["--until", "2027-01-01 01:00 Europe/Berlin"], "2:00"),
                (["--until", "2027-01-01 01:00 +01:00"], "2:00"),
                (["--until", "2026-12-31 18:59 -0500"], "1:00"),
                (["2027-01-01 00:00 UTC"], "2:00"),
                (["2027-01-01", "00:01", "UTC"], "3:00"),
                // Over a day: days lead.
                (["--until", "2027-01-03 04:03:04 UTC"], "2d 04:05:04"),
                (["--until", "2027-01-01 00:10", "--no-seconds"], "12m"),
                (["1h 5m 30s"], "1:05:30"),
            ]
            for (arguments, shown) in cases {
                let output = try faked(at, arguments + ["--frame-at", "0", "--style", "label"])
                #expect(output.status == 0 && firstFrame(output) == shown, "\(arguments): \(output.stdout) \(output.stderr)")
            }
        }

        /// Big digits show what the label shows: minutes with `--no-seconds` (`25m`, `1h 05m`, the
        /// letters as text), days over a day (digit wheels showed 25:00 and 76:05:06).
        @Test func bigDigitsShowHiddenSecondsAndDays() throws {
            func frame(_ arguments: [String]) throws -> [String] {
                let output = try Binary.run(arguments + ["--frame-at", "0", "--size", "60x5", "--height", "3", "--font", "box"],
                                            environment: ["LANG": "C.UTF-8"])
                #expect(output.status == 0, "\(output.stderr)")
                return output.stdout.split(separator: "\n").map { String($0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            }
            #expect(try frame(["25m", "--no-seconds"]) == ["╶─╮ ╭─╴", "╭─╯ ╰─╮", "╰─╴ ╶─╯ m"])
            #expect(try frame(["1h5m", "--no-seconds"]) == ["╶┐        ╭─╮ ╭─╴", "│        │ │ ╰─╮", "╶┴╴ h     ╰─╯ ╶─╯ m"])
            #expect(try frame(["3d4h5m6s"]) == ["╶─╮       ╭─╮ ╷ ╷   ╭─╮ ╭─╴   ╭─╮ ╭─╴", "─┤       │ │ ╰─┤   │ │ ╰─╮   │ │ ├─╮",
                                                "╶─╯ d     ╰─╯   ╵ : ╰─╯ ╶─╯ : ╰─╯ ╰─╯"])
        }

        /// `--no-seconds` (termdown's `-s`) in each kind of timer: minutes, rounded up while
        /// counting down, seconds in the last minute; a stopwatch's first minute only.
        @Test func noSecondsInEveryTimer() throws {
            let cases: [([String], String)] = [
                (["25m", "--frame-at", "30"], "25m"), (["25m", "--frame-at", "60"], "24m"),
                (["25m", "--frame-at", "1441"], "0:59"), (["--stopwatch", "--frame-at", "59"], "0:59"),
                (["--stopwatch", "--frame-at", "61"], "1m"), (["--phase", "Work=5m", "--frame-at", "10"], "Work|5m"),
            ]
            for (arguments, shown) in cases {
                let output = try Binary.run(arguments + ["--no-seconds", "--style", "label", "--size", "30x3"])
                let lines = output.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                #expect(output.status == 0 && lines.joined(separator: "|") == shown, "\(arguments): \(output.stdout) \(output.stderr)")
            }
        }

        /// A date-time that has passed: one line, exit 64, nothing drawn.
        @Test func aTargetThatHasPassedIsRefused() throws {
            for (target, message) in [
                ("2026-12-31 23:57", "counter-tui: --until: 2026-12-31 23:57 has passed\n"),
                ("2025-01-01", "counter-tui: --until: 2025-01-01 has passed\n"),
                ("2026-12-31 23:59 Europe/Berlin", "counter-tui: --until: 2026-12-31 23:59 Europe/Berlin has passed\n"),
            ] {
                let output = try faked("2026-12-31 23:58:00", ["--until", target])
                #expect(output.status == 64 && output.stderr == message && output.stdout.isEmpty, "\(target): \(output)")
            }
            let shorthand = try faked("2026-12-31 23:58:00", ["2025-01-01"])
            #expect(shorthand.status == 64 && shorthand.stderr == "counter-tui: --until: 2025-01-01 has passed\n")
        }

        /// `--ease outt` names a help; that help lists every easing name (it named `--help`,
        /// which lists none). The same for a dashboard card's easing.
        @Test func theEasingHintPointsAtAHelpWithEveryName() throws {
            for arguments in [["--to", "5", "--ease", "outt"], ["--to", "5", "--ease", "wobble"],
                              ["dashboard", "--counter", "title=A,to=5,ease=outt"]] {
                let refusal = try Binary.run(arguments)
                #expect(refusal.status == 64)
                let hint = try #require(refusal.stderr.range(of: "every name: counter-tui "), "no hint in \(refusal.stderr)")
                let command = refusal.stderr[hint.upperBound...].prefix { $0 != ")" }.split(separator: " ").map(String.init)
                let help = try Binary.run(command)
                #expect(help.status == 0)
                let words = Set(help.stdout.split(whereSeparator: { " ,\n".contains($0) }).map(String.init))
                let missing = Easing.names.filter { !words.contains($0) }
                #expect(missing.isEmpty, "counter-tui \(command.joined(separator: " ")) lacks \(missing)")
            }
        }
    }
}
