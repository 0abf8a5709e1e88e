import ArgumentParser

/// The text of an option whose value `Parser` reads: typed where the option is declared, and
/// read by that one parser when `CounterSpec` checks the counter, in its order and with its
/// messages (argument-parser's own "The value … is invalid" never replaces them, and an unknown
/// option is still named before a bad value). Completions offer `Parser.names`.
struct OptionText<Parser: OptionParser>: ExpressibleByArgument, Equatable {
    /// The text as given.
    var text: String

    /// The text `text` (a default).
    init(_ text: String) { self.text = text }

    /// Any text: `Parser` decides later whether it is one.
    init?(argument: String) { text = argument }

    /// The default as help shows it: the text itself.
    var defaultValueDescription: String { text }

    /// The names `Parser` takes, or any word.
    static var defaultCompletionKind: CompletionKind { Parser.names.isEmpty ? .default : .list(Parser.names) }
}
