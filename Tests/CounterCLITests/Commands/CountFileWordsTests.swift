import Testing
@testable import CounterCLI

/// A count's FILE words stand in the parser's line as one marker a run (the parser's time grew
/// with the square of their number): the files come back in order, between and after options,
/// options' values stay theirs, and a line without a count is left alone.
@Suite struct CountFileWordsTests {
    @Test func theFilesComeBackInOrder() throws {
        let line = ["--count-lines", "a", "b", "c", "--name", "n", "d", "e", "--tee", "f", "--", "-g", "h", "i", "-", "j"]
        let words = CountFileWords(line)
        #expect(words.compacted.count < line.count)
        let parsed = try CounterCommand.parse(words.compacted)
        #expect(words.expanded(parsed.pipes.files) == ["a", "b", "c", "d", "e", "f", "-g", "h", "i", "-", "j"])
        #expect(parsed.display.name?.text == "n")
    }

    @Test func aLineWithoutACountIsLeftAlone() {
        for line in [["10m", "a", "b"], ["dashboard", "f", "--count-lines", "a", "b"], ["help", "count"]] {
            #expect(CountFileWords(line).compacted == line)
        }
    }

    @Test func aMarkerInAMessageIsTheFirstWordItStandsFor() {
        let words = CountFileWords(["count", "--count-bytes", "x", "y", "z"])
        #expect(words.compacted.count == 4)
        #expect(words.restored("Unexpected argument '\(words.compacted[3])'") == "Unexpected argument 'y'")
    }
}
