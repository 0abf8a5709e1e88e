/// The fuzz targets: each turns arbitrary bytes into calls on one part of counter-tui and
/// returns the invariants the result broke (empty when all hold). A trap is a failure too.
package enum FuzzTarget: String, CaseIterable, Sendable {
    case numberParser = "number-parser"
    case formatter
    case tween
    case sanitizer
    case escapeStripper = "escape-stripper"
    case lineFramer = "line-framer"
    case config
    case layout

    /// Runs the target on `bytes`; each string names a broken invariant.
    package func check(_ bytes: [UInt8]) -> [String] {
        switch self {
        case .numberParser: return NumberParserCheck.run(bytes)
        case .formatter: return FormatterCheck.run(bytes)
        case .tween: return TweenCheck.run(bytes)
        case .sanitizer: return SanitizerCheck.run(bytes)
        case .escapeStripper: return EscapeStripperCheck.run(bytes)
        case .lineFramer: return LineFramerCheck.run(bytes)
        case .config: return ConfigCheck.run(bytes)
        case .layout: return LayoutCheck.run(bytes)
        }
    }
}
