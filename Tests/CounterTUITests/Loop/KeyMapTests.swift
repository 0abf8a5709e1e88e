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
}
