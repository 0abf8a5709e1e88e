/// Where a repeated key stands in a dashboard file written in block style: Yams reports the
/// duplicate with a position that is not the repeated key's.
enum DuplicateKeyLocator {
    /// The line and column (from 1) of the first key `key` that repeats a key of the same block
    /// mapping, or nil when none is found (flow style, `{a: 1, a: 2}`, is not looked into).
    static func locate(_ key: String, in text: String) -> (line: Int, column: Int)? {
        // Open mappings, innermost last: the column of their keys and the keys seen so far.
        var mappings: [(column: Int, keys: Set<String>)] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = Substring(raw)
            var column = 0
            while line.first == " " {
                line.removeFirst()
                column += 1
            }
            guard let first = line.first, first != "#" else { continue }
            var startsItem = false
            while line.hasPrefix("- ") {
                startsItem = true
                line.removeFirst(2)
                column += 2
                while line.first == " " {
                    line.removeFirst()
                    column += 1
                }
            }
            // A new list item opens a new mapping at its column; a shallower key closes deeper ones.
            while let last = mappings.last, last.column > column || (startsItem && last.column == column) {
                mappings.removeLast()
            }
            guard let colon = line.firstIndex(of: ":") else { continue }
            let after = line.index(after: colon)
            guard after == line.endIndex || line[after] == " " else { continue }
            var name = line[..<colon].trimmingSuffix(" ")
            if name.count >= 2, let quote = name.first, quote == "\"" || quote == "'", name.last == quote {
                name = name.dropFirst().dropLast()
            }
            let keyName = String(name)
            if let last = mappings.indices.last, mappings[last].column == column {
                if keyName == key, mappings[last].keys.contains(keyName) { return (index + 1, column + 1) }
                mappings[last].keys.insert(keyName)
            } else {
                mappings.append((column, [keyName]))
            }
        }
        return nil
    }
}

private extension Substring {
    func trimmingSuffix(_ character: Character) -> Substring {
        var s = self
        while s.last == character { s.removeLast() }
        return s
    }
}
