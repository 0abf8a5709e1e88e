import CounterEngine

/// When the next frame is due: the first instant of the grid at or after the picture's next
/// change (the next instant while it changes with every one), or the animation's end when that
/// comes first. Ticks that would draw the picture already on screen are skipped: a countdown of
/// seconds wakes once a second. The instants are the grid's, anchored at the start: a frame drawn
/// late does not shift the ones after it.
@MainActor
enum FrameSchedule {
    /// The longest time between two frames while the scene is not at rest.
    static let longestSkip = 1.0

    /// The clock time of the frame after one drawn at clock time `now`, on `grid`.
    static func next(after now: Double, grid: FrameGrid, timeline: Timeline, scene: Scene) -> Double {
        let tick = grid.instant(after: now)
        guard !timeline.isPaused else { return tick }
        let time = timeline.time(at: now)
        let untilEnd = scene.endTime - time
        let change = scene.nextChange(after: time, soonest: time + (tick - now))
        var next = tick
        if change > time + (tick - now) {
            // Nothing known to change before then: look again within a second at the latest.
            let latest = grid.instant(atOrAfter: now + max(longestSkip, grid.period))
            next = change.isFinite ? min(grid.instant(atOrAfter: now + (change - time)), latest) : latest
            next = max(next, tick)
        }
        return untilEnd > 0 && now + untilEnd < next ? now + untilEnd : next
    }
}
