/// A value type's one parser (`StyleOption`, `EasingOption`, …): the text of its option is read
/// by it once, where the option is read: on the command line (an option declared as
/// `Parsed<Parser>`), in `--counter 'k=v,…'` and in a dashboard file (`CounterOptions.read`).
protocol OptionParser {
    /// What the text becomes.
    associatedtype Value
    /// The names it takes, offered by shell completions (empty: any text). A requirement with
    /// no default: a default would be a second overload of every parser's own `names`, which
    /// made one literal of them take the type checker a minute.
    static var names: [String] { get }
    /// The value `text` gives, or a `SpecError` naming `key` that says what was expected.
    static func read(_ text: String, key: String) throws(SpecError) -> Value
}
