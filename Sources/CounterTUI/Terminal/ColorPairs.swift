/// The colour pairs of a curses screen: one per foreground colour, on the terminal's own
/// background, made the first time a colour is drawn.
struct ColorPairs {
    private var pairs: [Color: Int16] = [:]

    /// The pair for `color` (0, the terminal's own, for `.default`); `make(pair, colour index)`
    /// defines a new one.
    mutating func pair(for color: Color, make: (Int16, Int16) -> Void) -> Int16 {
        guard color != .default else { return 0 }
        if let pair = pairs[color] { return pair }
        let pair = Int16(pairs.count + 1)
        make(pair, Int16(color.index))
        pairs[color] = pair
        return pair
    }
}
