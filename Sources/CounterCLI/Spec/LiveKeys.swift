import CounterEngine
import CounterTUI
import Foundation

/// `rate`, `warn`, `critical`, `below` and `history`: what live samples go through.
enum LiveKeys {
    /// `rate`, `warn`, `critical`, `below` and `history`.
    static func read(_ values: CounterOptions, fed: Bool) throws(SpecError)
        -> (RateUnit?, Thresholds?, Int?)
    {
        var rate: RateUnit?
        var thresholds: Thresholds?
        var history: Int?
        if let text = values[.rate] {
            let unit = try RateOption.parse(text)
            guard fed else {
                throw SpecError(key: "rate", got: text, expected: "it with command (or --stdin): a rate needs live totals")
            }
            if values[.from] != nil || values[.to] != nil {
                let key: CounterKey = values[.from] != nil ? .from : .to
                throw SpecError(key: key.rawValue, got: values[key] ?? "", expected: "no from or to with rate (the rate comes from the samples)")
            }
            rate = unit
        }
        // A duration is its seconds: `--warn 5m` on a countdown shown as a time means 5:00 left.
        let warn = try values[.warn].map { text throws(SpecError) in try NumberOption.level(text, key: "warn") }
        let critical = try values[.critical].map { text throws(SpecError) in try NumberOption.level(text, key: "critical") }
        var below = false
        if let text = values[.below] {
            below = try BoolOption.parse(text, key: "below")
            guard warn != nil || critical != nil else {
                throw SpecError(key: "below", got: text, expected: "it together with warn or critical")
            }
        }
        if let warn, let critical, below ? critical > warn : critical < warn {
            throw SpecError(key: "critical", got: values[.critical] ?? "",
                            expected: below ? "a value at or below warn with below: true" : "a value at or above warn (or below: true)")
        }
        if warn != nil || critical != nil { thresholds = Thresholds(warn: warn, critical: critical, below: below) }
        if let text = values[.history] {
            guard let n = Int(text), (1...SampleHistory.maximumCapacity).contains(n) else {
                throw SpecError(key: "history", got: text, expected: "a whole number of samples from 1 to \(SampleHistory.maximumCapacity)")
            }
            guard fed else {
                throw SpecError(key: "history", got: text, expected: "it with command (or --stdin): history keeps live samples")
            }
            history = n
        }
        return (rate, thresholds, history)
    }
}
