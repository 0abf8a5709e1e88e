import ArgumentParser
import CounterEngine
import CounterSystem
import CounterTUI

/// `counter-tui dashboard`: several counters side by side, from a YAML (or JSON) file or from
/// repeated `--counter` options.
package struct DashboardCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "dashboard",
        abstract: "Show several counters side by side, from a YAML or JSON file or --counter options.",
        discussion: """
            Examples:
              counter-tui dashboard boards/sales.yaml
              counter-tui dashboard boards/system.yaml    (this machine, live)
              counter-tui dashboard --counter 'title=Users,to=9999,style=rolling' --counter 'title=Load,to=0.75,format=percent'

            A dashboard file:
              fps: 60                 # optional
              columns: auto           # or a number of cards per row
              max_triggers: 16        # optional: on_warn/on_critical/on_ok running at once
              defaults:               # any counter key, for every counter it fits
                duration: 3s
              counters:
                - id: revenue         # optional, routes live values
                  title: Revenue
                  to: 1234567.89
                  format: ",##0.00"
                  prefix: "$"
                - title: Users
                  to: 9999
                  style: rolling

            Counter keys (in the file and in --counter): \(CounterSpec.cardKeys.joined(separator: " ")).
            Live values: rate: second|minute|hour shows the change of a growing total;
            format: bytes, bytes-si or si picks the unit per value; warn: N, critical: N
            (below: true when low is bad) colour the value: green ok, yellow warn, red critical;
            a change flashes cyan (up) or magenta (down), never over those (flash: false or
            --no-flash turn flashes off); history: N adds a sparkline.
            \(KeyMap.helpText())
              On a board space, r, + and - act on every card; E is for one countdown.
            \(ExitStatus.helpText())
            """
    )

    @Argument(help: ArgumentHelp("The dashboard file (.yaml, .yml or .json).", valueName: "FILE"),
              completion: .file(extensions: CompletionValues.dashboardFileExtensions))
    var file: String?

    @Option(name: .customLong("counter"), parsing: .unconditionalSingleValue,
            help: ArgumentHelp("A counter as key=value pairs, e.g. --counter 'title=Users,to=9999'; repeat for more.", valueName: "KEYS"))
    var counters: [String] = []

    @Option(parsing: .unconditional, help: ArgumentHelp("Frames per second, 1 to 240. (default: the file's, else 60)", valueName: "N"))
    var fps: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Cards per row: auto or 1 to 64. (default: the file's, else auto)", valueName: "N"),
            completion: .list(["auto"]))
    var columns: String?

    @Flag(help: "Read live values from stdin: lines 'ID VALUE', 'ID=VALUE' or {\"id\": \"ID\", \"value\": 12.5}.")
    var stdin = false

    @Flag(name: .customLong("no-flash"), help: "No change flashes and no blinking at threshold crossings (the colours stay).")
    var noFlash = false

    @OptionGroup var presentation: PresentationOptions

    package init() {}

    /// Checks every option's value; called after parsing, so that an unknown option or
    /// subcommand is reported before a bad or missing value.
    func check() throws {
        guard file != nil || !counters.isEmpty else {
            throw ValidationError("dashboard: expected a FILE or at least one --counter")
        }
        if let fps { _ = try FlagValue.fps(fps, flag: "--fps") }
        if let columns, columns != "auto" {
            guard let n = Int(columns), (1...64).contains(n) else {
                throw FlagValue.invalid("--columns", columns, "auto or a whole number from 1 to 64")
            }
        }
        _ = try presentation.snapshotTime()
        _ = try presentation.snapshotSize()
        _ = try presentation.recordTarget()
        for text in counters { _ = try Self.counterSpec(text, live: stdin) }
    }

    /// Parses `--counter 'k=v,k=v'`. A comma splits only before another `word=` (a known key or
    /// a mistyped one, which is then named), so values may contain commas (`format=,##0.00`).
    static func counterSpec(_ text: String, live: Bool = false) throws -> CounterSpec {
        var values: [String: String] = [:]
        for part in pairs(text) {
            guard let equals = part.firstIndex(of: "=") else {
                throw ValidationError("--counter: got '\(TextSanitizer.escaped(text))'; expected key=value pairs like title=Users,to=9999")
            }
            let key = String(part[..<equals])
            guard CounterSpec.cardKeys.contains(key) else {
                throw ValidationError("--counter: \(DashboardFile.unknownKey(key, known: CounterSpec.cardKeys))")
            }
            // A chart's series are a list of mappings: only a board file holds them.
            if key == CounterKey.series.rawValue {
                throw ValidationError("--counter: series= is for a chart card in a board file (style: chart with a series: list)")
            }
            guard values[key] == nil else {
                throw ValidationError("--counter: got \(key)= twice in '\(TextSanitizer.escaped(text))'; expected each key once")
            }
            values[key] = String(part[part.index(after: equals)...])
        }
        do {
            return try CounterSpec(CounterOptions(named: values), live: live, card: true)
        } catch {
            throw ValidationError("--counter \(error.key): \(error.detail)")
        }
    }

    private static func pairs(_ text: String) -> [Substring] {
        var parts: [Substring] = []
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == ",", index > start {
                let rest = text[text.index(after: index)...]
                if let eq = rest.firstIndex(of: "="), isKeyLike(rest[..<eq]) {
                    parts.append(text[start..<index])
                    start = text.index(after: index)
                }
            }
            index = text.index(after: index)
        }
        if start < text.endIndex { parts.append(text[start...]) }
        return parts
    }

    /// A word that reads as a key (`colour`, `to`): lowercase letters, digits, `_` and `-`.
    private static func isKeyLike(_ word: Substring) -> Bool {
        !word.isEmpty && word.count <= 32
            && word.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "-" }
    }
}
