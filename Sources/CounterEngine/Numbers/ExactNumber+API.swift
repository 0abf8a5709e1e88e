extension ExactNumber: ExpressibleByIntegerLiteral {
    /// The whole number `value`, exactly (`Int.min` too).
    public init(_ value: Int) {
        self.init(exactly: value)
    }

    /// The whole number `value` of any integer type (`UInt64` file sizes, `Int32`), exactly.
    public init<Integer: BinaryInteger>(exactly value: Integer) {
        let digits = String(value.magnitude).utf8.map { $0 - 48 }
        self.init(isNegative: value < 0, digits: digits, exponent: 0)
    }

    /// A decimal literal such as `"1234.50"`, `"-0.5"` or `"1e6"`, exactly as written (its
    /// decimals are kept for display); nil for anything else (grouping, `nan`, beyond a Double).
    public init?(_ text: String) {
        guard case .success(let number) = NumberParser.parse(text) else { return nil }
        self = number
    }

    /// A whole number written as a literal: `let target: ExactNumber = 9999`.
    public init(integerLiteral value: Int) {
        self.init(value)
    }
}

extension ExactNumber: ExpressibleByFloatLiteral {
    /// A decimal literal such as `12.5`, by its shortest Double form (`0.1` is 0.1, exactly).
    public init(floatLiteral value: Double) {
        self.init(value)
    }
}
