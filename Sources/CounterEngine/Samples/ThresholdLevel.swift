/// How a value stands against its thresholds: fine, past `warn`, or past `critical`.
package enum ThresholdLevel: Int, Sendable, Comparable, CaseIterable {
    case normal, warn, critical

    package static func < (a: ThresholdLevel, b: ThresholdLevel) -> Bool { a.rawValue < b.rawValue }
}
