/// The last `capacity` samples of a counter, oldest first (`history: 60`).
public struct SampleHistory: Sendable, Equatable {
    public let capacity: Int
    /// The samples kept, oldest first.
    public private(set) var values: [Double] = []
    /// Samples taken in all (also those no longer kept).
    public private(set) var count = 0

    /// The most samples a history may keep.
    public static let maximumCapacity = 1000

    public init(capacity: Int) {
        self.capacity = min(max(capacity, 1), SampleHistory.maximumCapacity)
        values.reserveCapacity(self.capacity)
    }

    /// Keeps `value`, forgetting the oldest sample when full.
    public mutating func append(_ value: Double) {
        guard value.isFinite else { return }
        if values.count == capacity { values.removeFirst() }
        values.append(value)
        count += 1
    }
}
