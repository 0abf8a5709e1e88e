import CounterEngine
@testable import CounterLive
import CounterTUI
import Testing
@testable import CounterCLI

/// `CounterSpec` built straight from a dictionary of keys: its defaults, the messages of bad values,
/// the live feed of `command:` (with `every:` and `timeout:`), `track` and `transliterated()`.
@Suite struct CounterSpecTests {
    func spec(_ values: [String: String], live: Bool = false) throws -> CounterSpec {
        try CounterSpec(values, live: live)
    }

    func refusal(_ values: [String: String], live: Bool = false) -> SpecError? {
        do {
            _ = try CounterSpec(values, live: live)
            return nil
        } catch {
            return error
        }
    }

    @Test func missingKeysTakeTheirDefaults() throws {
        let s = try spec(["to": "5"])
        #expect(s.id == nil)
        #expect(s.title == "")
        #expect(s.from == .zero)
        #expect(s.to.description == "5")
        #expect(s.duration == 2)
        #expect(s.delay == 0)
        #expect(s.easing == .power(.out, exponent: 3))
        #expect(s.format == .int)
        #expect(s.decimalsAsTyped)
        #expect(s.style == .label)
        #expect(s.roll == .carry)
        #expect(s.font == nil)
        #expect(s.height == .auto)
        #expect(s.color == .default)
        #expect(s.feed == nil && s.feedKey == nil)
        #expect(!s.durationValues)
        #expect(s.rate == nil && s.thresholds == nil && s.history == nil)
        #expect(s.track == nil)
    }

    @Test func validValuesAreRead() throws {
        let s = try spec(["id": "net.rx-1", "title": "Rx", "from": "-2.5", "to": "1e3", "duration": "500ms", "delay": "1s",
                          "ease": "in", "exponent": "2", "format": ",##0.00", "prefix": "$", "suffix": " pts",
                          "style": "rolling", "roll": "up", "font": "ascii", "height": "7", "color": "green"])
        #expect(s.id == "net.rx-1")
        #expect(s.title == "Rx")
        #expect(s.from.description == "-2.5")
        #expect(s.to.description == "1000")
        #expect(s.duration == 0.5)
        #expect(s.delay == 1)
        #expect(s.easing == .power(.in, exponent: 2))
        #expect(!s.decimalsAsTyped)
        #expect(s.format.format(s.to) == "$1,000.00 pts")
        #expect(s.style == .rolling)
        #expect(s.roll == .up)
        #expect(s.font == .ascii)
        #expect(s.height == .rows(7))
        #expect(s.color == .green)
        #expect(try spec(["to": "5", "font": "box"]).font == .box)
        #expect(try spec(["to": "5", "font": "auto"]).font == nil)
    }

    @Test func valuesShowTheDecimalsTheyWereWrittenWith() throws {
        #expect(try spec(["from": "1.5", "to": "2.125"]).format.format(ExactNumber(3)) == "3.000")
        #expect(NumberOption.typedDecimals("1234.50") == 2)
        #expect(NumberOption.typedDecimals("1.5e1") == 0)
        #expect(NumberOption.typedDecimals("1e-3") == 3)
        #expect(NumberOption.typedDecimals("abc") == 0)
    }

    @Test(arguments: [
        (["to": "5", "id": "a b"], "id", "got 'a b'; expected letters, digits, '_', '-' or '.', at most 64"),
        (["to": "5", "id": ""], "id", "got ''; expected letters, digits, '_', '-' or '.', at most 64"),
        (["to": "5", "exponent": "21"], "exponent", "got '21'; expected a number above 0 and at most 20"),
        (["to": "5", "style": "huge"], "style", "got 'huge'; expected label, big, rolling or auto (or gauge or chart on a board's card)"),
        (["to": "5", "roll": "sideways"], "roll", "got 'sideways'; expected carry, shortest, up or down"),
        (["to": "5", "font": "serif"], "font", "got 'serif'; expected auto, box or ascii"),
        (["to": "5", "height": "2"], "height", "got '2'; expected auto or a whole number of rows from 3 to 1000"),
        (["to": "5", "color": "mauve"], "color", "got 'mauve'; expected default, black, red, green, yellow, blue, magenta, cyan, white"),
        (["to": "5", "decimals": "21"], "decimals", "got '21'; expected a whole number from 0 to 20"),
        (["to": "5", "suffix": "\u{1b}[2J"], "suffix", "got '\\x1b[2J'; expected at most 40 printable characters"),
        (["to": "5", "style": "rolling", "format": "compact"], "format",
         "got 'compact'; expected a format other than compact with style rolling (units change as it counts)"),
        (["from": "10m", "to": "0", "format": "int"], "from",
         "got '10m'; expected a number, or a duration with a time format (format time, mm:ss, …)"),
        (["to": "5", "every": "1s"], "every", "got '1s'; expected it only together with command"),
        (["to": "5", "timeout": "1s"], "timeout", "got '1s'; expected it only together with command"),
        (["command": "echo 5", "every": "50ms"], "every", "got '50ms'; expected an interval of at least 100ms"),
        (["command": "echo 5", "timeout": "0"], "timeout", "got '0'; expected a duration above 0"),
        (["command": " \t "], "command", "got ' \\x09 '; expected a shell command of at most 4096 bytes"),
        (["to": "5", "rate": "second"], "rate", "got 'second'; expected it with command (or --stdin): a rate needs live totals"),
        (["command": "echo 5", "rate": "day"], "rate", "got 'day'; expected second, minute or hour"),
        (["command": "echo 5", "rate": "second", "to": "9"], "to",
         "got '9'; expected no from or to with rate (the rate comes from the samples)"),
        (["to": "5", "history": "30"], "history", "got '30'; expected it with command (or --stdin): history keeps live samples"),
        (["command": "echo 5", "history": "0"], "history", "got '0'; expected a whole number of samples from 1 to 1000"),
        (["to": "5", "below": "true"], "below", "got 'true'; expected it together with warn or critical"),
        (["to": "5", "warn": "5", "below": "maybe"], "below", "got 'maybe'; expected true or false"),
        (["to": "5", "warn": "80", "critical": "70"], "critical", "got '70'; expected a value at or above warn (or below: true)"),
        (["to": "5", "warn": "20", "critical": "30", "below": "yes"], "critical",
         "got '30'; expected a value at or below warn with below: true"),
    ])
    func badValuesNameTheirKey(values: [String: String], key: String, detail: String) throws {
        let error = try #require(refusal(values))
        #expect(error.key == key)
        #expect(error.detail == detail)
        #expect(!error.missing)
    }

    @Test func aTitleOver200CharactersIsRefused() throws {
        #expect(try spec(["to": "5", "title": String(repeating: "x", count: 200)]).title.count == 200)
        let error = try #require(refusal(["to": "5", "title": String(repeating: "x", count: 201)]))
        #expect(error.key == "title")
        #expect(error.detail.hasSuffix("; expected at most 200 characters"))
    }

    @Test func aMissingTargetIsRefusedUnlessValuesArriveLive() throws {
        let missing = try #require(refusal([:]))
        #expect(missing == SpecError(key: "to", got: "", expected: "the number to count to (or live values from stdin or a command)",
                                     missing: true))
        #expect(missing.detail == "missing; expected the number to count to (or live values from stdin or a command)")
        // Live: it starts at `from`, and waits there for values.
        let live = try spec(["from": "7"], live: true)
        #expect(live.to.description == "7")
        #expect(live.feed == nil)
    }

    @Test func aCommandMakesTheFeed() throws {
        let s = try spec(["command": "cut -d' ' -f1 /proc/loadavg", "every": "500ms", "timeout": "2s"])
        let feed = try #require(s.feed as? CommandSource.Feed)
        #expect(feed == CommandSource.Feed(command: "cut -d' ' -f1 /proc/loadavg", interval: 0.5, timeout: 2))
        #expect(s.feedKey == "command")
        #expect(CounterSpec.feedKeys == ["command"])
        #expect(CounterSpec.feedKeys.allSatisfy { CounterSpec.keys.contains($0) })
        // A fed counter needs no target: it starts at `from`.
        #expect(s.to == .zero)
        let defaults = try #require(try spec(["command": "echo 5"]).feed as? CommandSource.Feed)
        #expect(defaults.interval == 2)
        #expect(defaults.timeout == nil)
        #expect(try spec(["command": "echo 5", "every": "100ms"]).feed is CommandSource.Feed)
    }

    @Test func liveKeysMakeTheTrack() throws {
        let s = try spec(["command": "cat /proc/meminfo", "rate": "minute", "history": "60", "warn": "10", "critical": "5",
                          "below": "true"])
        #expect(s.rate == .minute)
        #expect(s.thresholds == Thresholds(warn: 10, critical: 5, below: true))
        #expect(s.history == 60)
        #expect(s.track == LiveTrack(rate: .minute, history: 60, thresholds: Thresholds(warn: 10, critical: 5, below: true)))
        // A rate is a quotient: one decimal unless a format says otherwise.
        #expect(s.format.format(ExactNumber(2)) == "2.0")
        // Thresholds alone need no feed: a fixed target can be coloured too.
        let warned = try spec(["to": "90", "warn": "80"])
        #expect(warned.track == LiveTrack(thresholds: Thresholds(warn: 80)))
        #expect(try spec(["history": "5"], live: true).track == LiveTrack(history: 5))
    }

    @Test func durationsAreSecondsShownAsATime() throws {
        let s = try spec(["from": "1h30m", "to": "0"])
        #expect(s.durationValues)
        #expect(s.from.description == "5400")
        #expect(s.duration == 5400)
        #expect(s.easing == .linear)
        #expect(s.format == .time)
        #expect(s.format.format(s.from) == "1:30:00")
        // An explicit duration and ease win over the natural ones.
        let quick = try spec(["from": "0", "to": "25m", "duration": "3", "ease": "out"])
        #expect(quick.duration == 3)
        #expect(quick.easing == .power(.out, exponent: 3))
    }

    @Test func transliteratedKeepsEverythingButTheText() throws {
        let s = try spec(["title": "Caf\u{E9} \u{2013} Stra\u{DF}e", "to": "1234.5", "prefix": "\u{20AC}", "suffix": "\u{B0}",
                          "locale": "de_DE", "style": "big", "color": "red"])
        let ascii = s.transliterated()
        #expect(ascii.title == "Cafe - Strasse")
        #expect(s.format.format(s.to) == "\u{20AC}1.234,5\u{B0}")
        #expect(ascii.format.format(s.to) == "EUR1.234,5deg")
        #expect(ascii.title.unicodeScalars.allSatisfy { $0.isASCII })
        #expect(ascii.from == s.from && ascii.to == s.to && ascii.duration == s.duration && ascii.easing == s.easing)
        #expect(ascii.style == s.style && ascii.color == s.color)
        // ASCII already: nothing changes.
        let plain = try spec(["title": "Users", "to": "5"])
        #expect(plain.transliterated().title == "Users")
        #expect(plain.transliterated().format == plain.format)
    }
}
