import ArgumentParser
import CounterTUI

/// `counter-tui`: the root command. `count` (one counter) is the default subcommand, so
/// `counter-tui --to 9999` and `counter-tui count --to 9999` are the same; `dashboard` shows several; `clock` the time of day.
package struct RootCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "counter-tui",
        abstract: "Animate numbers in the terminal: one counter, or a dashboard of several.",
        discussion: """
            Without a subcommand, counter-tui runs `count`:
              counter-tui --from 0 --to 9999 --duration 10 --ease out
              counter-tui dashboard boards/sales.yaml
              counter-tui clock --seconds
            `counter-tui help count`, `help dashboard` and `help clock` list every option.

            \(KeyMap.helpText())
            """,
        version: Version.text,
        subcommands: [CounterCommand.self, DashboardCommand.self, ClockCommand.self],
        defaultSubcommand: CounterCommand.self
    )

    package init() {}

    /// The names a first argument may be: the subcommands and `help`.
    static let subcommandNames = ["count", "dashboard", "clock", "help"]
}
