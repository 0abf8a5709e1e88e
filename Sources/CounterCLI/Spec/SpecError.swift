import CounterEngine

/// A counter option that is not valid: which option, what it got, and what it expects.
struct SpecError: Error, Equatable {
    var key: String
    var got: String
    var expected: String
    /// The option was left out (rather than given a bad value).
    var missing = false
    /// The whole message, for a refusal not of the got-and-expected kind (an unknown key).
    var said: String?

    /// "got 'X'; expected Y" (or "missing; expected Y", or `said`), with the value made inert.
    var detail: String {
        if let said { return said }
        let what = expected.hasPrefix("expected") || expected.hasPrefix("did you mean") ? expected : "expected " + expected
        return missing ? "missing; \(what)" : "got '\(TextSanitizer.escaped(got))'; \(what)"
    }
}


