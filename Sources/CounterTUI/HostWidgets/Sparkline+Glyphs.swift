import CounterEngine

/// The engine's sparkline glyphs under the widget's name: inside CounterTUI (and in modules that
/// import it) `Sparkline` is the widget, and the drawing code still reads its glyphs here.
extension Sparkline {
    /// Block elements, lowest first.
    package static var blocks: [Character] { CounterEngine.Sparkline.blocks }
    /// The ASCII fallback, lowest first.
    package static var ascii: [Character] { CounterEngine.Sparkline.ascii }

    /// One glyph from `levels` for each of the last `width` of `values` (`CounterEngine.Sparkline.glyphs`).
    package static func glyphs(_ values: [Double], width: Int, levels: [Character], lower: Double? = nil,
                              upper: Double? = nil) -> [Character] {
        CounterEngine.Sparkline.glyphs(values, width: width, levels: levels, lower: lower, upper: upper)
    }
}
