import CounterEngine
import Testing
@testable import CounterCLI

/// Issue 14: a locale brings its grouping, POSIX names and `auto` are accepted, compact follows
/// the locale; the default stays the C conventions.
@Suite struct LocaleTableTests {
    func text(_ arguments: [String]) throws -> String {
        let settings = try CounterTUIMain.parse(arguments).mapError { $0 as Error }.get()
        return settings.spec.format.format(settings.spec.to)
    }

    @Test(arguments: [
        (["--to", "1234567.89"], "1234567.89"),
        (["--to", "1234567.89", "--locale", "de_DE"], "1.234.567,89"),
        (["--to", "1234567.89", "--locale", "de_DE.UTF-8"], "1.234.567,89"),
        (["--to", "1234567.89", "--locale", "de_DE@euro"], "1.234.567,89"),
        (["--to", "1234567.89", "--locale", "de-DE"], "1.234.567,89"),
        (["--to", "1234567.89", "--locale", "en_IN"], "12,34,567.89"),
        (["--to", "1234567.89", "--locale", "en_IN.utf8"], "12,34,567.89"),
        (["--to", "1234567.89", "--locale", "C"], "1234567.89"),
        (["--to", "1234567.89", "--locale", "POSIX"], "1234567.89"),
        (["--to", "1234567.89", "--locale", "de_DE", "--format", "0.00"], "1234567,89"),
        (["--to", "1234567.89", "--locale", "de_DE", "--format", "#,##0.00"], "1.234.567,89"),
        (["--to", "1234567.89", "--locale", "de_DE", "--decimals", "1"], "1.234.567,9"),
        (["--to", "1200000", "--locale", "de_DE", "--format", "compact"], "1,2\u{A0}Mio."),
        (["--to", "1200000", "--locale", "en_IN", "--format", "compact"], "12L"),
        (["--to", "12000000", "--locale", "en_IN", "--format", "compact"], "1.2Cr"),
        (["--to", "1200000", "--format", "compact"], "1.2M"),
        (["--to", "1200", "--locale", "de_DE", "--format", "compact"], "1200"),
        // Issue 26: below its first unit (Mio.) de_DE groups, from five digits on.
        (["--to", "809375", "--locale", "de_DE", "--format", "compact"], "809.375"),
        (["--to", "-45678.4", "--locale", "de_DE", "--format", "compact"], "-45.678"),
    ])
    func formats(arguments: [String], expected: String) throws {
        #expect(try text(arguments) == expected)
    }

    @Test(arguments: [
        ("auto", ["LC_ALL": "de_DE.UTF-8", "LC_NUMERIC": "en_IN", "LANG": "C"], LocaleName.Resolved.identifier("de_DE")),
        ("auto", ["LC_ALL": "", "LC_NUMERIC": "en_IN.UTF-8", "LANG": "de_DE"], .identifier("en_IN")),
        ("auto", ["LANG": "fr_FR@euro"], .identifier("fr_FR")),
        ("auto", ["LANG": "C.UTF-8"], .posix),
        ("auto", [:], .posix),
        ("POSIX", [:], .posix),
        ("de_DE.ISO-8859-1@euro", [:], .identifier("de_DE")),
    ])
    func resolvesPOSIXNamesAndAuto(text: String, environment: [String: String], expected: LocaleName.Resolved) {
        #expect(LocaleName.resolve(text, environment: environment) == expected)
    }

    @Test func unknownLocalesAreRefused() throws {
        guard case .failure(let error) = CounterTUIMain.parse(["--to", "5", "--locale", "xx_YY.UTF-8"]) else {
            Issue.record("accepted")
            return
        }
        #expect(error.message == "--locale: got 'xx_YY.UTF-8'; expected a locale such as en_US, de_DE, de_DE.UTF-8, en_IN, C or auto")
    }

    @Test func compactWidthCoversTheLocalesUnits() throws {
        let settings = try CounterTUIMain.parse(["--from", "0", "--to", "5000000", "--locale", "de_DE", "--format", "compact"])
            .mapError { $0 as Error }.get()
        let width = settings.spec.format.maximumWidth(lower: .zero, upper: settings.spec.to)
        // 999.999 shows as 999.999 (five digits and a point) and 4,9 Mio. is 8 cells.
        #expect(width >= TextWidth.cells("4,9\u{A0}Mio."))
    }
}
