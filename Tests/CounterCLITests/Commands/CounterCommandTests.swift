import Testing
@testable import CounterCLI

/// `CounterCommand.counterValues`: the counter's options by the keys a dashboard file uses, as
/// typed; an option without a default is in it only when given.
@Suite struct CounterCommandTests {
    /// The options that have a default: always there, with the value `CounterSpec` would take.
    static let defaulted: [String: String] = [
        "delay": "0", "exponent": "3", "prefix": "", "suffix": "", "style": "label", "roll": "carry", "font": "auto",
        "title": "", "color": "default",
    ]

    func values(_ arguments: [String]) throws -> [String: String] {
        try CounterCommand.parse(arguments).counterValues
    }

    @Test func optionsLeftOutAreNotInIt() throws {
        #expect(try values(["--to", "5"]) == Self.defaulted.merging(["to": "5"]) { $1 })
        #expect(try values([]) == Self.defaulted)
    }

    @Test func theDefaultsAreTheSpecsOwn() throws {
        // With the defaulted keys or without them, the same counter.
        let given = try CounterSpec(try values(["--to", "5"]))
        let bare = try CounterSpec(["to": "5"])
        #expect(given.title == bare.title && given.delay == bare.delay && given.easing == bare.easing)
        #expect(given.format == bare.format && given.style == bare.style && given.roll == bare.roll)
        #expect(given.font == bare.font && given.color == bare.color && given.decimalsAsTyped == bare.decimalsAsTyped)
    }

    @Test func everyOptionGivenIsThereAsTyped() throws {
        let v = try values([
            "--from", "1.50", "--to", "1e3", "--duration", "3s", "--delay", "1", "--ease", "in-out", "--exponent", "2",
            "--format", ",##0.00", "--decimals", "1", "--prefix", "$", "--suffix", "!", "--locale", "de_DE", "--style", "big",
            "--roll", "up", "--font", "box", "--height", "7", "--title", "T", "--color", "red", "--command", "echo 5",
            "--every", "1s", "--timeout", "500ms", "--rate", "second", "--warn", "1", "--critical", "2", "--below",
            "--history", "60", "--stopwatch", "--phase", "A=1s", "--phase", "B=2s", "--repeat", "2", "--pid", "12",
        ])
        #expect(v["pid"] == "12")
        #expect(v["stopwatch"] == "true" && v["phases"] == "A=1s;B=2s" && v["repeat"] == "2")
        #expect(v["from"] == "1.50" && v["to"] == "1e3" && v["duration"] == "3s" && v["ease"] == "in-out")
        #expect(v["command"] == "echo 5" && v["every"] == "1s" && v["timeout"] == "500ms")
        #expect(v["below"] == "true" && v["history"] == "60" && v["rate"] == "second")
        // Every counter key but the id (one counter needs none), and nothing else.
        #expect(Set(v.keys) == Set(CounterSpec.keys).subtracting(["id"]))
    }

    @Test func belowIsInItOnlyWhenGiven() throws {
        #expect(try values(["--to", "5"])["below"] == nil)
        #expect(try values(["--to", "5", "--warn", "1", "--below"])["below"] == "true")
    }

    @Test func commandLineOnlyOptionsAreNotCounterKeys() throws {
        let v = try values(["--to", "5", "--fps", "30", "--inline", "--on-done", "true", "--stats"])
        #expect(Set(v.keys) == Set(Self.defaulted.keys).union(["to"]))
        for key in v.keys { #expect(CounterSpec.keys.contains(key), "\(key)") }
    }
}
