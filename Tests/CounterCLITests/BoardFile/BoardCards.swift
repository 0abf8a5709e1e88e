import CounterTUI
@testable import CounterCLI

/// The cards a board of `dashboard ARGUMENTS` (and a board file's text) makes, as the run makes
/// them: what the key suites of the CLI look at.
@MainActor
enum BoardCards {
    /// A colour terminal that is not stdout (no full screen), UTF-8.
    static let environment = Environment(noColor: false, animationsOff: false, term: "xterm-256color", utf8: true,
                                         stdoutIsTerminal: false, stdinIsTerminal: false)

    /// The cards of `dashboard ARGUMENTS` with the board file `file` (its text) read first.
    static func cards(_ arguments: [String], file: String? = nil) throws -> [ScreenCounter] {
        let command = try DashboardCommand.parse(arguments)
        var config = try file.map { try DashboardFile.parse($0, path: "board.yaml") } ?? DashboardConfig(counters: [])
        config.counters += command.counterSpecs()
        return DashboardRunner.makeScene(command, config: &config, environment: environment).0.counters
    }
}
