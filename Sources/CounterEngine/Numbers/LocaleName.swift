/// What `--locale` accepts, made a Foundation identifier: `de_DE`, `en-IN`, POSIX names
/// (`de_DE.UTF-8`, `de_DE@euro`), `C` and `POSIX`, and `auto` (the environment's).
package enum LocaleName {
    /// A resolved `--locale`.
    package enum Resolved: Sendable, Equatable {
        /// The C conventions: `.` and no grouping.
        case posix
        /// A locale identifier such as `de_DE`, to look up.
        case identifier(String)
    }

    /// Resolves `text`; `auto` takes `LC_ALL`, then `LC_NUMERIC`, then `LANG` from `environment`
    /// (the first that is set and not empty), and the C conventions when none is.
    package static func resolve(_ text: String, environment: [String: String]) -> Resolved {
        var name = text
        if text == "auto" {
            name = ["LC_ALL", "LC_NUMERIC", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? "C"
        }
        // language[_territory][.codeset][@modifier]: the codeset and modifier say nothing of numbers.
        let base = name.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)[0]
            .split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)[0]
        if base == "C" || base == "POSIX" { return .posix }
        return .identifier(String(base))
    }
}
