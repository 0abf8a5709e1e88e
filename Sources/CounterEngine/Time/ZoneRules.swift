/// The rules of a time zone as a clock needs them: its offset from UTC at an instant and when
/// that next changes. The clock asks at every instant it shows, so an offset is never kept past
/// a change (DST). Foundation's zones implement it in CounterLocales; `FixedOffsetZone` is UTC
/// and the zone of tests.
package protocol ZoneRules: Sendable {
    /// The zone's name as it was asked for (`Europe/Berlin`, `UTC`, `local`).
    var name: String { get }
    /// Seconds the zone's clock is ahead of UTC at `instant` (seconds since the Unix epoch).
    func offset(at instant: Double) -> Int
    /// The first instant after `instant` at which the offset or the abbreviation changes; nil: none.
    func nextTransition(after instant: Double) -> Double?
    /// The zone's abbreviation at `instant` (`CET`, `EST`, `UTC`).
    func abbreviation(at instant: Double) -> String
}
