extension NumberFormat {
    /// A format in units chosen per value (`bytes`, `bytes-si`, `si`), one decimal.
    package static func units(_ scale: UnitScale) -> NumberFormat {
        NumberFormat(notation: .units(scale), minimumFractionDigits: 1, maximumFractionDigits: 1)
    }

    /// The scale of a units format, if it is one.
    package var unitScale: UnitScale? {
        if case .units(let scale) = notation { return scale }
        return nil
    }

    /// The unit the number is written in changes with its size (compact, bytes, si; a time that
    /// hides its seconds above a minute or leads with days): such a number cannot roll on digit
    /// wheels.
    package var changesUnits: Bool {
        switch notation {
        case .compact, .units: return true
        case .time(let pattern): return pattern.hidesSeconds || pattern.showsDays
        default: return false
        }
    }
}

extension NumberFormat {
    /// `text` of this format without the spaces that pad a unit to the widest one: for plain
    /// lines, where nothing is aligned.
    package func unpadded(_ text: String) -> String {
        guard unitScale != nil else { return text }
        var end = text.endIndex
        while end > text.startIndex, text[text.index(before: end)] == " " { end = text.index(before: end) }
        return String(text[..<end])
    }
}
