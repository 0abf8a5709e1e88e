import CounterEngine

/// When the next frame is due: the first tick of the grid at or after the picture's next change
/// (the next tick while it changes with every one), or the animation's end when that comes
/// first. Ticks that would draw the picture already on screen are skipped: a countdown of
/// seconds wakes once a second.
@MainActor
enum FrameSchedule {
    /// The longest time between two frames while the scene is not at rest.
    static let longestSkip = 1.0

    /// The clock time of the frame after one drawn at clock time `now`, `period` apart.
    static func next(after now: Double, period: Double, timeline: Timeline, scene: Scene) -> Double {
        let grid = now + period
        guard !timeline.isPaused else { return grid }
        let time = timeline.time(at: now)
        let untilEnd = scene.endTime - time
        let change = scene.nextChange(after: time, soonest: time + period)
        var next = grid
        if change > time + period {
            // The first tick at or after the change; a microsecond's slack for where it was found.
            let ticks = change.isFinite ? ((change - time - 1e-6) / period).rounded(.up) : .infinity
            // Nothing known to change before then: look again within a second at the latest.
            next = now + min(max(ticks, 1) * period, max(longestSkip, period))
        }
        return untilEnd > 0 && now + untilEnd < next ? now + untilEnd : next
    }
}
