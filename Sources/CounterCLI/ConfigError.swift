import CounterEngine

/// A dashboard file that cannot be used: where (path:line:column) and why, with its exit status.
struct ConfigError: Error, Equatable, CustomStringConvertible {
    var path: String
    var line: Int?
    var column: Int?
    var message: String
    /// 65 for bad data, 66 for a file that cannot be read.
    var status: Int32

    static let dataError: Int32 = 65
    static let missingFile: Int32 = 66

    var description: String {
        var place = TextSanitizer.escaped(path, maximumLength: 300)
        if let line { place += ":\(line)" }
        if let line, line > 0, let column { place += ":\(column)" }
        return "\(place): \(message)"
    }
}


