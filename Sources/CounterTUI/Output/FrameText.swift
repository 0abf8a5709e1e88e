/// Turns a frame into the text left in the terminal after leaving the full screen.
package enum FrameText {
    /// The frame's rows without the blank rows around the content, without trailing spaces
    /// and without the indentation every row shares.
    package static func trimmed(_ lines: [String]) -> [String] {
        var rows = rightTrimmed(lines).map { Array($0.unicodeScalars) }
        while let first = rows.first, first.isEmpty { rows.removeFirst() }
        while let last = rows.last, last.isEmpty { rows.removeLast() }
        let indent = rows.filter { !$0.isEmpty }.map { row in row.prefix { $0 == " " }.count }.min() ?? 0
        return rows.map { String(String.UnicodeScalarView($0.dropFirst(min(indent, $0.count)))) }
    }

    /// Rows with only trailing spaces removed (for `--frame-at`, which keeps the layout).
    package static func rightTrimmed(_ lines: [String]) -> [String] {
        lines.map { line in
            // By index, not by dropLast on a slice (which cost 5 million instructions for an
            // 80x24 frame: this runs at exit, and the process's CPU time counts it).
            let scalars = line.unicodeScalars
            var end = scalars.endIndex
            while end > scalars.startIndex {
                let before = scalars.index(before: end)
                guard scalars[before] == " " else { break }
                end = before
            }
            return String(String.UnicodeScalarView(scalars[..<end]))
        }
    }
}
