/// "Did you mean …?": the known name closest to a mistyped one, by edit distance.
package enum NearestName {
    /// The name in `known` nearest to `name`, when it is close enough to be a typo of it
    /// (at most 2 edits, or a third of the name's length for long names).
    package static func suggestion(for name: String, in known: [String]) -> String? {
        guard !name.isEmpty else { return nil }
        let nearest = known.min { distance($0, name) < distance($1, name) }
        guard let nearest, distance(nearest, name) <= max(2, name.count / 3) else { return nil }
        return nearest
    }

    /// Edit distance (Levenshtein, case-insensitive) between two strings: measured over their
    /// first 64 characters, every character past the 64th counted as one more edit.
    package static func distance(_ a: String, _ b: String) -> Int {
        let measured = 64
        let beyond = max(0, a.count - measured) + max(0, b.count - measured)
        return beyond + prefixDistance(Array(a.lowercased().prefix(measured)), Array(b.lowercased().prefix(measured)))
    }

    /// Levenshtein distance between two character arrays.
    private static func prefixDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + [Int](repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
