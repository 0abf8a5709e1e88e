import Testing
@testable import CounterCLI

/// Each option is declared once, in `CounterKey`: `help count`, the dashboard's card keys and
/// `--counter`'s keys all come from that one list.
@Suite struct CounterKeyTests {
    /// The options `help count` lists, as `--name` (wide, so each is on one line).
    static func helpOptions() -> Set<String> {
        let help = RootCommand.helpMessage(for: CounterCommand.self, columns: 400)
        var flags = Set<String>()
        for line in help.split(separator: "\n") where line.hasPrefix("  -") {
            // `  --from <N>   Start …` or `  -h, --help   Show …`: the names come first.
            for word in line.split(separator: " ").prefix(2) where word.hasPrefix("--") { flags.insert(String(word)) }
        }
        return flags
    }

    @Test func helpCountListsExactlyTheTablesCommandLineKeys() {
        let listed = Self.helpOptions().subtracting(["--help", "--version"])
        #expect(listed == Set(CounterKey.commandLineFlags))
        // Every key that is not only a card's is an option of the count, named by its flag.
        for key in CounterKey.allCases where key.scope == .counter || key.scope == .commandLine {
            #expect(listed.contains(key.flag ?? ""), "help count lacks \(key)")
        }
    }

    @Test func helpCountGroupsItsOptionsByJob() {
        let help = RootCommand.helpMessage(for: CounterCommand.self, columns: 400)
        for title in [CountingOptions.title, DisplayOptions.title, TimerOptions.title, LiveOptions.title,
                      PipeOptions.title, PresentationOptions.title] {
            #expect(help.contains("\n\(title.uppercased()):\n"), "no group \(title)")
        }
    }

    @Test func cardKeysAreTheTableWithoutTheCommandLinesOwn() {
        let table = CounterKey.allCases.filter { $0.scope != .commandLine }.map(\.rawValue)
        #expect(CounterSpec.cardKeys == table)
        #expect(CounterSpec.keys == CounterKey.counterKeys.map(\.rawValue))
        // The dashboard's help lists them, in the same order.
        let help = RootCommand.helpMessage(for: DashboardCommand.self, columns: 1000)
        #expect(help.contains("Counter keys (in the file and in --counter): \(table.joined(separator: " "))."))
    }

    @Test func counterAndDashboardFilesTakeEveryCardKeyAndNothingElse() throws {
        for key in CounterKey.allCases {
            let counter = Result { try DashboardCommand.counterSpec("\(key.rawValue)=?,to=5") }
            let file = Result { try DashboardFile.parse("counters:\n  - to: 5\n    \(key.rawValue): \"?\"\n", path: "b.yaml") }
            let unknownInCounter = "\(counter)".contains("unknown key")
            let unknownInFile = "\(file)".contains("unknown key")
            #expect(unknownInCounter == (key.scope == .commandLine), "--counter and \(key)")
            #expect(unknownInFile == (key.scope == .commandLine), "a dashboard file and \(key)")
        }
    }

    @Test func theCountsCounterValuesAreTableKeys() throws {
        let values = try CounterCommand.parse(["--to", "5", "--warn", "1", "--below", "--stopwatch", "--phase", "A=1s"]).counterValues
        for key in values.keys {
            #expect(CounterKey(rawValue: key).map { $0.scope == .counter } == true, "\(key)")
        }
    }

    @Test func eachTextDefaultIsTheTables() throws {
        let command = try CounterCommand.parse([])
        #expect(command.counting.delay.text == CounterKey.delay.defaultText)
        #expect(command.counting.exponent.text == CounterKey.exponent.defaultText)
        #expect(command.display.style.text == CounterKey.style.defaultText)
        #expect(command.display.roll.text == CounterKey.roll.defaultText)
        #expect(command.display.fps.text == CounterKey.fps.defaultText)
        #expect(command.presentation.size.text == CounterKey.size.defaultText)
    }
}
