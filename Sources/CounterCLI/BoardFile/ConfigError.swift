import CounterEngine
import CounterSystem

/// A dashboard file that cannot be used: where (path:line:column) and why, with its exit status.
package struct ConfigError: Error, Equatable, CustomStringConvertible {
    var path: String
    package var line: Int?
    var column: Int?
    var message: String
    /// `ExitStatus.dataError` (65) for bad data, `.noInput` (66) for a file that cannot be read.
    package var status: ExitStatus

    package var description: String {
        var place = TextSanitizer.escaped(path, maximumLength: 300)
        if let line { place += ":\(line)" }
        if let line, line > 0, let column { place += ":\(column)" }
        return "\(place): \(message)"
    }
}
