import CounterEngine

/// No frame outside [from, to] without overshoot: for a curve that stays in its range, the
/// number every frame shows lies between the start and the target as written (each rounded to
/// the nearest display unit), and its text is that number's.
enum RangeCheck {
    /// Problems with what `display` shows for `values` (values the move can reach).
    static func violations(_ display: CounterDisplay, from: ExactNumber, values: [Double]) -> [String] {
        let ends = [display.format.shown(from).value, display.format.shown(display.target).value]
        let low = ends.min()!
        let high = ends.max()!
        var problems: [String] = []
        for value in values where value.isFinite {
            let shown = display.number(for: value, settled: false)
            let text = display.text(for: value, settled: false)
            if shown < low || shown > high {
                problems.append("\(value) shows \(shown) ('\(text)'), outside \(low)…\(high) (\(from) → \(display.target), \(display.format))")
            }
            // Compact has two spellings at a unit's edge (one step back from -1T is -0.9T, which
            // written on its own is -900B): there the number alone is checked.
            if !display.format.changesUnits, display.format.format(shown) != text {
                problems.append("\(value) shows '\(text)' but stands for \(shown), written '\(display.format.format(shown))'")
            }
        }
        return problems
    }
}
