import CounterEngine

/// What a dashboard card draws in place of its number alone: a gauge's bar, a chart's series.
/// The board lays such a card out by the body's sizes and lets the body draw the card's
/// content; the card's border, title, badge and note stay the board's. A body is a value kept
/// in its `ScreenCounter` (`body`); its drawing reads it and changes nothing.
package protocol CardBody: Sendable {
    /// The smallest content (inside the card's border) `counter`'s body can be drawn in whole.
    func minimumSize(of counter: ScreenCounter) -> Size
    /// The most rows the body uses when `columns` wide (rows beyond are left empty); nil: it
    /// uses any height it is given.
    func maximumRows(of counter: ScreenCounter, columns: Int) -> Int?
    /// Draws `counter`'s body at animation time `time` in `area` (the card's content), in
    /// `theme` (the card's value colour), block glyphs or `ascii` ones, `dimmed` when paused.
    func render(_ counter: ScreenCounter, at time: Double, in area: Rect, theme: Theme, ascii: Bool, dimmed: Bool,
                into buffer: inout Buffer)
}
