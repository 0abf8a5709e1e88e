import CounterEngine

/// A counter option that is not valid: which option, what it got, and what it expects.
struct SpecError: Error, Equatable {
    var key: String
    var got: String
    var expected: String

    /// "got 'X'; expected Y", with the value made inert.
    var detail: String {
        let what = expected.hasPrefix("expected") ? expected : "expected " + expected
        return "got '\(TextSanitizer.escaped(got))'; \(what)"
    }
}


