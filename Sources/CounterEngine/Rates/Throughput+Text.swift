extension Throughput {
    /// The rate at `time` as people read it, in the counter's own `format`: its unit family per
    /// `unit` (`12.4 MiB/s`), else grouped with the format's symbols and the noun
    /// (`64,198 lines/s`; one decimal under 100). Nil before there is a rate.
    package func rateText(at time: Double, format: NumberFormat) -> String? {
        rate(at: time).map { rateText($0, format: format) }
    }

    /// `rate` (per `unit`) as `rateText(at:format:)` writes it.
    package func rateText(_ rate: Double, format: NumberFormat) -> String {
        if var scale = format.unitScale {
            scale.per = unit.per
            let units = NumberFormat.units(scale).withSymbols(format.symbols)
            return units.unpadded(units.format(ExactNumber(rate)))
        }
        var plain = NumberFormat.int.withSymbols(format.symbols).withDecimals(rate < 100 ? 1 : 0)
        plain.usesGrouping = true
        return plain.format(ExactNumber(rate)) + " " + noun + unit.per
    }

    /// `seconds` as a clock reads: `0:05`, `1:02`, `1:02:03` (whole seconds, rounded down).
    package static func clockText(_ seconds: Double) -> String {
        let whole = seconds.isFinite ? min(max(seconds, 0), 1e9).rounded(.down) : 0
        return NumberFormat.time(.automatic).format(ExactNumber(whole))
    }

    /// The line under the total: the rate, the time counting and, with an expected total while
    /// counting goes on, the time left, joined by `separator` (` · `, or ` - ` in ASCII).
    package func figures(at time: Double, format: NumberFormat, separator: String = " · ") -> String {
        var parts = [rateText(at: time, format: format) ?? "…"]
        parts.append(Self.clockText(elapsed(at: time)))
        if expected != nil, isRunning {
            parts.append(remaining(at: time).map { Self.clockText($0.rounded(.up)) + " left" } ?? "… left")
        }
        return parts.joined(separator: separator)
    }

    /// The share of the expected total counted, in whole percent rounded down (100 only once it
    /// is all there, and past 100 when more came than expected: `37 %`, `200 %`). Nil without an
    /// expected total.
    package var percentText: String? { percentText(of: total) }

    /// The share of the expected total that `count` is, as `percentText` writes it.
    package func percentText(of count: Double) -> String? {
        percent(of: count).map { "\($0) %" }
    }

    /// `count` in whole percent of the expected total, rounded down, not above 100 but when
    /// `count` is above the total.
    private func percent(of count: Double) -> Int? {
        guard let expected else { return nil }
        let share = count.isFinite ? count / expected * 100 : 0
        return Int(min(max(share, 0), 1e9).rounded(.down))
    }

    /// One machine-readable line (piped output): `lines=134817 rate=64198/s elapsed=2.1s`, with
    /// `percent=37 left=4.2s` for an expected total (no `left` once the input has ended); plain
    /// numbers, no grouping, no units; a rate under 100 with one decimal (`rate=0.5/s`).
    package func fields(at time: Double) -> String {
        var parts = ["\(noun)=\(NumberFormat.fixed(total, decimals: 0))"]
        if let rate = rate(at: time) {
            parts.append("rate=\(NumberFormat.fixed(rate, decimals: rate < 100 ? 1 : 0))\(unit.per)")
        }
        parts.append("elapsed=\(NumberFormat.fixed(elapsed(at: time), decimals: 1))s")
        if let percent = percent(of: total) {
            parts.append("percent=\(percent)")
            if isRunning, let left = remaining(at: time) { parts.append("left=\(NumberFormat.fixed(left, decimals: 1))s") }
        }
        if !isRunning { parts += statisticsFields(at: time) }
        return parts.joined(separator: " ")
    }

    /// The run's statistics as fields, once the input has ended: `avg=64198/s`, and after a whole
    /// second `min=60120/s max=68001/s` (the lowest and highest rate of one whole second).
    private func statisticsFields(at time: Double) -> [String] {
        let field = { (key: String, rate: Double) in "\(key)=\(NumberFormat.fixed(rate, decimals: rate < 100 ? 1 : 0))\(self.unit.per)" }
        var parts: [String] = []
        if let average = averageRate { parts.append(field("avg", average)) }
        if let extremes = extremes(at: time) { parts += [field("min", extremes.minimum), field("max", extremes.maximum)] }
        return parts
    }
}
