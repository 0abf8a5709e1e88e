/// Animation time derived from clock time, with pauses cut out.
///
/// While paused, animation time stands still; on resume it continues where it stopped.
public struct Timeline: Sendable, Equatable {
    private var pausedAt: Double?
    private var offset: Double = 0

    public init() {}

    /// Makes animation time 0 at clock time `now` (when the first frame is drawn).
    public mutating func begin(at now: Double) {
        pausedAt = nil
        offset = now
    }

    public var isPaused: Bool { pausedAt != nil }

    /// Animation time for clock time `now`.
    public func time(at now: Double) -> Double { (pausedAt ?? now) - offset }

    public mutating func pause(at now: Double) {
        if pausedAt == nil { pausedAt = now }
    }

    public mutating func resume(at now: Double) {
        if let since = pausedAt {
            offset += max(now - since, 0)
            pausedAt = nil
        }
    }

    /// Pauses when running, resumes when paused.
    public mutating func toggle(at now: Double) {
        if isPaused { resume(at: now) } else { pause(at: now) }
    }
}
