import CounterEngine
import CounterTUI
import Testing
@testable import CounterCLI

/// `flash: false` (a card's key, in a file and in `--counter`) and `--no-flash` (the whole board)
/// turn off the change flash and the blink at a threshold crossing; a bad value names
/// file:line:column.
@MainActor
@Suite struct FlashKeyTests {
    func cards(_ arguments: [String], file: String? = nil) throws -> [ScreenCounter] {
        try BoardCards.cards(arguments, file: file)
    }

    @Test func cardsFlashUnlessTold() throws {
        #expect(try cards(["--counter", "to=5"]).map(\.flashes) == [true])
        #expect(try cards(["--counter", "to=5,flash=false", "--counter", "to=6,flash=yes"]).map(\.flashes) == [false, true])
        #expect(try cards(["--counter", "to=5", "--counter", "to=6", "--no-flash"]).map(\.flashes) == [false, false])
        let file = """
            defaults:
              flash: off
            counters:
              - to: 5
              - to: 6
                flash: true
            """
        #expect(try cards([], file: file).map(\.flashes) == [false, true])
    }

    @Test func aBadValueNamesWhereItIs() {
        #expect(throws: ConfigError.self) { try DashboardFile.parse("counters:\n  - to: 5\n    flash: maybe\n", path: "board.yaml") }
        do {
            _ = try DashboardFile.parse("counters:\n  - to: 5\n    flash: maybe\n", path: "board.yaml")
        } catch {
            #expect(error.description == "board.yaml:3:12: flash: got 'maybe'; expected true or false")
            #expect(error.status == 65)
        }
        #expect(throws: (any Error).self) { try DashboardCommand.counterSpec("to=5,flash=2") }
    }
}
