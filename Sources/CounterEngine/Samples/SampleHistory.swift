/// The last `capacity` samples of a counter, oldest first (`history: 60`).
package struct SampleHistory: Sendable, Equatable {
    package let capacity: Int
    /// The samples kept, oldest first.
    package private(set) var values: [Double] = []
    /// Samples taken in all (also those no longer kept).
    package private(set) var count = 0
    /// A fixed bottom of the sparkline's axis (`history_min:`, `axis: [0, 100]`); nil: the
    /// lowest sample shown.
    package var lower: Double?
    /// A fixed top of the axis (`history_max:`); nil: the highest sample shown.
    package var upper: Double?

    /// The most samples a history may keep.
    package static let maximumCapacity = 1000

    package init(capacity: Int, lower: Double? = nil, upper: Double? = nil) {
        self.capacity = min(max(capacity, 1), SampleHistory.maximumCapacity)
        self.lower = lower
        self.upper = upper
        values.reserveCapacity(self.capacity)
    }

    /// Keeps `value`, forgetting the oldest sample when full.
    package mutating func append(_ value: Double) {
        guard value.isFinite else { return }
        if values.count == capacity { values.removeFirst() }
        values.append(value)
        count += 1
    }

    /// The axis has a fixed end: its range is printed beside the sparkline.
    package var hasFixedAxis: Bool { lower != nil || upper != nil }

}
