import Foundation

/// What a zone's rules were found to be from an instant until its next DST change (at most a
/// day): a clock asks for them several times a second, and ICU's answers cost. Never kept past
/// the change it names, so the offset of a new instant is the zone's at that instant.
final class ZoneRulesCache: @unchecked Sendable {
    /// One stretch of time with one offset and abbreviation.
    struct Stretch {
        var from: Double
        var until: Double
        var offset: Int
        var abbreviation: String
        /// The zone's next change after `from`; nil: none.
        var next: Double?
    }

    private let lock = NSLock()
    private var stretch: Stretch?

    /// The stretch holding `instant`, made by `make` when the one kept does not.
    func stretch(at instant: Double, make: (Double) -> Stretch) -> Stretch {
        lock.lock()
        defer { lock.unlock() }
        if let kept = stretch, kept.from <= instant, instant < kept.until { return kept }
        let made = make(instant)
        stretch = made
        return made
    }
}
