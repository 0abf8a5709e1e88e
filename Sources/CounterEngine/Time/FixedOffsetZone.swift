/// A zone whose offset never changes: UTC, and the zones of tests (with a transition list of
/// their own, they can stand for a zone with DST).
package struct FixedOffsetZone: ZoneRules, Equatable {
    package var name: String
    /// Seconds ahead of UTC before the first change.
    package var seconds: Int
    package var abbreviationText: String
    /// Changes, in order: from this instant on, this offset and abbreviation.
    package var changes: [(instant: Double, seconds: Int, abbreviation: String)]

    package init(name: String = "UTC", seconds: Int = 0, abbreviation: String = "UTC",
                 changes: [(instant: Double, seconds: Int, abbreviation: String)] = []) {
        self.name = name
        self.seconds = seconds
        self.abbreviationText = abbreviation
        self.changes = changes
    }

    /// UTC.
    package static let utc = FixedOffsetZone()

    package func offset(at instant: Double) -> Int {
        changes.last(where: { $0.instant <= instant })?.seconds ?? seconds
    }

    package func nextTransition(after instant: Double) -> Double? {
        changes.first(where: { $0.instant > instant })?.instant
    }

    package func abbreviation(at instant: Double) -> String {
        changes.last(where: { $0.instant <= instant })?.abbreviation ?? abbreviationText
    }

    package static func == (a: FixedOffsetZone, b: FixedOffsetZone) -> Bool {
        a.name == b.name && a.seconds == b.seconds && a.abbreviationText == b.abbreviationText
            && a.changes.map(\.instant) == b.changes.map(\.instant) && a.changes.map(\.seconds) == b.changes.map(\.seconds)
    }
}
