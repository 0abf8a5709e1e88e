@testable import CounterEngine

// What tests read from a row of wheel slots.

/// Wheel positions, most significant first (rounded to 1e-6).
func wheels(_ slots: [WheelSlot]) -> [Double] {
    slots.compactMap { if case .wheel(let p, _, _) = $0 { return (p * 1e6).rounded() / 1e6 } else { return nil } }
}

/// Whether each wheel's 0 face is blank, most significant first.
func blanks(_ slots: [WheelSlot]) -> [Bool] {
    slots.compactMap { if case .wheel(_, let b, _) = $0 { return b } else { return nil } }
}

/// The faces of each wheel (10, or 6 for tens of seconds), most significant first.
func faces(_ slots: [WheelSlot]) -> [Int] {
    slots.compactMap { if case .wheel(_, _, let f) = $0 { return f } else { return nil } }
}

/// The fixed characters, `_` for a hidden one.
func fixed(_ slots: [WheelSlot]) -> String {
    String(slots.compactMap { if case .fixed(let c, let v) = $0 { return v ? c : "_" } else { return nil } })
}
