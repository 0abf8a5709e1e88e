import CounterLocales
import CounterSystem
import Foundation
@testable import CounterCLI

#if canImport(Glibc)
import Glibc
#endif

/// A run's time zone and instant: TZ as a shell exports it for one run (read as `main` reads
/// it), and runs that end before any display (`--frame-at`, refusals, help) at a chosen time
/// of day, as `COUNTER_TUI_TEST_EPOCH` starts the binary's wall clock.
extension ProgramRun {
    /// Seconds since the epoch of `text` (`2026-11-27 13:45:30`, UTC).
    static func epoch(_ text: String) -> Double {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        return formatter.date(from: text)?.timeIntervalSince1970 ?? .nan
    }

    /// Runs `body` (its runs) with TZ set to `tz` as a shell would export it, read as `main`
    /// reads it (`LocalZoneVariable.prepare`) and with the zone Foundation keeps
    /// (`TimeZone.current`) read again; then puts TZ and that zone back. What `body` gave, and
    /// the line `main` would have written on stderr about TZ (nil: none). No other run meanwhile.
    static func inZone<T>(_ tz: String, _ body: () throws -> T) rethrows -> (result: T, warning: String?) {
        exclusive.lock()
        defer { exclusive.unlock() }
        let saved = getenv("TZ").map { String(cString: $0) }
        defer {
            if let saved { setenv("TZ", saved, 1) } else { unsetenv("TZ") }
            NSTimeZone.resetSystemTimeZone()
        }
        setenv("TZ", tz, 1)
        NSTimeZone.resetSystemTimeZone()
        let warning = LocalZoneVariable.prepare()
        NSTimeZone.resetSystemTimeZone()
        return (try body(), warning)
    }

    /// Runs `arguments` in-process to an end that comes before any display (a `--frame-at`
    /// frame, a refusal, a help), in `environment`, the wall clock at `timeOfDay`.
    static func once(_ arguments: [String], timeOfDay: Double = noon,
                     environment: Environment = InProcessRun.pipes) -> InProcessRun {
        exclusive.lock()
        defer { exclusive.unlock() }
        let loop = ManualMainLoop(time: ManualTime(timeOfDay: timeOfDay))
        loop.begin()
        defer { loop.end() }
        return InProcessRun(arguments, environment: environment)
    }
}
