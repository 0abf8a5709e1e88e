/// When a scene's picture changes: what the render loop asks to know when to draw next and
/// when to stop. Reads the scene as it was last advanced; changes nothing.
package protocol SceneSchedule: AnyObject {
    /// True when nothing moves any more at `time`.
    func isSettled(at time: Double) -> Bool
    /// True when the count has arrived at `time`, though the end may still blink (`--flash-end`):
    /// a key ends a held screen from then on.
    func hasEnded(at time: Double) -> Bool
    /// Animation time at which everything has arrived (for `--stats`).
    var endTime: Double { get }
    /// The earliest animation time after `time` at which the picture may differ from the one
    /// drawn at `time`: at most `soonest` (the next tick) when it may change by then or that
    /// cannot be known cheaply; infinity when nothing changes until something new arrives.
    func nextChange(after time: Double, soonest: Double) -> Double
    /// The first animation time after `time` at which the picture changes by itself once the
    /// scene has settled (a value turning stale, its age ticking over); nil for none. The render
    /// loop wakes then, and not before.
    func restingChange(after time: Double) -> Double?
}

extension SceneSchedule {
    /// Without an end that moves, the count has ended when nothing moves.
    package func hasEnded(at time: Double) -> Bool { isSettled(at: time) }
    /// Without a better answer, the picture may change at every tick.
    package func nextChange(after time: Double, soonest: Double) -> Double { soonest }
    /// Without a better answer, nothing changes by itself at rest.
    package func restingChange(after time: Double) -> Double? { nil }
}
