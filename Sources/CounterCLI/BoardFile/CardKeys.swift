import CounterEngine
import CounterTUI

/// `id`, `on_warn`, `on_critical`, `on_ok`, `span`, `width` and `stale`: what only a dashboard's
/// card has.
enum CardKeys {
    /// `id`: letters, digits, `_`, `-` or `.`, at most 64.
    static func id(_ text: String) throws(SpecError) -> String {
        guard !text.isEmpty, text.count <= 64,
            text.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || "0123456789_-.".unicodeScalars.contains($0)) })
        else { throw SpecError(key: "id", got: text, expected: "letters, digits, '_', '-' or '.', at most 64") }
        return text
    }

    /// The commands run on crossing the thresholds, which need thresholds on live values.
    static func triggers(_ values: CounterOptions, thresholds: Thresholds?, fed: Bool) throws(SpecError) -> LevelTriggers {
        var triggers = LevelTriggers()
        for key in [CounterKey.onWarn, .onCritical, .onOk] {
            guard let text = values[key] else { continue }
            let command = try ShellCommandOption.parse(text, key: key.rawValue)
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

    /// `span`: grid columns, 1 to 64.
    static func span(_ text: String) throws(SpecError) -> Int {
        guard let n = Int(text), (1...64).contains(n) else {
            throw SpecError(key: "span", got: text, expected: "a whole number of columns from 1 to 64")
        }
        return n
    }

    /// `width`: a share of the row, above 0 and at most 100.
    static func width(_ text: String) throws(SpecError) -> Double {
        let weight = (try? NumberOption.parse(text, key: "width"))?.doubleValue ?? 0
        guard weight > 0, weight <= 100 else {
            throw SpecError(key: "width", got: text, expected: "a weight above 0 and at most 100 (its share of the row)")
        }
        return weight
    }

    /// `stale`: seconds after which a live value is stale (nil: never), else `automatic`.
    static func stale(_ text: String?, fed: Bool, automatic: Double?) throws(SpecError) -> Double? {
        guard let text else { return automatic }
        guard fed else { throw SpecError(key: "stale", got: text, expected: "it with command (or --stdin): only live values go stale") }
        if ["off", "never", "false", "no"].contains(text) { return nil }
        let seconds = try DurationOption.parse(text, key: "stale")
        guard seconds > 0 else { throw SpecError(key: "stale", got: text, expected: "a duration above 0 (10s, 1m) or off") }
        return seconds
    }
}
