import Foundation

extension Calendar {
    /// The instant `parts` (a day and a time of day) names on this calendar's clock. A time a
    /// change of the clock skips (02:30 on the night summer time begins) is the first instant
    /// that exists after it: the change itself (03:00), whatever the gap's length. Foundation
    /// alone would move it on by the gap (03:30).
    func instant(_ parts: DateComponents) -> Date? {
        guard let candidate = date(from: parts) else { return nil }
        let shown = dateComponents([.hour, .minute, .second], from: candidate)
        if shown.hour == parts.hour && shown.minute == (parts.minute ?? 0) && shown.second == (parts.second ?? 0) {
            return candidate
        }
        // Skipped: the last change of the clock at or before the candidate is where the gap ends.
        var change: Date?
        var probe = candidate.addingTimeInterval(-2 * 86_400)
        while let next = timeZone.nextDaylightSavingTimeTransition(after: probe), next <= candidate {
            change = next
            probe = next
        }
        return change ?? candidate
    }
}
