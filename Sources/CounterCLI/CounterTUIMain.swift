import ArgumentParser
import CounterEngine
import CounterTUI

#if canImport(Glibc)
import Glibc
#endif

/// The program's entry: parses the command line, reports bad usage on one line (exit 64),
/// and runs the counter.
public enum CounterTUIMain {
    /// Exit status for bad usage (EX_USAGE).
    public static let usageError: Int32 = 64
    /// Exit status when output cannot be written (EX_IOERR).
    public static let outputError: Int32 = 74

    @MainActor
    public static func main(_ arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Never {
        // First of all, before anything opens a file that could take their numbers.
        if StandardStream.reopenClosedStandardDescriptors().contains(1) {
            StandardStream.write("counter-tui: standard output is closed; nothing to show the count on\n", to: 2)
            exit(outputError)
        }
        setlocale(LC_ALL, "")
        // Before any thread exists: keep the signals the session handles pending (not lost)
        // until its signal sources are listening; every later thread inherits this mask.
        SignalPolicy.holdSignals()
        if arguments.first == "dashboard" {
            runDashboard(Array(arguments.dropFirst()))
        }
        switch parse(arguments) {
        case .failure(let error):
            if error.code == 0 {
                StandardStream.write(error.message, to: 1)
                exit(0)
            }
            StandardStream.write("counter-tui: \(error.message)\n", to: 2)
            exit(error.code)
        case .success(let settings):
            CounterRunner.run(settings, environment: .current())
        }
    }

    @MainActor
    private static func runDashboard(_ arguments: [String]) -> Never {
        do {
            let command = try DashboardCommand.parse(arguments)
            DashboardRunner.run(command, environment: .current())
        } catch {
            let code = DashboardCommand.exitCode(for: error)
            if code == .success {
                StandardStream.write(DashboardCommand.fullMessage(for: error) + "\n", to: 1)
                exit(0)
            }
            StandardStream.write("counter-tui: \(oneLine(DashboardCommand.message(for: error)))\n", to: 2)
            exit(usageError)
        }
    }

    /// A usage problem (or a help request, with code 0) and its text.
    struct UsageError: Error {
        var message: String
        var code: Int32
    }

    /// Parses and validates `arguments`, without touching the terminal.
    static func parse(_ arguments: [String]) -> Result<CounterSettings, UsageError> {
        do {
            let command = try CounterCommand.parse(arguments)
            guard let settings = command.settings else {
                return .failure(UsageError(message: "internal error: settings missing", code: usageError))
            }
            return .success(settings)
        } catch {
            let code = CounterCommand.exitCode(for: error)
            if code == .success {
                return .failure(UsageError(message: CounterCommand.fullMessage(for: error) + "\n", code: 0))
            }
            return .failure(UsageError(message: oneLine(CounterCommand.message(for: error)), code: usageError))
        }
    }

    /// The first line of an error message, with anything unsafe shown as escapes.
    static func oneLine(_ message: String) -> String {
        let first = message.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? message
        let trimmed = first.hasPrefix("Error: ") ? String(first.dropFirst(7)) : first
        return TextSanitizer.escaped(trimmed, maximumLength: 2000)
    }
}
