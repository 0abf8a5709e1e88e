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
    var counters: [Parsed<CardPairs>] = []

    @Option(parsing: .unconditional, help: ArgumentHelp("Frames per second, 1 to 240. (default: the file's, else 60)", valueName: "N"))
    var fps: Parsed<FrameRateOption>?

    @Option(parsing: .unconditional, help: ArgumentHelp("Cards per row: auto or 1 to 64. (default: the file's, else auto)", valueName: "N"),
            completion: .list(["auto"]))
    var columns: Parsed<ColumnsOption>?

    @Flag(help: "Read live values from stdin: lines 'ID VALUE', 'ID=VALUE' or {\"id\": \"ID\", \"value\": 12.5}.")
    var stdin = false

    @Flag(name: .customLong("no-flash"), help: "No change flashes and no blinking at threshold crossings (the colours stay).")
    var noFlash = false

    @OptionGroup var presentation: PresentationOptions

    package init() {}

    /// Checks every option's value, and each `--counter` as a card. Called after parsing rather
    /// than as `validate()`, which argument-parser calls before it looks for unknown options:
    /// an unknown option or subcommand is reported before a bad or missing value.
    func check() throws {
        guard file != nil || !counters.isEmpty else {
            throw ValidationError("dashboard: expected a FILE or at least one --counter")
        }
        _ = try fps?.value("--fps")
        try presentation.check()
        _ = try columns?.value("--columns")
        for counter in counters { _ = try Self.spec(of: counter.value("--counter"), live: stdin) }
    }

    /// The cards of the `--counter` options, as the board shows them.
    func counterSpecs() -> [CounterSpec] {
        counters.compactMap { counter in counter.value.flatMap { try? Self.spec(of: $0, live: stdin) } }
    }

    /// The card `--counter text` describes, or a usage error saying why not.
    static func counterSpec(_ text: String, live: Bool = false) throws -> CounterSpec {
        try spec(of: Parsed<CardPairs>(text).value("--counter"), live: live)
    }

    /// The card `options` describe, or a usage error naming `--counter` and the key.
    private static func spec(of options: CounterOptions, live: Bool) throws -> CounterSpec {
        do {
            return try CounterSpec(options, live: live, card: true)
        } catch {
            throw ValidationError("--counter \(error.key): \(error.detail)")
        }
    }

    /// The one parser of `--counter 'k=v,k=v'`: each key read by its parser. A comma splits
    /// only before another `word=` (a known key or a mistyped one, which is then named), so
    /// values may contain commas (`format=,##0.00`).
    enum CardPairs: OptionParser {
        /// Any text: no names to offer to completions.
        static let names: [String] = []

        /// The card's options `text` gives.
        static func read(_ text: String, key: String = "") throws(SpecError) -> CounterOptions {
            var options = CounterOptions()
            for part in pairs(text) {
                guard let equals = part.firstIndex(of: "=") else {
                    throw SpecError(key: "", got: text, expected: "key=value pairs like title=Users,to=9999")
                }
                let name = String(part[..<equals])
                guard let key = CounterKey(rawValue: name), CounterSpec.cardKeys.contains(name) else {
                    throw SpecError(key: "", got: text, expected: "", said: DashboardFile.unknownKey(name, known: CounterSpec.cardKeys))
                }
                // A chart's series are a list of mappings: only a board file holds them.
                if key == .series {
                    throw SpecError(key: "", got: text, expected: "", said: "series= is for a chart card in a board file (style: chart with a series: list)")
                }
                guard !options.has(key) else {
                    throw SpecError(key: "", got: text, expected: "",
                                    said: "got \(name)= twice in '\(TextSanitizer.escaped(text))'; expected each key once")
                }
                try options.read(key, String(part[part.index(after: equals)...]))
            }
            return options
        }
    }

    /// The one parser of `--columns` (and a board file's `columns:`): auto (nil) or 1 to 64.
    enum ColumnsOption: OptionParser {
        /// Any text: no names to offer to completions.
        static let names: [String] = []

        /// The cards per row `text` asks for; nil: as many as fit.
        static func read(_ text: String, key: String = "columns") throws(SpecError) -> Int? {
            if text == "auto" { return nil }
            guard let n = Int(text), (1...64).contains(n) else {
                throw SpecError(key: key, got: text, expected: "auto or a whole number from 1 to 64")
            }
            return n
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
