/// The live health of one counter: whether a value has come, why its source fails or was slow,
/// and how old its last value is. Fed the events of its source (`take(_:)`) and the arrival of
/// its values (`valueArrived(at:)`); the card's `!`, the note in its bottom edge and the status
/// line are read from it.
package struct CardHealth: Sendable, Equatable {
    /// No value has been measured yet (a live card with no `from` or `to`): it shows `—` (ASCII
    /// `-`) and why, never a `0` nobody measured. The first value clears it.
    package var awaitsValue = false
    /// Why the live source gives nothing (its last failure); nil: it gives values.
    package private(set) var failure: String?
    /// Why the source's last run was slow (still going at its timeout, its number kept); nil: not.
    package private(set) var slow: String?
    /// Why the card's last threshold command could not start (`on_warn could not start: …`);
    /// nil once one of its commands starts.
    package private(set) var triggerFailure: String?
    /// The counter is fed live values (stdin, a command): until the first arrives its number is
    /// not a measurement, so it has no threshold level (drawn neutral, not ok green).
    package var isLive = false
    /// Seconds after which the last value is stale (a card's default: three intervals of its
    /// command); nil: never.
    package var staleAfter: Double?
    /// Animation time of the last value measured (nil: none yet).
    package private(set) var lastValueAt: Double?

    /// A counter whose source has said nothing yet (no value awaited unless `awaitsValue` is set).
    package init() {}

    /// A live value has reached the counter.
    package var hasValue: Bool { lastValueAt != nil }

    /// The mark in a card's title: `!` while its source is failing or its threshold command
    /// could not start.
    package var badge: String { failure == nil && triggerFailure == nil ? "" : "!" }

    /// What is failing, for the status line: the source first, else the threshold command.
    package var problem: String? { failure ?? triggerFailure }

    /// No value measured yet on a live counter: its number (a placeholder, or a start nobody
    /// measured) has no threshold level.
    package var levelUnknown: Bool { awaitsValue || (isLive && !hasValue) }

    /// A threshold command of the card could not start, for `reason`; false when that was known.
    @discardableResult
    package mutating func triggerFailed(_ reason: String) -> Bool {
        defer { triggerFailure = reason }
        return triggerFailure != reason
    }

    /// A threshold command of the card has started: a start failure shown before is over;
    /// false when there was none.
    @discardableResult
    package mutating func triggerStarted() -> Bool {
        defer { triggerFailure = nil }
        return triggerFailure != nil
    }

    /// A value arrived at animation time `time`; whether it was awaited (the first one).
    package mutating func valueArrived(at time: Double) -> Bool {
        lastValueAt = time
        defer { awaitsValue = false }
        return awaitsValue
    }

    /// Takes an event of the counter's source: a failure, a slow run or a recovery; false when
    /// nothing changed (other events say nothing of health).
    @discardableResult
    package mutating func take(_ event: LiveEvent) -> Bool {
        let before = self
        switch event {
        case .failed(let reason):
            failure = reason
            slow = nil
        case .slow(let reason):
            // Its number counted: not a failure, but the status line says it was slow.
            failure = nil
            slow = reason
        case .recovered:
            // A failure mark is cleared only by a run that ends well.
            failure = nil
            slow = nil
        default:
            break
        }
        return self != before
    }

    /// True when the last value is older than `staleAfter` at `time`.
    package func isStale(at time: Double) -> Bool {
        guard let staleAfter, let lastValueAt else { return false }
        return time - lastValueAt > staleAfter
    }

    /// The note in a card's bottom edge at `time`: why there is no value yet; else how old a
    /// stale value is (`stale 12s`, `stale 5m`, `stale 2h`) and why its source fails (`exit 3:
    /// boom`), until a good run clears it; empty for none.
    package func note(at time: Double) -> String {
        if awaitsValue { return failure ?? "no value yet" }
        var parts: [String] = []
        if isStale(at: time), let lastValueAt { parts.append("stale " + Self.age(time - lastValueAt)) }
        if let failure { parts.append(failure) }
        return parts.joined(separator: ", ")
    }

    /// An age as people read it: seconds below two minutes, then minutes, then hours.
    package static func age(_ seconds: Double) -> String {
        let s = Int(seconds.rounded(.down))
        if s < 120 { return "\(s)s" }
        if s < 7200 { return "\(s / 60)m" }
        return "\(s / 3600)h"
    }

    /// The next animation time after `time` at which the card's picture changes by itself, with
    /// no new value: when its value turns stale, then each time its stale age ticks over; nil
    /// when nothing is due.
    package func restingChange(after time: Double) -> Double? {
        guard let staleAfter, let lastValueAt else { return nil }
        let staleAt = lastValueAt + staleAfter
        if time <= staleAt { return staleAt + 1e-6 }
        let age = time - lastValueAt
        let unit: Double = age < 120 ? 1 : age < 7200 ? 60 : 3600
        return lastValueAt + ((age / unit).rounded(.down) + 1) * unit
    }
}
