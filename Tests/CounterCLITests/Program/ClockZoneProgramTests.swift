import CounterSystem
import Foundation
import Testing
@testable import CounterCLI

/// The clock's round-2 defects, the whole program in-process and piped, at a chosen instant
/// and with TZ as a shell would export it (`ProgramRun.inZone`; they ran the binary under
/// `COUNTER_TUI_TEST_EPOCH` through `head`): a `%T` date line without `--seconds`, AM/PM after
/// the time, the zone names `--tz` and `--until` share, TZ with date(1)'s leading colon, and the
/// lengths and limits their errors name.
@MainActor
@Suite struct ClockZoneProgramTests {
    /// The first `count` plain lines of `counter-tui ARGUMENTS` piped from `start` (UTC), one a
    /// second, with TZ `tz`; stderr, and the line `main` writes about TZ (nil: none).
    func lines(_ arguments: [String], from start: String, count: Int, tz: String = "UTC") -> (lines: [String], stderr: String, warning: String?) {
        let (run, warning) = ProgramRun.inZone(tz) {
            ProgramRun(arguments, timeOfDay: ProgramRun.epoch(start), piped: true) { program in
                program.advance(by: Double(count - 1) + 0.5)
            }
        }
        return (Array(ProgramRun.plainLines(run.stdout).prefix(count)), run.stderr, warning)
    }

    /// A run's status and stderr (nothing drawn: `--frame-at 0` prints one frame and ends), at
    /// 2026-11-27 08:47:20 UTC.
    func status(_ arguments: [String]) -> InProcessRun {
        ProgramRun.inZone("UTC") { ProgramRun.once(arguments, timeOfDay: ProgramRun.epoch("2026-11-27 08:47:20")) }.result
    }

    /// `--date '%T'` without `--seconds`: the date line's %T is the time it is, each second.
    @Test func aSecondsDateLineShowsAndTicksEachSecondWithoutSeconds() {
        let run = lines(["clock", "--utc", "--date", "%T", "--style", "label"], from: "2026-11-27 08:47:20", count: 2)
        #expect(run.lines == ["08:47:20 08:47", "08:47:21 08:47"], "\(run)")
        let minutes = lines(["clock", "--utc", "--date", "%H:%M", "--style", "label"], from: "2026-11-27 08:47:20", count: 1)
        #expect(minutes.lines == ["08:47 08:47"], "\(minutes)")
    }

    /// The same on a board: a card's `date: "%T"` (in its title) is the time it is, each
    /// second; a card's zone is any name --tz takes (US/Pacific).
    @Test func aBoardCardsSecondsDateLineTicksEachSecond() throws {
        let board = FileManager.default.temporaryDirectory.appendingPathComponent("clockfix-\(UUID().uuidString).yaml")
        try "counters:\n  - title: Here\n    clock: UTC\n    date: \"%T\"\n  - title: US\n    clock: US/Pacific\n"
            .write(to: board, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: board) }
        let run = lines(["dashboard", board.path], from: "2026-11-27 08:47:20", count: 2)
        #expect(run.lines == ["Here · 08:47:20: 08:47 | US: 00:47", "Here · 08:47:21: 08:47 | US: 00:47"], "\(run)")
    }

    /// Piped 12-hour lines put AM/PM after the time, after the date line too.
    @Test func pipedTwelveHourLinesPutAMAfterTheTime() {
        let plain = lines(["clock", "--12h", "--seconds", "--utc"], from: "2026-11-27 08:44:31", count: 1)
        #expect(plain.lines == ["8:44:31 AM"], "\(plain)")
        let dated = lines(["clock", "--12h", "--seconds", "--utc", "--date", "%a %d %b"], from: "2026-11-27 08:41:21", count: 1)
        #expect(dated.lines == ["Fri 27 Nov 8:41:21 AM"], "\(dated)")
        let label = lines(["clock", "--12h", "--seconds", "--utc", "--style", "label"], from: "2026-11-27 13:45:30", count: 1)
        #expect(label.lines == ["1:45:30 PM"], "\(label)")
    }

    /// `--until` takes the zone names `clock --tz` takes, and both refuse the same names (an
    /// offset written as GMT+15 or UTC+5 told how to name it).
    @Test func untilTakesTheZoneNamesClockTakes() {
        for zone in ["Etc/UTC", "US/Pacific", "Etc/GMT-14", "EST5EDT"] {
            let until = status(["--until", "2026-12-31 23:59 \(zone)", "--frame-at", "0", "--size", "30x3"])
            #expect(until.status == 0, "--until … \(zone): \(until.status) \(until.stderr)")
            let clock = status(["clock", "--tz", zone, "--frame-at", "0", "--size", "30x3"])
            #expect(clock.status == 0, "clock --tz \(zone): \(clock.status) \(clock.stderr)")
        }
        for zone in ["GMT+15", "GMT-14", "UTC+5", "Europe/Berln"] {
            let clock = status(["clock", "--tz", zone, "--frame-at", "0", "--size", "30x3"])
            #expect(clock.status == 64 && clock.stderr.contains("unknown time zone '\(zone)'"), "clock --tz \(zone): \(clock.status) \(clock.stderr)")
            if zone != "Europe/Berln" { #expect(clock.stderr.contains("Etc/GMT-5 is UTC+5"), "how to name an offset: \(clock.stderr)") }
            let until = status(["--until", "2026-12-31 23:59 \(zone)", "--frame-at", "0", "--size", "30x3"])
            #expect(until.status == 64 && until.stderr.contains("no time zone is named '\(zone)'"), "--until … \(zone): \(until.status) \(until.stderr)")
        }
    }

    /// TZ with date(1)'s leading colon is the zone it names (a name or a path into the zone
    /// database), for the clock and for `--until`; a fixed POSIX offset of whole hours is read
    /// (west positive); a POSIX rule is said in one line, not taken silently as UTC.
    @Test func tzWithALeadingColonIsTheZoneItNames() {
        let clock = ["clock", "--seconds", "--style", "label"]
        let berlin = lines(clock, from: "2026-11-27 13:45:30", count: 1, tz: ":Europe/Berlin")
        #expect(berlin.lines == ["14:45:30"] && berlin.warning == nil, "TZ=:Europe/Berlin: \(berlin)")
        let path = lines(clock, from: "2026-11-27 13:45:30", count: 1, tz: ":/usr/share/zoneinfo/Europe/Berlin")
        #expect(path.lines == ["14:45:30"] && path.warning == nil, "TZ=:/usr/share/zoneinfo/Europe/Berlin: \(path)")
        // Counting to 23:00 Berlin time (22:00 UTC) from 21:00 UTC: an hour.
        let until = lines(["--until", "23:00", "--style", "label"], from: "2026-11-27 21:00:00", count: 1, tz: ":Europe/Berlin")
        #expect(until.lines == ["1:00:00"], "TZ=:Europe/Berlin --until 23:00: \(until)")
        for (fixed, shown) in [("EST5", "08:45:30"), ("<+03>-3", "16:45:30"), ("UTC0", "13:45:30")] {
            let run = lines(clock, from: "2026-11-27 13:45:30", count: 1, tz: fixed)
            #expect(run.lines == [shown] && run.stderr.isEmpty && run.warning == nil, "TZ=\(fixed): \(run)")
        }
        for rule in ["EST5EDT,M3.2.0,M11.1.0", "CET-1CEST,M3.5.0,M10.5.0/3", "Foo/Bar"] {
            let run = lines(clock, from: "2026-11-27 13:45:30", count: 1, tz: rule)
            let warning = run.warning ?? ""
            #expect(warning.contains("TZ='\(rule)'") && !warning.contains("\n") && run.stderr.isEmpty, "TZ=\(rule): one line on stderr: \(run)")
        }
    }

    /// A POSIX offset keeps its sign as the C library and date(1) read it, west of Greenwich
    /// positive (`UTC-5` is five hours east), minutes too, for the clock and for `--until`;
    /// /etc/localtime named by its path is the zone it is. Foundation read these with the sign
    /// the other way (`TZ=UTC-5` ten hours off), and `:/etc/localtime` drew a warning.
    @Test func posixOffsetsKeepTheirSignAsDateReadsThem() {
        let clock = ["clock", "--seconds", "--style", "label"]
        // `TZ=X date -d '2026-11-27 13:45:30 UTC' +%T` for each.
        for (tz, shown) in [("UTC-5", "18:45:30"), ("GMT-1", "14:45:30"), ("GMT+3", "10:45:30"), ("UTC+3", "10:45:30"),
                            ("UTC-05:30", "19:15:30"), ("UTC-14", "03:45:30"), ("<+0530>-5:30", "19:15:30"),
                            ("EST5", "08:45:30"), ("EST5EDT", "08:45:30"), (":Europe/Berlin", "14:45:30"),
                            ("Europe/Berlin", "14:45:30")] {
            let run = lines(clock, from: "2026-11-27 13:45:30", count: 1, tz: tz)
            #expect(run.lines == [shown] && run.warning == nil && run.stderr.isEmpty, "TZ=\(tz): \(run)")
        }
        // 23:00 five hours east of Greenwich is 18:00 UTC: 4:14:30 from 13:45:30 UTC.
        let until = lines(["--until", "23:00", "--style", "label"], from: "2026-11-27 13:45:30", count: 1, tz: "UTC-5")
        #expect(until.lines == ["4:14:30"], "TZ=UTC-5 --until 23:00: \(until)")
        let system = lines(clock, from: "2026-11-27 13:45:30", count: 1, tz: ":/etc/localtime")
        #expect(system.warning == nil && system.stderr.isEmpty, "TZ=:/etc/localtime: \(system)")
    }

    /// A time a change of the clock skips falls on the first instant that exists after it (the
    /// change itself), whatever the gap's length, for a time of day and for a dated target, as
    /// docs/timers.md says. Foundation alone moved it on by the gap (02:30 Berlin ended at 03:30
    /// CEST, 2:30:00 left) and a dated target in a gap that is not an hour a day late.
    @Test func aTimeTheClockSkipsFallsOnTheFirstThatExists() {
        let label = ["--style", "label"]
        // 2027-03-28 00:00 CET (23:00 UTC the day before); the clock goes from 02:00 to 03:00.
        for target in ["02:30", "02:59", "03:00"] {
            let run = lines(["--until", target] + label, from: "2027-03-27 23:00:00", count: 1, tz: "Europe/Berlin")
            #expect(run.lines == ["2:00:00"], "--until \(target) in Berlin: \(run)")
        }
        let after = lines(["--until", "03:01"] + label, from: "2027-03-27 23:00:00", count: 1, tz: "Europe/Berlin")
        #expect(after.lines == ["2:01:00"], "--until 03:01: \(after)")
        // Lord Howe goes from 02:00 (+10:30) to 02:30 (+11) on 2027-10-03, 15:30 UTC the day before.
        let lordHowe = lines(["--until", "2027-10-03 02:15 Australia/Lord_Howe"] + label, from: "2027-10-02 15:00:00", count: 1)
        #expect(lordHowe.lines == ["30:00"], "Lord Howe: \(lordHowe)")
        // Troll goes from 01:00 (+00) to 03:00 (+02) on 2027-03-28, 01:00 UTC.
        let troll = lines(["--until", "2027-03-28 01:30 Antarctica/Troll"] + label, from: "2027-03-28 00:00:00", count: 1)
        #expect(troll.lines == ["1:00:00"], "Troll: \(troll)")
        // A time that exists is itself, the day after a change too.
        let berlin = lines(["--until", "2027-03-29 02:30 Europe/Berlin"] + label, from: "2027-03-28 23:30:00", count: 1)
        #expect(berlin.lines == ["1:00:00"], "Berlin the day after: \(berlin)")
    }

    /// A date format longer than 200 characters and a target beyond 1e9 s say why.
    @Test func longDateFormatsAndFarTargetsSayWhy() {
        let long = status(["clock", "--date", String(repeating: "%Y", count: 101), "--frame-at", "0"])
        #expect(long.status == 64 && long.stderr.contains("202 characters"), "\(long.status) \(long.stderr)")
        let within = status(["--until", "2058-06-01", "--frame-at", "0", "--size", "30x3"])
        #expect(within.status == 0, "2058-06-01 is within 1e9 s, as the docs say: \(within.stderr)")
        let beyond = status(["--until", "2058-09-01", "--frame-at", "0", "--size", "30x3"])
        #expect(beyond.status == 64 && beyond.stderr.contains("1e9 s"), "\(beyond.status) \(beyond.stderr)")
    }
}
