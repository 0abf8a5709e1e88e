/// What happened as a scene advanced in time (`Scene.advance(to:)`), for the session's parts
/// to act on: `--bell` rings for any of them.
package struct SceneEvents: OptionSet, Sendable {
    /// The events as bits.
    package let rawValue: Int
    /// The events whose bits are set in `rawValue`.
    package init(rawValue: Int) { self.rawValue = rawValue }

    /// A timer moved on to a new phase.
    package static let phaseChanged = SceneEvents(rawValue: 1 << 0)
    /// The number shown crossed into another threshold level.
    package static let levelCrossed = SceneEvents(rawValue: 1 << 1)
    /// The counter arrived (its animation or timer ended).
    package static let arrived = SceneEvents(rawValue: 1 << 2)

    /// Something `--bell` rings for happened.
    package var alertDue: Bool { !isEmpty }
}
