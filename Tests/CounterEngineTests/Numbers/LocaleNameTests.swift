import Testing
@testable import CounterEngine
import CounterLocales

/// What `--locale` accepts: POSIX names lose codeset and modifier, C and POSIX, `auto` from the environment.
@Suite struct LocaleNameTests {
    @Test(arguments: [
        ("de_DE", "de_DE"), ("en-IN", "en-IN"), ("de_DE.UTF-8", "de_DE"), ("de_DE@euro", "de_DE"),
        ("de_DE.ISO-8859-15@euro", "de_DE"), ("fr", "fr"), ("sr_RS@latin", "sr_RS"),
    ])
    func posixNamesLoseTheirCodesetAndModifier(text: String, identifier: String) {
        #expect(LocaleName.resolve(text, environment: [:]) == .identifier(identifier))
    }

    @Test(arguments: ["C", "POSIX", "C.UTF-8", "POSIX@x", "C.utf8"])
    func theCConventions(text: String) {
        #expect(LocaleName.resolve(text, environment: [:]) == .posix)
    }

    /// `auto` takes LC_ALL, then LC_NUMERIC, then LANG: the first that is set and not empty.
    @Test func autoReadsTheEnvironmentInOrder() {
        let all = ["LC_ALL": "de_DE.UTF-8", "LC_NUMERIC": "en_IN.UTF-8", "LANG": "fr_FR.UTF-8"]
        #expect(LocaleName.resolve("auto", environment: all) == .identifier("de_DE"))
        #expect(LocaleName.resolve("auto", environment: all.merging(["LC_ALL": ""]) { $1 }) == .identifier("en_IN"))
        #expect(LocaleName.resolve("auto", environment: ["LC_NUMERIC": "", "LANG": "fr_FR.UTF-8"]) == .identifier("fr_FR"))
        #expect(LocaleName.resolve("auto", environment: ["LANG": "C.UTF-8", "LC_CTYPE": "de_DE"]) == .posix)
        #expect(LocaleName.resolve("auto", environment: [:]) == .posix)
        #expect(LocaleName.resolve("auto", environment: ["LC_ALL": "", "LANG": ""]) == .posix)
    }

    /// Only the word `auto` reads the environment; anything else is a name.
    @Test func onlyAutoReadsTheEnvironment() {
        #expect(LocaleName.resolve("de_DE", environment: ["LC_ALL": "fr_FR"]) == .identifier("de_DE"))
        #expect(LocaleName.resolve("AUTO", environment: ["LC_ALL": "fr_FR"]) == .identifier("AUTO"))
    }

    /// A resolved identifier is one `NumberSymbols` looks up (a hyphen as well as an underscore).
    @Test func resolvedNamesLookUpSymbols() throws {
        guard case .identifier(let id) = LocaleName.resolve("de_DE.UTF-8", environment: [:]) else {
            Issue.record("de_DE.UTF-8 did not resolve to an identifier")
            return
        }
        let german = try #require(NumberSymbols(localeIdentifier: id))
        #expect(german.decimalSeparator == ",")
        guard case .identifier(let hyphen) = LocaleName.resolve("en-IN", environment: [:]) else {
            Issue.record("en-IN did not resolve to an identifier")
            return
        }
        #expect(NumberSymbols(localeIdentifier: hyphen)?.secondaryGroupSize == 2)
    }
}
