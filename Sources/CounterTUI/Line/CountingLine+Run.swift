import CounterEngine

extension CountingLine {
    /// Runs `body` with a counting line, finished when `body` returns or throws.
    public static func run<T>(
        _ title: String = "", from start: ExactNumber = 0, format: NumberFormat = .int, easing: Easing = .out,
        duration: Double = 0.5, output: Int32 = 1, _ body: (CountingLine) throws -> T
    ) rethrows -> T {
        let line = CountingLine(title, from: start, format: format, easing: easing, duration: duration, output: output)
        defer { line.finish() }
        return try body(line)
    }

    /// Runs the async `body` with a counting line, finished when `body` returns or throws; `body`
    /// runs in the caller's isolation (the main actor of an async `main`, say).
    public static func run<T>(
        _ title: String = "", from start: ExactNumber = 0, format: NumberFormat = .int, easing: Easing = .out,
        duration: Double = 0.5, output: Int32 = 1, isolation: isolated (any Actor)? = #isolation,
        _ body: (CountingLine) async throws -> T
    ) async rethrows -> T {
        let line = CountingLine(title, from: start, format: format, easing: easing, duration: duration, output: output)
        defer { line.finish() }
        return try await body(line)
    }
}
