#if canImport(Glibc)
import Glibc
#endif
import CounterEngine
import CounterSystem
import Yams

/// Reads a dashboard file (YAML, or the same as JSON) into a `DashboardConfig`.
///
/// The document is walked node by node with its marks, so every error names the file, line and
/// column it is about; keys are checked against the known ones (with a "did you mean" hint), and
/// only scalars are read where a value is expected, so deep or aliased structures are never
/// expanded. Files over 1 MiB are refused before parsing.
package enum DashboardFile {
    static let maximumBytes = 1 << 20
    static let topLevelKeys = ["fps", "columns", "max_triggers", "defaults", "counters"]

    /// Loads and validates the file at `path`.
    /// - Parameter live: values arrive on stdin, so counters may leave out `to`.
    static func load(_ path: String, live: Bool = false) throws(ConfigError) -> DashboardConfig {
        try parse(read(path), path: path, live: live)
    }

    /// The file's text, after checking it is a regular, readable file of at most 1 MiB.
    static func read(_ path: String) throws(ConfigError) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw ConfigError(path: path, message: "cannot read the file: \(String(cString: strerror(errno)))",
                              status: ExitStatus.noInput)
        }
        let type = info.st_mode & S_IFMT
        if type == S_IFDIR {
            throw ConfigError(path: path, message: "is a directory; expected a dashboard file", status: ExitStatus.noInput)
        }
        guard type == S_IFREG else {
            throw ConfigError(path: path, message: "is not a regular file; expected a dashboard file", status: ExitStatus.noInput)
        }
        guard info.st_size <= maximumBytes else {
            throw ConfigError(path: path, message: "is larger than 1 MiB; expected a dashboard file", status: ExitStatus.dataError)
        }
        guard let file = fopen(path, "r") else {
            throw ConfigError(path: path, message: "cannot read the file: \(String(cString: strerror(errno)))",
                              status: ExitStatus.noInput)
        }
        defer { fclose(file) }
        var bytes = [UInt8](repeating: 0, count: maximumBytes + 1)
        let count = fread(&bytes, 1, bytes.count, file)
        guard count <= maximumBytes else {
            throw ConfigError(path: path, message: "is larger than 1 MiB; expected a dashboard file", status: ExitStatus.dataError)
        }
        guard let text = String(validating: bytes[0..<count], as: UTF8.self) else {
            throw ConfigError(path: path, line: 1, column: 1, message: "is not UTF-8 text", status: ExitStatus.dataError)
        }
        return text
    }

    /// Validates the text of a dashboard file named `path` (used in messages).
    package static func parse(_ text: String, path: String, live: Bool = false) throws(ConfigError) -> DashboardConfig {
        func fail(_ node: Node?, _ message: String) -> ConfigError {
            ConfigError(path: path, line: node?.mark?.line ?? 1, column: node?.mark?.column ?? 1, message: message,
                        status: ExitStatus.dataError)
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw yamlError(error, path: path, text: text)
        } catch {
            throw ConfigError(path: path, line: 1, column: 1, message: "cannot be parsed", status: ExitStatus.dataError)
        }
        guard let root, case .mapping(let top) = root else {
            throw fail(root, "expected a mapping with a counters: list (see boards/)")
        }
        var config = DashboardConfig(counters: [])
        var defaults: [String: (String, Node)] = [:]
        var countersNode: Node?
        for (keyNode, value) in top {
            let key = keyNode.string ?? ""
            switch key {
            case "fps":
                let text = try scalar(value, key: key, fail: fail)
                do {
                    config.fps = try FrameRateOption.read(text, key: key)
                } catch {
                    throw fail(value, "fps: \(error.detail)")
                }
            case "columns":
                let text = try scalar(value, key: key, fail: fail)
                do {
                    config.columns = try DashboardCommand.ColumnsOption.read(text, key: key)
                } catch {
                    throw fail(value, "columns: \(error.detail)")
                }
            case "max_triggers":
                let text = try scalar(value, key: key, fail: fail)
                guard let n = Int(text), (1...256).contains(n) else {
                    throw fail(value, "max_triggers: \(SpecError(key: key, got: text, expected: "a whole number from 1 to 256").detail)")
                }
                config.maxTriggers = n
            case "defaults":
                defaults = try counterValues(value, what: "defaults", fail: fail)
            case "counters":
                countersNode = value
            default:
                throw fail(keyNode, unknownKey(key, known: topLevelKeys))
            }
        }
        guard let countersNode else { throw fail(root, "expected a counters: list with at least one counter") }
        guard case .sequence(let list) = countersNode else {
            throw fail(countersNode, "counters: expected a list of counters (each starting with '- ')")
        }
        guard !list.isEmpty else { throw fail(countersNode, "counters: expected at least one counter, got an empty list") }
        guard list.count <= DashboardConfig.maximumCounters else {
            throw fail(countersNode, "counters: expected at most \(DashboardConfig.maximumCounters) counters, got \(list.count)")
        }
        var ids = Set<String>()
        for item in list {
            let own = try counterValues(item, what: "a counter", fail: fail)
            let merged = CardDefaults.merge(defaults, under: own, live: live)
            do {
                let chart = try ChartKeys.read(merged, fail: fail)
                var spec = try CounterSpec(chart?.options ?? merged.mapValues(\.0), live: live && chart == nil, card: true)
                spec.chart = chart?.chart
                for (id, node) in (spec.id.flatMap { id in merged["id"].map { [(id, $0.1)] } } ?? []) + (chart?.ids ?? [])
                    where !ids.insert(id).inserted {
                    throw fail(node, "id: got '\(id)' twice; expected every id to be different")
                }
                config.counters.append(spec)
            } catch let error as SpecError {
                throw fail(merged[error.key]?.1 ?? item, "\(error.key): \(error.detail)")
            } catch let error as ConfigError {
                throw error
            } catch {
                throw fail(item, "invalid counter")
            }
        }
        return config
    }

    /// A counter's keys and scalar values (with their nodes, for marks).
    private static func counterValues(_ node: Node, what: String, fail: (Node?, String) -> ConfigError)
        throws(ConfigError) -> [String: (String, Node)]
    {
        guard case .mapping(let mapping) = node else {
            throw fail(node, "expected \(what) as a mapping of keys such as to: 9999")
        }
        guard mapping.count <= 64 else { throw fail(node, "expected at most 64 keys in \(what)") }
        var values: [String: (String, Node)] = [:]
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            guard CounterSpec.cardKeys.contains(key) else { throw fail(keyNode, unknownKey(key, known: CounterSpec.cardKeys)) }
            // `series:` (a chart's list of mappings): read by `ChartKeys` from its node.
            if key == CounterKey.series.rawValue {
                values[key] = ("", value)
                continue
            }
            // `axis: [0, 100]`: a list of two scalars, read as their text.
            if key == "axis", case .sequence(let items) = value {
                var parts: [String] = []
                for item in items { parts.append(try scalar(item, key: key, fail: fail)) }
                values[key] = ("[" + parts.joined(separator: ", ") + "]", value)
                continue
            }
            values[key] = (try scalar(value, key: key, fail: fail), value)
        }
        return values
    }

    /// The text of a single value; lists, mappings and empty values are refused.
    private static func scalar(_ node: Node, key: String, fail: (Node?, String) -> ConfigError) throws(ConfigError) -> String {
        guard case .scalar(let scalar) = node else {
            throw fail(node, "\(key): expected a single value, got a \(node.isMapping ? "mapping" : "list")")
        }
        if scalar.style == .plain && (scalar.string.isEmpty || scalar.string == "~" || scalar.string == "null") {
            throw fail(node, "\(key): expected a value, got nothing")
        }
        return scalar.string
    }

    /// "unknown key 'x'", with the nearest known key when one is close.
    static func unknownKey(_ key: String, known: [String]) -> String {
        let shown = TextSanitizer.escaped(key, maximumLength: 60)
        if let nearest = NearestName.suggestion(for: key, in: known) {
            return "unknown key '\(shown)'; did you mean '\(nearest)'?"
        }
        return "unknown key '\(shown)'; expected one of \(known.joined(separator: ", "))"
    }

    private static func yamlError(_ error: YamlError, path: String, text: String) -> ConfigError {
        func make(_ problem: String, _ mark: Mark?) -> ConfigError {
            make(problem, line: mark?.line ?? 1, column: mark?.column ?? 1)
        }
        func make(_ problem: String, line: Int, column: Int) -> ConfigError {
            ConfigError(path: path, line: line, column: column,
                        message: "not valid YAML: \(TextSanitizer.escaped(problem))", status: ExitStatus.dataError)
        }
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
            return make(problem, mark)
        case .reader(let problem, _, _, _):
            return make(problem, nil)
        case .duplicatedKeysInMapping(let duplicates, let context):
            // The context's text is the whole document and its mark is not the repeated key's:
            // the key is looked for in the text (block style), else the mapping's mark is named.
            let keys = duplicates.sorted().map { "'\($0)'" }.joined(separator: ", ")
            let problem = "duplicate key \(keys); each key may appear once in a mapping"
            if let key = duplicates.sorted().first, let at = DuplicateKeyLocator.locate(key, in: text) {
                return make(problem, line: at.line, column: at.column)
            }
            return make(problem, context.mark)
        default:
            return make("\(error)".split(separator: "\n").first.map(String.init) ?? "cannot be parsed", nil)
        }
    }
}

extension Node {
    var isMapping: Bool {
        if case .mapping = self { return true }
        return false
    }
}
