/// A row of one glyph per sample, each as high as its sample within the window's min and max:
/// `▁▂▃▄▅▆▇█`, or `_.-=#` where the locale cannot show block elements.
package enum Sparkline {
    /// Block elements, lowest first.
    package static let blocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    /// The ASCII fallback, lowest first.
    package static let ascii: [Character] = ["_", ".", "-", "=", "#"]

    /// One glyph from `levels` for each of the last `width` of `values`, scaled to their min and
    /// max (all the lowest glyph when they are equal), or to a fixed `lower` and `upper` where
    /// given (values beyond them drawn at the end they passed); fewer values give a shorter row.
    package static func glyphs(_ values: [Double], width: Int, levels: [Character], lower: Double? = nil,
                              upper: Double? = nil) -> [Character] {
        guard width > 0, !levels.isEmpty else { return [] }
        let window = values.suffix(width)
        guard let seenLow = window.min(), let seenHigh = window.max() else { return [] }
        let low = lower ?? min(seenLow, upper ?? seenLow)
        let high = upper ?? max(seenHigh, lower ?? seenHigh)
        let top = Double(levels.count - 1)
        return window.map { value in
            // Halves first: the span of two finite Doubles may overflow.
            let span = high / 2 - low / 2
            let ratio = span > 0 ? (value / 2 - low / 2) / span : 0
            let step = (min(max(ratio, 0), 1) * top).rounded()
            return levels[step.isFinite ? Int(step) : 0]
        }
    }
}
