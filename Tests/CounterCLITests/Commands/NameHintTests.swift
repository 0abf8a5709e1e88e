import CounterEngine
import Testing
@testable import CounterCLI

/// Every refusal of a name points at a list that has every name: it lists them itself, or it
/// names a help (`every name: counter-tui help count`) whose text does. `--ease outt` said "every
/// name: counter-tui --help", and `--help` lists none.
@Suite struct NameHintTests {
    /// The message of a refused command line.
    func refusal(_ arguments: [String]) -> String? {
        if case .failure(let error) = CounterTUIMain.parseCommand(arguments), error.code == 64 { return error.message }
        return nil
    }

    /// The names `message` leaves out: of the help it points at, or of itself.
    func missing(_ names: [String], from message: String) throws -> [String] {
        var list = message
        if let range = message.range(of: "every name: counter-tui ") {
            let command = message[range.upperBound...].prefix { $0 != ")" }.split(separator: " ").map(String.init)
            guard case .failure(let help) = CounterTUIMain.parseCommand(command), help.code == 0 else {
                Issue.record("'\(command.joined(separator: " "))' is not a help")
                return names
            }
            list = help.message
        }
        // Names stand between spaces, commas or line ends (`in` is not found inside `linear`).
        let words = Set(list.split(whereSeparator: { " ,\n;:()'".contains($0) }).map(String.init))
        return names.filter { !words.contains($0) }
    }

    @Test(arguments: [
        (["--to", "5", "--ease", "outt"], EasingOption.names),
        (["--to", "5", "--ease", "wobble"], EasingOption.names),
        (["dashboard", "--counter", "title=A,to=5,ease=outt"], EasingOption.names),
        (["--to", "5", "--style", "bigg"], StyleOption.names),
        (["--to", "5", "--font", "boxx"], FontOption.names),
        (["--to", "5", "--roll", "zz"], RollOption.names),
        (["--to", "5", "--color", "redd"], ColorOption.names),
        (["--phase", "Work=1m:redd"], ColorOption.names),
        (["--stdin", "--rate", "zz"], RateOption.names),
        (["--to", "5", "--format", "tiem"], NumberFormat.namedFormats),
    ] as [([String], [String])])  // The type spelled out: inferred, it took a minute to check.
    func aRefusedNamePointsAtEveryName(arguments: [String], names: [String]) throws {
        let message = try #require(refusal(arguments), "\(arguments) was not refused")
        #expect(try missing(names, from: message) == [], "\(message)")
    }
}
