/// One column of a rolling number: a digit wheel, or a character that does not roll.
package enum WheelSlot: Sendable, Equatable {
    /// A wheel at `position` in 0..<faces (3.4 is 40 % of the way from 3 to 4). With `blankZero`
    /// the wheel's 0 face is empty: a leading zero that is not shown. `faces` is 10, or 6 for
    /// the tens of seconds (5 rolls on to 0).
    case wheel(position: Double, blankZero: Bool, faces: Int = 10)
    /// A sign, separator, prefix or suffix character; hidden ones keep their place.
    case fixed(Character, visible: Bool)
}
