/// Animation time derived from clock time, with pauses cut out.
///
/// While paused, animation time stands still; on resume it continues where it stopped.
package struct Timeline: Sendable, Equatable {
    private var pausedAt: Double?
    private var offset: Double = 0

    package init() {}

    /// Makes animation time 0 at clock time `now` (when the first frame is drawn).
    package mutating func begin(at now: Double) {
        pausedAt = nil
        offset = now
    }

    package var isPaused: Bool { pausedAt != nil }

    /// Animation time for clock time `now`.
    package func time(at now: Double) -> Double { (pausedAt ?? now) - offset }

    package mutating func pause(at now: Double) {
        if pausedAt == nil { pausedAt = now }
    }

    package mutating func resume(at now: Double) {
        if let since = pausedAt {
            offset += max(now - since, 0)
            pausedAt = nil
        }
    }

    /// Pauses when running, resumes when paused.
    package mutating func toggle(at now: Double) {
        if isPaused { resume(at: now) } else { pause(at: now) }
    }
}
