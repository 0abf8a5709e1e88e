extension Easing {
    /// Every plain name `--ease` accepts (the parametrised forms are listed in `syntaxHelp`).
    package static var names: [String] {
        var names = ["linear", "in", "out", "in-out"]
        for family in EasingFamily.allCases {
            for mode in EasingMode.allCases { names.append("\(mode.rawValue)-\(family.rawValue)") }
        }
        names.append("spring")
        return names
    }

    /// The forms with parameters.
    package static let syntaxHelp = "cubic-bezier(x1,y1,x2,y2), steps(N), spring(stiffness,damping)"

    /// Parses an easing name; `exponent` applies to the power curves `in`, `out`, `in-out`.
    package static func parse(_ text: String, exponent: Double = defaultExponent) -> Result<Easing, EasingParseError> {
        let name = text.trimmingSpaces().lowercased()
        switch name {
        case "linear": return .success(.linear)
        case "in": return .success(.power(.in, exponent: exponent))
        case "out": return .success(.power(.out, exponent: exponent))
        case "in-out", "inout": return .success(.power(.inOut, exponent: exponent))
        case "spring": return .success(.spring(.standard))
        default: break
        }
        for family in EasingFamily.allCases {
            for mode in EasingMode.allCases where name == "\(mode.rawValue)-\(family.rawValue)" {
                return .success(.penner(family, mode))
            }
        }
        if let arguments = Easing.arguments(of: name, function: "cubic-bezier") {
            guard arguments.count == 4, let values = Easing.numbers(arguments) else {
                return .failure(.badArguments(name: "cubic-bezier", expected: "four numbers, x1 and x2 within 0...1"))
            }
            guard let curve = CubicBezier(values[0], values[1], values[2], values[3]) else {
                return .failure(.badArguments(name: "cubic-bezier", expected: "x1 and x2 within 0...1"))
            }
            return .success(.cubicBezier(curve))
        }
        if let arguments = Easing.arguments(of: name, function: "steps") {
            guard arguments.count == 1, let n = Int(arguments[0].trimmingSpaces()), (1...10_000).contains(n) else {
                return .failure(.badArguments(name: "steps", expected: "a whole number of steps from 1 to 10000"))
            }
            return .success(.steps(n))
        }
        if let arguments = Easing.arguments(of: name, function: "spring") {
            guard arguments.count == 2, let values = Easing.numbers(arguments) else {
                return .failure(.badArguments(name: "spring", expected: "stiffness and damping, two positive numbers"))
            }
            guard let spring = Spring(stiffness: values[0], damping: values[1]) else {
                return .failure(.badArguments(
                    name: "spring",
                    expected: "positive stiffness and damping that settle within \(Int(Spring.maximumSettleTime)) s"))
            }
            return .success(.spring(spring))
        }
        return .failure(.unknown(suggestion: NearestName.suggestion(for: name, in: names)))
    }

    private static func arguments(of text: String, function: String) -> [String]? {
        guard text.hasPrefix(function + "("), text.hasSuffix(")") else { return nil }
        let inner = text.dropFirst(function.count + 1).dropLast()
        return inner.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }

    private static func numbers(_ items: [String]) -> [Double]? {
        var values: [Double] = []
        for item in items {
            guard case .success(let n) = NumberParser.parse(item) else { return nil }
            values.append(n.doubleValue)
        }
        return values
    }
}

/// Why an `--ease` value names no curve.
package enum EasingParseError: Error, Equatable, CustomStringConvertible {
    /// No such name; `suggestion` is the nearest known one, when it is close.
    case unknown(suggestion: String?)
    case badArguments(name: String, expected: String)

    package var description: String {
        switch self {
        case .unknown(let suggestion?):
            return "did you mean '\(suggestion)'? (every name: counter-tui help count)"
        case .unknown(nil):
            return "expected an easing name such as linear, out, in-out-cubic, steps(N) or spring"
                + " (every name: counter-tui help count)"
        case .badArguments(let name, let expected):
            return "\(name)(...) expects \(expected)"
        }
    }
}

extension String {
    func trimmingSpaces() -> String {
        String(NumberParser.trim(self))
    }
}
