/// A family of units a number is written in, chosen per value (`format: bytes`, `bytes-si`,
/// `si`): the number is divided by the largest power of the base that keeps it below 1000, and
/// the unit's text follows it, padded to the widest unit so the number never moves sideways when
/// the unit changes.
package struct UnitScale: Sendable, Equatable {
    /// The name `format:` takes.
    package let name: String
    /// 1024 (IEC) or 1000 (SI).
    package let base: Double
    /// The unit of base^k, for k = 0, 1, 2, …
    package let units: [String]
    /// Written between the number and its unit.
    package let separator: String
    /// Numbers in the base unit are whole (bytes), whatever the decimals of the format.
    package let wholeBase: Bool
    /// Written after every unit: `/s` for a rate (`12.4 MiB/s`).
    package var per: String = ""

    /// Bytes in IEC units: B, KiB, MiB, GiB, TiB, PiB, EiB (powers of 1024).
    package static let bytes = UnitScale(name: "bytes", base: 1024, units: ["B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"],
                                        separator: " ", wholeBase: true)
    /// Bytes in SI units: B, kB, MB, GB, TB, PB, EB (powers of 1000).
    package static let bytesSI = UnitScale(name: "bytes-si", base: 1000, units: ["B", "kB", "MB", "GB", "TB", "PB", "EB"],
                                          separator: " ", wholeBase: true)
    /// SI prefixes: 999, 1.2k, 3.4M, 5.6G, 7.8T, 9P, 1E (powers of 1000).
    package static let si = UnitScale(name: "si", base: 1000, units: ["", "k", "M", "G", "T", "P", "E"], separator: "",
                                     wholeBase: false)

    /// The scales `format:` names.
    package static let all = [bytes, bytesSI, si]

    /// The largest number written in one unit before the next unit takes over.
    package static let limit = 1000.0

    /// Cells of the widest unit text (separator and `per` included).
    package var unitWidth: Int { units.indices.map { TextWidth.cells(text(ofUnit: $0)) }.max() ?? 0 }

    /// What follows the number in unit `k` (separator, unit, `per`).
    package func text(ofUnit k: Int) -> String {
        let unit = units[k] + per
        return unit.isEmpty ? "" : separator + unit
    }

    /// base^k (exact in a Double for the units there are).
    package func factor(_ k: Int) -> Double {
        var result = 1.0
        for _ in 0..<max(k, 0) { result *= base }
        return result
    }

    /// The unit for a magnitude `a` (≥ 0): the smallest that writes it below 1000.
    package func unit(for a: Double) -> Int {
        var k = 0
        while k + 1 < units.count, a >= UnitScale.limit * factor(k) { k += 1 }
        return k
    }
}
