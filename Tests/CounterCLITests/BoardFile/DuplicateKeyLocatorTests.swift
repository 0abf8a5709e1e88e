import Testing
@testable import CounterCLI

/// `DuplicateKeyLocator`: the line and column (from 1) of the key that repeats one of the same
/// block mapping; keys of other mappings, comments and flow style are not duplicates.
@Suite struct DuplicateKeyLocatorTests {
    /// [line, column], or nil.
    func place(_ key: String, _ text: String) -> [Int]? {
        DuplicateKeyLocator.locate(key, in: text).map { [$0.line, $0.column] }
    }

    @Test func aRepeatAtTheTopLevel() {
        #expect(place("title", "title: x\ncounters:\n  - to: 5\ntitle: y\n") == [4, 1])
        #expect(place("fps", "fps: 30\nfps: 60") == [2, 1])
    }

    @Test func aRepeatInsideAListItemIsFoundAtTheSecondKey() {
        #expect(place("to", "counters:\n  - title: A\n    to: 5\n    to: 6\n") == [4, 5])
        // The item's first key stands after "- ": a repeat lines up with it.
        #expect(place("to", "- to: 1\n  to: 2\n") == [2, 3])
        #expect(place("title", "counters:\n  - to: 1\n    title: a\n  - title: b\n    to: 2\n    title: c\n") == [6, 5])
    }

    @Test func theSameKeyInAnotherMappingIsNoRepeat() {
        // Two cards, each with its own `to`.
        #expect(place("to", "counters:\n  - to: 1\n  - to: 2\n") == nil)
        // `to` under defaults and in a card.
        #expect(place("to", "defaults:\n  to: 1\ncounters:\n  - to: 2\n") == nil)
        // Two nested mappings at the same column under different parents.
        #expect(place("x", "a:\n  x: 1\nb:\n  x: 2\n") == nil)
        // A deeper key named like its parent.
        #expect(place("a", "a:\n  a: 1\n") == nil)
    }

    @Test func onlyTheKeyAskedForIsLookedFor() {
        #expect(place("from", "to: 1\nto: 2\nfrom: 3\n") == nil)
        #expect(place("to", "from: 1\nfrom: 2\nto: 3\nto: 4\n") == [4, 1])
    }

    @Test func quotesCommentsAndValuesAreReadAsYAMLWould() {
        #expect(place("to", "\"to\": 1\n'to': 2\n") == [2, 1])
        #expect(place("to", "# to: 0\nto: 1\n\n   # to: 2\nto: 3\n") == [5, 1])
        // Only a colon followed by a space (or the line's end) ends a key.
        #expect(place("url", "url: a\nurl:b\n") == nil)
        #expect(place("title", "title: \"a: b\"\nformat: \"m:ss\"\ntitle: c\n") == [3, 1])
        #expect(place("counters", "counters:\ncounters:\n") == [2, 1])
    }

    @Test func flowStyleAndEmptyTextAreNotLookedInto() {
        #expect(place("a", "{a: 1, a: 2}") == nil)
        #expect(place("to", "counters: [{to: 1, to: 2}]\n") == nil)
        #expect(place("to", "") == nil)
    }

    @Test func theFileErrorNamesTheLocatedPlace() throws {
        let text = "fps: 30\ncounters:\n  - title: A\n    # a note\n    to: 5\n    to: 6\n"
        #expect(place("to", text) == [6, 5])
        do {
            _ = try DashboardFile.parse(text, path: "b.yaml")
            Issue.record("a duplicate key was accepted")
        } catch {
            #expect(error.description == "b.yaml:6:5: not valid YAML: duplicate key 'to'; each key may appear once in a mapping")
        }
    }
}
