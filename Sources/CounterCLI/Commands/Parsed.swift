import ArgumentParser

/// An option's value, read by its type's one parser as argument-parser reads the command line:
/// the text given and what `Parser` made of it. A text `Parser` refuses is kept as that refusal,
/// and the option group's `validate()` reports it with counter-tui's message (`--to: got 'x';
/// expected …`, as a board file's key says it), not argument-parser's "The value … is
/// invalid"; an unknown option is still named before it. Completions offer `Parser.names`.
struct Parsed<Parser: OptionParser>: ExpressibleByArgument {
    /// The text as given.
    let text: String
    /// The value, or why `Parser` refused the text.
    private let result: Result<Parser.Value, SpecError>

    /// `text` read by `Parser` (a default, or the text given).
    init(_ text: String) {
        self.text = text
        result = Result { () throws(SpecError) in try Parser.read(text, key: "") }
    }

    /// The text argument-parser found for the option, read.
    init?(argument: String) { self.init(argument) }

    /// The value; nil when `Parser` refused the text (`value(_:)` says why).
    var value: Parser.Value? { try? result.get() }

    /// The value, or a usage error naming `flag` (and the key within it, for an option of
    /// several keys such as `--counter`) with what was expected.
    func value(_ flag: String) throws -> Parser.Value {
        do {
            return try result.get()
        } catch {
            throw ValidationError("\(flag)\(error.key.isEmpty ? "" : " " + error.key): \(error.detail)")
        }
    }

    /// The default as help shows it: the text itself.
    var defaultValueDescription: String { text }

    /// The names `Parser` takes, or any word.
    static var defaultCompletionKind: CompletionKind { Parser.names.isEmpty ? .default : .list(Parser.names) }
}
