/// A value type's one parser (`StyleOption`, `EasingOption`, …): the text of its option is read
/// by it whether it comes from the command line, `--counter` or a dashboard file.
protocol OptionParser {
    /// The names it takes, offered by shell completions (empty: any text).
    static var names: [String] { get }
}
