import CounterEngine
import CounterTUI
import Foundation

/// The one parser of numbers in options: a number (`Plain`), a number or a duration (`CountEnd`,
/// for `from` and `to`), a threshold (`Level`).
enum NumberOption {
    /// Decimals written in a number literal (`1234.50` → 2, `1.5e1` → 0).
    static func typedDecimals(_ text: String) -> Int {
        guard case .success(let n) = NumberParser.parse(text) else { return 0 }
        let lower = text.lowercased()
        if !lower.contains("e"), let dot = lower.firstIndex(of: ".") {
            return lower[lower.index(after: dot)...].filter(\.isNumber).count
        }
        return max(-n.exponent, 0)
    }

    /// A plain number, exactly as written.
    enum Plain: OptionParser {
        /// Any text: no names to offer to completions.
        static let names: [String] = []

        /// The number `text` spells.
        static func read(_ text: String, key: String) throws(SpecError) -> ExactNumber {
            switch NumberParser.parse(text) {
            case .success(let n): return n
            case .failure(let error): throw SpecError(key: key, got: text, expected: error.description)
            }
        }
    }

    /// An end of a count: a number, or a duration such as `10m` or `1h30m` in seconds.
    enum CountEnd: OptionParser {
        /// Any text: no names to offer to completions.
        static let names: [String] = []

        /// The number or duration `text` spells.
        static func read(_ text: String, key: String) throws(SpecError) -> CountValue {
            switch DurationParser.parseValue(text) {
            case .success(let seconds)?: return CountValue(number: seconds, isDuration: true, typedDecimals: 0)
            case .failure(let error)?: throw SpecError(key: key, got: text, expected: error.description)
            case nil:
                switch NumberParser.parse(text) {
                case .success(let n): return CountValue(number: n, isDuration: false, typedDecimals: typedDecimals(text))
                case .failure(let error):
                    let hint = error == .malformed ? ", or a duration like 10m or 1h30m" : ""
                    throw SpecError(key: key, got: text, expected: error.description + hint)
                }
            }
        }
    }

    /// A threshold: a number, or a duration in seconds (`5m`: 300, for a value shown as a time).
    enum Level: OptionParser {
        /// Any text: no names to offer to completions.
        static let names: [String] = []

        /// The threshold `text` spells.
        static func read(_ text: String, key: String) throws(SpecError) -> Double {
            switch NumberParser.parse(text) {
            case .success(let n): return n.doubleValue
            case .failure(let error):
                if error == .malformed, case .success(let seconds) = DurationParser.parse(text) { return seconds }
                let hint = error == .malformed ? ", or a duration like 5m for a time" : ""
                throw SpecError(key: key, got: text, expected: error.description + hint)
            }
        }
    }
}

/// A `from` or `to`: the number, whether it was written as a duration (its seconds), and the
/// decimals it was written with (a count shows as many).
struct CountValue: Equatable {
    /// The value (seconds for a duration).
    var number: ExactNumber
    /// It was written as a duration (`10m`): values are seconds shown as a time.
    var isDuration: Bool
    /// Decimals written in a number literal (`1234.50` → 2); 0 for a duration.
    var typedDecimals: Int

    /// 0, as `from` left out.
    static let zero = CountValue(number: .zero, isDuration: false, typedDecimals: 0)

    /// `seconds` as a duration end (a countdown's start computed from a time or a phase).
    init(seconds: Double) {
        self.init(number: ExactNumber(seconds), isDuration: true, typedDecimals: 0)
    }

    /// A value as read.
    init(number: ExactNumber, isDuration: Bool, typedDecimals: Int) {
        self.number = number
        self.isDuration = isDuration
        self.typedDecimals = typedDecimals
    }
}
