import CounterEngine

/// Number parser: any text either fails or gives a finite number within the Double range that
/// survives a round trip through its own text; the same holds for the first number found in
/// command output (after escape sequences are stripped).
enum NumberParserCheck {
    static func run(_ bytes: [UInt8]) -> [String] {
        let text = String(decoding: bytes, as: UTF8.self)
        var problems: [String] = []
        if case .success(let number) = NumberParser.parse(text) {
            problems += numberProblems(number, source: "parse(\(TextSanitizer.escaped(text)))")
            if case .success(let again) = NumberParser.parse(number.description) {
                if again != number { problems.append("\(number) reads back as \(again)") }
            } else {
                problems.append("\(number) does not read back")
            }
        }
        if let found = FirstNumber.find(in: EscapeStripper.strip(text)) {
            problems += numberProblems(found, source: "first number in \(TextSanitizer.escaped(text))")
        }
        return problems
    }

    static func numberProblems(_ number: ExactNumber, source: String) -> [String] {
        let d = number.doubleValue
        var problems: [String] = []
        if !d.isFinite { problems.append("\(source) is not finite: \(d)") }
        if number.isNegative && number.isZero { problems.append("\(source) is a negative zero") }
        if number.digits.contains(where: { $0 > 9 }) { problems.append("\(source) has a digit above 9") }
        if number.digits.first == 0 || number.digits.last == 0 {
            problems.append("\(source) is not normalised: \(number.digits)")
        }
        return problems
    }
}
