import CounterEngine
import CounterLive
import CounterTUI

/// `id`, `on_warn`, `on_critical`, `on_ok`, `span`, `width` and `stale`: what only a dashboard's
/// card has.
enum CardKeys {
    /// The one parser of `id`: letters, digits, `_`, `-` or `.`, at most 64.
    enum Id: OptionParser {
        /// Any text: no names to offer to completions.
        static let names: [String] = []

        /// `text`, when it is an id.
        static func read(_ text: String, key: String = "id") throws(SpecError) -> String {
            guard !text.isEmpty, text.count <= 64,
                text.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || "0123456789_-.".unicodeScalars.contains($0)) })
            else { throw SpecError(key: key, got: text, expected: "letters, digits, '_', '-' or '.', at most 64") }
            return text
        }
    }

    /// The one parser of `span`: grid columns, 1 to 64.
    enum Span: OptionParser {
        /// Any text: no names to offer to completions.
        static let names: [String] = []

        /// The columns `text` asks for.
        static func read(_ text: String, key: String = "span") throws(SpecError) -> Int {
            guard let n = Int(text), (1...64).contains(n) else {
                throw SpecError(key: key, got: text, expected: "a whole number of columns from 1 to 64")
            }
            return n
        }
    }

    /// The one parser of `width`: a share of the row, above 0 and at most 100.
    enum Width: OptionParser {
        /// Any text: no names to offer to completions.
        static let names: [String] = []

        /// The weight `text` gives.
        static func read(_ text: String, key: String = "width") throws(SpecError) -> Double {
            let weight = (try? NumberOption.Plain.read(text, key: key))?.doubleValue ?? 0
            guard weight > 0, weight <= 100 else {
                throw SpecError(key: key, got: text, expected: "a weight above 0 and at most 100 (its share of the row)")
            }
            return weight
        }
    }

    /// The one parser of `stale`: a duration above 0, or off (never).
    enum Stale: OptionParser {
        /// Any text: no names to offer to completions.
        static let names: [String] = []

        /// When `text` says a value goes stale.
        static func read(_ text: String, key: String = "stale") throws(SpecError) -> Staleness {
            if ["off", "never", "false", "no"].contains(text) { return .never }
            let seconds = try DurationOption.read(text, key: key)
            guard seconds > 0 else { throw SpecError(key: key, got: text, expected: "a duration above 0 (10s, 1m) or off") }
            return .after(seconds)
        }
    }

    /// The commands run on crossing the thresholds, which need thresholds on live values.
    static func triggers(_ values: CounterOptions, thresholds: Thresholds?, fed: Bool) throws(SpecError) -> LevelTriggers {
        var triggers = LevelTriggers()
        for (key, command) in [(CounterKey.onWarn, values.onWarn), (.onCritical, values.onCritical), (.onOk, values.onOk)] {
            guard let command else { continue }
            guard thresholds != nil, fed else {
                throw SpecError(key: key.rawValue, got: command, expected: "it with warn or critical on live values (command or --stdin)")
            }
            switch key {
            case .onWarn: triggers.onWarn = command
            case .onCritical: triggers.onCritical = command
            default: triggers.onOk = command
            }
        }
        return triggers
    }

    /// Seconds after which a live value is stale (nil: never): `stale`, else `automatic`;
    /// refused on a card without live values.
    static func stale(_ values: CounterOptions, fed: Bool, automatic: Double?) throws(SpecError) -> Double? {
        guard let stale = values.stale else { return automatic }
        guard fed else {
            throw SpecError(key: "stale", got: values.text(.stale) ?? "", expected: "it with command (or --stdin): only live values go stale")
        }
        if case .after(let seconds) = stale { return seconds }
        return nil
    }
}
