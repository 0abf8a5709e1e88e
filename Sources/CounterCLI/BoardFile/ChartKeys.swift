import CounterEngine
import CounterLive
import CounterTUI
import Foundation
import Yams

/// A chart card's keys (`style: chart`, `series:`, `history`, `axis`, `height`) and its
/// `series:` list, each item a mapping of `id` or `command` (with its `every`, `timeout`),
/// `rate`, `title` and `color`. Errors are one line at the node they are about.
enum ChartKeys {
    /// The keys a chart card takes; any other is refused.
    static let cardKeys: [CounterKey] = [.title, .style, .series, .history, .axis, .height, .format, .decimals, .prefix,
                                         .suffix, .locale, .span, .width]
    /// The keys of one series.
    static let seriesKeys = ["id", "command", "every", "timeout", "rate", "title", "color"]
    /// The most series a chart takes.
    static let maximumSeries = 16
    /// The most plot rows `height:` takes.
    static let maximumHeight = 200

    /// A chart card read from its keys (`merged`, each with its node): the options left for the
    /// card's own `CounterSpec`, the chart, and the ids of its series (with their nodes, for a
    /// duplicate's message); nil when the card is not a chart.
    static func read(_ merged: [String: (String, Node)], fail: (Node?, String) -> ConfigError)
        throws(ConfigError) -> (options: [String: String], chart: ChartSpec, ids: [(String, Node)])?
    {
        guard merged[CounterKey.style.rawValue]?.0 == "chart" else {
            if let series = merged[CounterKey.series.rawValue] {
                throw fail(series.1, "series: expected it with style: chart")
            }
            return nil
        }
        guard let (_, list) = merged[CounterKey.series.rawValue] else {
            throw fail(merged[CounterKey.style.rawValue]?.1, "style: chart needs a series: list (each with an id or a command)")
        }
        for (key, value) in merged where !cardKeys.map(\.rawValue).contains(key) {
            let where_ = ["command", "every", "timeout", "rate", "color", "id"].contains(key) ? "; give it to a series" : ""
            throw fail(value.1, "\(key): not a key of a chart card\(where_) (expected one of \(cardKeys.map(\.rawValue).joined(separator: ", ")))")
        }
        var chart = ChartSpec(series: [], feeds: [])
        var capacity = SampleHistory.maximumCapacity
        if let (text, node) = merged[CounterKey.history.rawValue] {
            guard let n = Int(text), (2...SampleHistory.maximumCapacity).contains(n) else {
                throw fail(node, "history: \(SpecError(key: "history", got: text, expected: "a whole number of points from 2 to \(SampleHistory.maximumCapacity)").detail)")
            }
            capacity = n
        }
        if let (text, node) = merged[CounterKey.height.rawValue] {
            guard let n = Int(text), (1...maximumHeight).contains(n) else {
                throw fail(node, "height: \(SpecError(key: "height", got: text, expected: "a whole number of rows from 1 to \(maximumHeight)").detail)")
            }
            chart.height = n
        }
        if let (text, node) = merged[CounterKey.axis.rawValue] {
            (chart.lower, chart.upper) = try axis(text, node: node, fail: fail)
        }
        guard case .sequence(let items) = list, !items.isEmpty else {
            throw fail(list, "series: expected a list of series (each starting with '- ', with an id or a command)")
        }
        guard items.count <= maximumSeries else {
            throw fail(list, "series: expected at most \(maximumSeries) series, got \(items.count)")
        }
        var ids: [(String, Node)] = []
        for (k, item) in items.enumerated() {
            let (series, feed, id) = try one(item, number: k + 1, capacity: capacity, fail: fail)
            if let feed { chart.feeds.append((k, feed)) }
            if let id { ids.append(id) }
            chart.series.append(series)
        }
        var options = merged.filter { ![CounterKey.style, .series, .history, .axis, .height].map(\.rawValue).contains($0.key) }
            .mapValues(\.0)
        // The card's own number is never shown: a fixed 0, not a live value.
        options[CounterKey.to.rawValue] = "0"
        return (options, chart, ids)
    }

    /// Series number `number` of a chart from its mapping.
    private static func one(_ item: Node, number: Int, capacity: Int, fail: (Node?, String) -> ConfigError)
        throws(ConfigError) -> (ChartSeries, CommandSource.Feed?, (String, Node)?)
    {
        guard case .mapping(let mapping) = item else {
            throw fail(item, "series: expected each series as a mapping with an id or a command, like - id: in")
        }
        var values: [String: (String, Node)] = [:]
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            guard seriesKeys.contains(key) else { throw fail(keyNode, "series: " + DashboardFile.unknownKey(key, known: seriesKeys)) }
            guard case .scalar(let scalar) = value, !scalar.string.isEmpty else {
                throw fail(value, "series: \(key): expected a single value")
            }
            values[key] = (scalar.string, value)
        }
        do {
            let idNode = values["id"]
            if idNode != nil && values["command"] != nil {
                throw fail(idNode?.1, "series: expected an id or a command, not both (series \(number))")
            }
            guard idNode != nil || values["command"] != nil else {
                throw fail(item, "series: expected an id (stdin's ID VALUE lines) or a command (series \(number))")
            }
            let options = try CounterOptions(reading: values.mapValues(\.0))
            let id = options.id
            let feed = try CommandFeedKeys.read(options)
            let rate = options.rate
            let color = options.color
            let title = options.title ?? id ?? "series \(number)"
            let series = ChartSeries(id: id, title: title, color: color == .default ? nil : color, capacity: capacity, rate: rate)
            return (series, feed, id.flatMap { id in idNode.map { (id, $0.1) } })
        } catch let error as SpecError {
            throw fail(values[error.key]?.1 ?? item, "series: \(error.key): \(error.detail)")
        } catch let error as ConfigError {
            throw error
        } catch {
            throw fail(item, "series: invalid series")
        }
    }

    /// `axis: [lo, hi]`: two numbers, the bottom below the top.
    private static func axis(_ text: String, node: Node, fail: (Node?, String) -> ConfigError) throws(ConfigError) -> (Double, Double) {
        let inner = text.hasPrefix("[") && text.hasSuffix("]") ? String(text.dropFirst().dropLast()) : text
        let parts = inner.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        let expected = "two numbers, the bottom below the top, like [0, 100]"
        guard parts.count == 2, let low = try? NumberOption.Plain.read(parts[0], key: "axis").doubleValue,
              let high = try? NumberOption.Plain.read(parts[1], key: "axis").doubleValue, low < high
        else { throw fail(node, "axis: \(SpecError(key: "axis", got: text, expected: expected).detail)") }
        return (low, high)
    }
}
