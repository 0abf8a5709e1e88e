import ArgumentParser
import CounterEngine
import CounterTUI

/// Every option of a single counter, checked and parsed; errors name the flag and what it expects.
struct CounterSettings {
    var from: ExactNumber
    var to: ExactNumber
    var duration: Double
    var delay: Double
    var easing: Easing
    var fps: Int
    var format: NumberFormat
    var style: CounterView.Kind
    var roll: RollMode
    var onDone: String?
    var font: BigFont?
    var title: String
    var color: Color
    var inline: Bool
    var hold: Bool
    var noAnimation: Bool
    var stats: Bool
    var frameAt: Double?
    var size: Size

    init(_ c: CounterCommand) throws {
        from = try Self.number(c.from, flag: "--from")
        to = try Self.number(c.to, flag: "--to")
        duration = try Self.duration(c.duration, flag: "--duration")
        delay = try Self.duration(c.delay, flag: "--delay")
        let exponentValue = try Self.number(c.exponent, flag: "--exponent").doubleValue
        guard exponentValue > 0, exponentValue <= 20 else {
            throw Self.invalid("--exponent", c.exponent, "a number above 0 and at most 20")
        }
        switch Easing.parse(c.ease, exponent: exponentValue) {
        case .success(let e): easing = e
        case .failure(let error): throw Self.invalid("--ease", c.ease, error.description)
        }
        guard let f = Int(c.fps), (1...240).contains(f) else {
            throw Self.invalid("--fps", c.fps, "a whole number from 1 to 240")
        }
        fps = f
        format = try Self.format(c)
        guard let kind = CounterView.Kind(rawValue: c.style) else {
            throw Self.invalid("--style", c.style, "label, big or rolling")
        }
        style = kind
        guard let mode = RollMode(rawValue: c.roll) else {
            throw Self.invalid("--roll", c.roll, "carry, shortest, up or down")
        }
        roll = mode
        if kind == .rolling && format.notation == .compact {
            throw Self.invalid("--format", c.format ?? "compact", "a format other than compact with --style rolling (units change as it counts)")
        }
        if let command = c.onDone {
            guard !command.allSatisfy({ $0 == " " || $0 == "\t" }), command.utf8.count <= 4096,
                !command.unicodeScalars.contains("\0")
            else { throw Self.invalid("--on-done", command, "a shell command of at most 4096 bytes") }
        }
        onDone = c.onDone
        switch c.font {
        case "auto": font = nil
        case "box": font = .box
        case "ascii": font = .ascii
        default: throw Self.invalid("--font", c.font, "auto, box or ascii")
        }
        guard let colour = Color(rawValue: c.color) else {
            throw Self.invalid("--color", c.color, Color.allCases.map(\.rawValue).joined(separator: ", "))
        }
        color = colour
        title = c.title
        if TextSanitizer.clean(title).count > 200 { throw Self.invalid("--title", c.title, "at most 200 characters") }
        inline = c.inline
        hold = c.hold
        noAnimation = c.noAnimation
        stats = c.stats
        frameAt = try c.frameAt.map { try Self.duration($0, flag: "--frame-at") }
        size = try Self.size(c.size)
    }

    private static func format(_ c: CounterCommand) throws -> NumberFormat {
        var format: NumberFormat
        if let text = c.format {
            switch NumberFormat.parse(text) {
            case .success(let f): format = f
            case .failure(let error): throw invalid("--format", text, error.description)
            }
        } else {
            // Show as many decimals as the user typed: --to 1234.5 ends on 1234.5, not 1235.
            let typed = max(typedDecimals(c.from), typedDecimals(c.to))
            format = NumberFormat.int.withDecimals(min(typed, NumberFormat.maximumDecimals))
        }
        if let text = c.decimals {
            guard let n = Int(text), (0...NumberFormat.maximumDecimals).contains(n) else {
                throw invalid("--decimals", text, "a whole number from 0 to \(NumberFormat.maximumDecimals)")
            }
            format = format.withDecimals(n)
        }
        if let id = c.locale {
            guard let symbols = NumberSymbols(localeIdentifier: id) else {
                throw invalid("--locale", id, "a locale identifier such as en_US, de_DE or en_IN")
            }
            format = format.withSymbols(symbols)
        }
        for (flag, text) in [("--prefix", c.prefix), ("--suffix", c.suffix)] where TextSanitizer.clean(text) != text || text.count > 40 {
            throw invalid(flag, text, "at most 40 printable characters")
        }
        return format.withAffixes(prefix: c.prefix, suffix: c.suffix)
    }

    /// Decimals written in a number literal (`1234.50` → 2, `1.5e1` → 0).
    static func typedDecimals(_ text: String) -> Int {
        guard case .success(let n) = NumberParser.parse(text) else { return 0 }
        let lower = text.lowercased()
        if !lower.contains("e"), let dot = lower.firstIndex(of: ".") {
            return lower[lower.index(after: dot)...].filter(\.isNumber).count
        }
        return max(-n.exponent, 0)
    }

    static func number(_ text: String, flag: String) throws -> ExactNumber {
        switch NumberParser.parse(text) {
        case .success(let n): return n
        case .failure(let error): throw invalid(flag, text, error.description)
        }
    }

    static func duration(_ text: String, flag: String) throws -> Double {
        switch DurationParser.parse(text) {
        case .success(let d): return d
        case .failure(let error): throw invalid(flag, text, error.description)
        }
    }

    static func size(_ text: String) throws -> Size {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let cols = Int(parts[0]), let rows = Int(parts[1]),
            (1...1000).contains(cols), (1...1000).contains(rows)
        else { throw invalid("--size", text, "COLSxROWS with each from 1 to 1000, e.g. 80x24") }
        return Size(columns: cols, rows: rows)
    }

    /// A usage error naming the flag, what it got (made inert) and what it expects.
    static func invalid(_ flag: String, _ got: String, _ expected: String) -> ValidationError {
        let what = expected.hasPrefix("expected") ? expected : "expected " + expected
        return ValidationError("\(flag): got '\(TextSanitizer.escaped(got))'; \(what)")
    }
}
