import Foundation
@testable import CounterCLI

/// A command line parsed as `main` parses it, at an instant and in a zone the test chooses:
/// its settings, or its refusal as one line (with the status when it is not 64).
enum ParsedArguments {
    /// The settings of `arguments`, at `now` (the epoch) in `zone` (UTC).
    static func settings(_ arguments: [String], now: Date = Date(timeIntervalSince1970: 0),
                         zone: TimeZone = TimeZone(identifier: "UTC")!) throws -> CounterSettings {
        try CounterTUIMain.parse(arguments, now: now, timeZone: zone).mapError { $0 as Error }.get()
    }

    /// The refusal of `arguments` (`exit 65: …` when it is not a usage error); nil when they parse.
    static func failure(_ arguments: [String], now: Date = Date(), zone: TimeZone = .current) -> String? {
        if case .failure(let error) = CounterTUIMain.parse(arguments, now: now, timeZone: zone) {
            return error.code == 64 ? error.message : "exit \(error.code): \(error.message)"
        }
        return nil
    }
}
