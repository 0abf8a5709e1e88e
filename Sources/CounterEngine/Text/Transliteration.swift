// The standard library's canonical decomposition (NFD), the one FoundationEssentials uses on
// Linux: no Foundation (and no ICU data) for dropping accents.
@_spi(_Unicode) import Swift

/// Text for a terminal whose locale is not UTF-8 (`LANG=C`): every character becomes ASCII,
/// by a spelling (`€` → `EUR`, `°` → `deg`), by dropping its accents (`é` → `e`), or as `?`;
/// nothing is dropped silently.
package enum Transliteration {
    private static let spellings: [Unicode.Scalar: String] = [
        "€": "EUR", "£": "GBP", "¥": "JPY", "¢": "c", "₹": "Rs", "₽": "RUB", "₩": "KRW", "°": "deg",
        "µ": "u", "×": "x", "÷": "/", "±": "+-", "·": ".", "…": "...", "–": "-", "—": "-", "−": "-",
        "‘": "'", "’": "'", "‚": ",", "“": "\"", "”": "\"", "„": "\"", "«": "\"", "»": "\"",
        "\u{A0}": " ", "\u{202F}": " ", "\u{2009}": " ", "\u{2007}": " ", "ß": "ss", "æ": "ae", "Æ": "AE",
        "ø": "o", "Ø": "O", "œ": "oe", "Œ": "OE", "ð": "d", "þ": "th", "ł": "l", "Ł": "L", "©": "(c)",
        "®": "(R)", "™": "TM", "‰": "o/oo", "²": "2", "³": "3", "¹": "1", "½": "1/2", "¼": "1/4",
    ]

    /// `text` in ASCII only.
    package static func ascii(_ text: String) -> String {
        guard !text.unicodeScalars.allSatisfy(\.isASCII) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                out.unicodeScalars.append(scalar)
            } else if let spelling = spellings[scalar] {
                out += spelling
            } else {
                // é → e + U+0301: keep the base letter when it is ASCII.
                let parts = Array(String(scalar)._nfd)
                let base = parts.filter { $0.properties.generalCategory != .nonspacingMark }
                if !base.isEmpty, base.allSatisfy(\.isASCII) {
                    out.unicodeScalars.append(contentsOf: base)
                } else if TextWidth.cells(scalar) > 0 {
                    out += "?"
                }
            }
        }
        return out
    }

    /// The same format in ASCII only (prefix, suffix, separators, compact units), for a
    /// terminal whose locale is not UTF-8.
    package static func ascii(_ format: NumberFormat) -> NumberFormat {
        var copy = format
        copy.prefix = ascii(format.prefix)
        copy.suffix = ascii(format.suffix)
        copy.symbols.decimalSeparator = ascii(format.symbols.decimalSeparator)
        copy.symbols.groupingSeparator = ascii(format.symbols.groupingSeparator)
        copy.symbols.compactUnits = format.symbols.compactUnits.map { CompactUnit(power: $0.power, unit: ascii($0.unit)) }
        return copy
    }
}
