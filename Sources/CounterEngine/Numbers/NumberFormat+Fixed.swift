/// Plain texts for reports and files (`--stats`, a recording's summary and its SVG times), written
/// by the frame path's own whole-unit formatter: no Foundation, no trap on any value.
extension NumberFormat {
    /// `value` with exactly `decimals` decimals (0 to 15), rounded half away from zero, `-` for a
    /// negative value; written as Swift writes the Double when it is not finite or too large.
    package static func fixed(_ value: Double, decimals: Int) -> String {
        let format = NumberFormat(minimumFractionDigits: decimals, maximumFractionDigits: decimals)
        guard let scale = WholeUnitText.scale(of: format) else { return "\(value)" }
        let scaled = (value * scale).rounded()
        guard scaled.isFinite, abs(scaled) < 9e15 else { return "\(value)" }
        return WholeUnitText.text(Int64(scaled), format: format)
    }

    /// A whole number with its thousands grouped: `27,212`.
    package static func grouped(_ value: Int) -> String {
        WholeUnitText.text(Int64(value), format: NumberFormat(usesGrouping: true))
    }
}
