/// The time of day a countdown ends, shown under it (`E`, as termdown's key): where animation
/// time is on the wall clock, and how a time of day is written (the command's words, in the
/// local zone: CounterTUI knows no zones).
package struct EndClock {
    /// Seconds since the Unix epoch at animation time 0 (while the count runs: the wall clock
    /// less the animation time; `TimerControls` sets it again after a pause or a stop).
    package var offset: Double
    /// Writes a time of day from seconds since the epoch (`14:32:10`).
    package let timeOfDay: (Double) -> String

    package init(offset: Double, timeOfDay: @escaping (Double) -> String) {
        self.offset = offset
        self.timeOfDay = timeOfDay
    }

    /// The line under the count: `ends 14:32:10`, or for phases the end of the phase shown
    /// and of the whole plan (`phase ends 14:05:00 · all end 15:10:00`); `end` and `phaseEnd`
    /// in animation time, infinite: no end.
    func text(end: Double, phaseEnd: Double?, ascii: Bool) -> String {
        let whole = end.isFinite ? timeOfDay(offset + end) : nil
        guard let phaseEnd, phaseEnd.isFinite, phaseEnd < end else { return whole.map { "ends " + $0 } ?? "" }
        let phase = "phase ends " + timeOfDay(offset + phaseEnd)
        return whole.map { phase + (ascii ? " - " : " · ") + "all end " + $0 } ?? phase
    }
}
