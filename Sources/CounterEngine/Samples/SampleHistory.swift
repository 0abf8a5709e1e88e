/// The last `capacity` samples of a counter, oldest first (`history: 60`).
public struct SampleHistory: Sendable, Equatable {
    public let capacity: Int
    /// The samples kept, oldest first.
    public private(set) var values: [Double] = []
    /// Samples taken in all (also those no longer kept).
    public private(set) var count = 0
    /// A fixed bottom of the sparkline's axis (`history_min:`, `axis: [0, 100]`); nil: the
    /// lowest sample shown.
    public var lower: Double?
    /// A fixed top of the axis (`history_max:`); nil: the highest sample shown.
    public var upper: Double?

    /// The most samples a history may keep.
    public static let maximumCapacity = 1000

    public init(capacity: Int, lower: Double? = nil, upper: Double? = nil) {
        self.capacity = min(max(capacity, 1), SampleHistory.maximumCapacity)
        self.lower = lower
        self.upper = upper
        values.reserveCapacity(self.capacity)
    }

    /// Keeps `value`, forgetting the oldest sample when full.
    public mutating func append(_ value: Double) {
        guard value.isFinite else { return }
        if values.count == capacity { values.removeFirst() }
        values.append(value)
        count += 1
    }

    /// The axis has a fixed end: its range is printed beside the sparkline.
    public var hasFixedAxis: Bool { lower != nil || upper != nil }

}
