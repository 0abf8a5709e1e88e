/// The one options value of a counter: each key's text as given, whether on the command line
/// (`CounterCommand.counterValues`), in `--counter 'k=v,…'` or in a dashboard file, checked by
/// the one set of parsers in `CounterSpec`. A key left out takes `CounterKey.defaultText`.
struct CounterOptions: Equatable, ExpressibleByDictionaryLiteral {
    /// The texts given, by key.
    private(set) var texts: [CounterKey: String]

    /// The options `texts`.
    init(_ texts: [CounterKey: String] = [:]) { self.texts = texts }

    /// The options named in `named`; a name that is no key is left out (callers check names
    /// first, to say which one is unknown).
    init(named: [String: String]) {
        texts = [:]
        for (name, text) in named { if let key = CounterKey(rawValue: name) { texts[key] = text } }
    }

    /// `["to": "5", …]`, as in tests.
    init(dictionaryLiteral elements: (String, String)...) {
        self.init(named: Dictionary(elements) { _, last in last })
    }

    /// The text given for `key`, nil when it was left out.
    subscript(key: CounterKey) -> String? {
        get { texts[key] }
        set { texts[key] = newValue }
    }

    /// Takes `key` out, returning the text it had.
    mutating func remove(_ key: CounterKey) -> String? { texts.removeValue(forKey: key) }

    /// The text given for `key`, or its default.
    func orDefault(_ key: CounterKey) -> String { texts[key] ?? key.defaultValue }
}
