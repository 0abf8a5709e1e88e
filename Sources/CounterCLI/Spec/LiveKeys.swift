import CounterEngine
import CounterTUI
import Foundation

/// `rate`, `warn`, `critical`, `below` and `history`: what live samples go through.
enum LiveKeys {
    /// The one parser of `history`: a whole number of samples from 1 to `SampleHistory.maximumCapacity`.
    enum History: OptionParser {
        /// Any text: no names to offer to completions.
        static let names: [String] = []

        /// The samples `text` asks to keep.
        static func read(_ text: String, key: String = "history") throws(SpecError) -> Int {
            guard let n = Int(text), (1...SampleHistory.maximumCapacity).contains(n) else {
                throw SpecError(key: key, got: text, expected: "a whole number of samples from 1 to \(SampleHistory.maximumCapacity)")
            }
            return n
        }
    }

    /// `rate`, `warn`, `critical`, `below` and `history`, checked together and against whether
    /// the counter is `fed` live values.
    static func read(_ values: CounterOptions, fed: Bool) throws(SpecError)
        -> (RateUnit?, Thresholds?, Int?)
    {
        var thresholds: Thresholds?
        if let rate = values.rate {
            guard fed else {
                throw SpecError(key: "rate", got: values.text(.rate) ?? rate.rawValue, expected: "it with command (or --stdin): a rate needs live totals")
            }
            if values.has(.from) || values.has(.to) {
                let key: CounterKey = values.has(.from) ? .from : .to
                throw SpecError(key: key.rawValue, got: values.text(key) ?? "", expected: "no from or to with rate (the rate comes from the samples)")
            }
        }
        // A duration is its seconds: `--warn 5m` on a countdown shown as a time means 5:00 left.
        let (warn, critical) = (values.warn, values.critical)
        let below = values.below ?? false
        if values.has(.below), warn == nil && critical == nil {
            throw SpecError(key: "below", got: values.text(.below) ?? "", expected: "it together with warn or critical")
        }
        if let warn, let critical, below ? critical > warn : critical < warn {
            throw SpecError(key: "critical", got: values.text(.critical) ?? "",
                            expected: below ? "a value at or below warn with below: true" : "a value at or above warn (or below: true)")
        }
        if warn != nil || critical != nil { thresholds = Thresholds(warn: warn, critical: critical, below: below) }
        if values.history != nil, !fed {
            throw SpecError(key: "history", got: values.text(.history) ?? "", expected: "it with command (or --stdin): history keeps live samples")
        }
        return (values.rate, thresholds, values.history)
    }
}
