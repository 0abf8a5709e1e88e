import Testing
@testable import CounterTUI

/// `KeyMap`: the one table of the full screen's keys.
@Suite struct KeyMapTests {
    @Test func eachKeyHasItsAction() {
        #expect(KeyMap.action(for: .character("q")) == .quit)
        #expect(KeyMap.action(for: .character("Q")) == .quit)
        #expect(KeyMap.action(for: .escape) == .quit)
        #expect(KeyMap.action(for: .character(" ")) == .togglePause)
        #expect(KeyMap.action(for: .character("r")) == .restart)
        #expect(KeyMap.action(for: .character("R")) == .restart)
        #expect(KeyMap.action(for: .character("l")) == .lap)
        #expect(KeyMap.action(for: .character("+")) == .addTime)
        #expect(KeyMap.action(for: .character("-")) == .takeTime)
        #expect(KeyMap.action(for: .character("E")) == .toggleEndTime)
        #expect(KeyMap.action(for: .character("e")) == .toggleEndTime)
        #expect(KeyMap.action(for: .character("\u{0C}")) == .repaint)
        #expect(KeyMap.action(for: .resize) == .repaint)
        #expect(KeyMap.action(for: .modeReport(mode: 2026, setting: 2)) == .modeReported(mode: 2026, setting: 2))
        #expect(KeyMap.action(for: .character("x")) == .anyKey)
        #expect(KeyMap.action(for: .other) == .anyKey)
    }

    @Test func noKeyIsBoundTwice() {
        let keys = KeyMap.bindings.flatMap(\.keys)
        for (i, key) in keys.enumerated() {
            #expect(!keys[(i + 1)...].contains(key), "\(key)")
        }
    }

    /// The help's "Keys:" list is made from the table: every binding is in it, with its keys'
    /// names and its words, in the table's order.
    @Test func theHelpListsEveryBinding() {
        let help = KeyMap.helpText()
        let flat = help.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        var from = flat.startIndex
        for binding in KeyMap.bindings {
            let item = "\(KeyMap.names(of: binding.keys)) \(binding.help)"
            let found = flat.range(of: item, range: from..<flat.endIndex)
            #expect(found != nil, "\(item) not in order in \(help)")
            if let found { from = found.upperBound }
        }
        #expect(KeyMap.names(of: [.character("q"), .character("Q"), .escape]) == "q or Esc")
        #expect(KeyMap.names(of: [.character("\u{0C}"), .resize]) == "Ctrl-L")
        #expect(flat.hasPrefix("Keys: q or Esc quit, Ctrl-C interrupts (exit 130),"))
        #expect(help.split(separator: "\n").allSatisfy { $0.count <= 80 })
    }
}
