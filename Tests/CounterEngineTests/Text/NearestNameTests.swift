import Testing
@testable import CounterEngine

/// "Did you mean …?": case-insensitive edit distance, and a suggestion only for a name close enough to be a typo.
@Suite struct NearestNameTests {
    @Test(arguments: [
        ("kitten", "sitting", 3), ("flaw", "lawn", 2), ("", "abc", 3), ("abc", "", 3), ("", "", 0), ("same", "SAME", 0),
        ("linaer", "linear", 2), ("in-out-cubc", "in-out-cubic", 1), ("outback", "out-back", 1), ("ab", "ba", 2),
        ("Straße", "strasse", 2), ("日本語", "日本", 1),
    ] as [(String, String, Int)])
    func editDistance(a: String, b: String, distance: Int) {
        #expect(NearestName.distance(a, b) == distance)
        #expect(NearestName.distance(b, a) == distance)
    }

    static let subcommands = ["count", "countdown", "dashboard", "live", "time", "record"]

    @Test(arguments: [
        ("cuont", "count"), ("dashbord", "dashboard"), ("DASHBOARD", "dashboard"), ("lvie", "live"), ("tme", "time"),
        ("countdonw", "countdown"), ("recrod", "record"), ("count-down", "countdown"),
    ])
    func suggestsTheNearestName(name: String, nearest: String) {
        #expect(NearestName.suggestion(for: name, in: Self.subcommands) == nearest)
    }

    @Test(arguments: ["wobble", "xyz", "stopwatch", "d", "timer-countdown", ""])
    func noSuggestionForFarNames(name: String) {
        #expect(NearestName.suggestion(for: name, in: Self.subcommands) == nil)
    }

    /// Two edits for any name; a third of the length for long ones.
    @Test func howFarATypoMayBe() {
        // Three letters, three edits: too far.
        #expect(NearestName.suggestion(for: "abc", in: ["xyz"]) == nil)
        // Six letters: two edits are a typo, three are not.
        #expect(NearestName.suggestion(for: "abcdxy", in: ["abcdef"]) == "abcdef")
        #expect(NearestName.suggestion(for: "abcxyz", in: ["abcdef"]) == nil)
        // Twelve letters: four edits are still a typo, five are not.
        #expect(NearestName.suggestion(for: "abcdefghwxyz", in: ["abcdefghijkl"]) == "abcdefghijkl")
        #expect(NearestName.suggestion(for: "abcdefgvwxyz", in: ["abcdefghijkl"]) == nil)
    }

    @Test func theNearestOfSeveralWins() {
        #expect(NearestName.suggestion(for: "quadd", in: ["cubic", "quart", "quad"]) == "quad")
        #expect(NearestName.suggestion(for: "in-sin", in: Easing.names) == "in-sine")
        #expect(NearestName.suggestion(for: "anything", in: []) == nil)
    }

    /// A very long name is no typo of a short one: it is hundreds of edits away.
    @Test func aLongNameIsNoTypoOfAShortOne() {
        let long = String(repeating: "x", count: 200)
        #expect(NearestName.suggestion(for: long, in: ["linear"]) == nil)
        // Past 64 characters every character counts: two long names that differ only there
        // are as far apart as their tails.
        let tail = String(repeating: "y", count: 100)
        #expect(NearestName.distance(long, String(repeating: "x", count: 64) + tail) == 136 + 100)
        #expect(NearestName.suggestion(for: String(repeating: "x", count: 64) + "ab", in: [String(repeating: "x", count: 64)]) == String(repeating: "x", count: 64))
        // Up to 64 characters the whole name is measured: 60 characters are 60 edits away.
        #expect(NearestName.suggestion(for: String(repeating: "x", count: 60), in: ["linear"]) == nil)
    }
}
