/// Turns a frame into the text left in the terminal after leaving the full screen.
public enum FrameText {
    /// The frame's rows without the blank rows around the content, without trailing spaces
    /// and without the indentation every row shares.
    public static func trimmed(_ lines: [String]) -> [String] {
        var rows = lines.map { line -> String in
            var s = Substring(line)
            while s.last == " " { s = s.dropLast() }
            return String(s)
        }
        while let first = rows.first, first.isEmpty { rows.removeFirst() }
        while let last = rows.last, last.isEmpty { rows.removeLast() }
        let indent = rows.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return rows.map { String($0.dropFirst(min(indent, $0.count))) }
    }

    /// Rows with only trailing spaces removed (for `--frame-at`, which keeps the layout).
    public static func rightTrimmed(_ lines: [String]) -> [String] {
        lines.map { line in
            var s = Substring(line)
            while s.last == " " { s = s.dropLast() }
            return String(s)
        }
    }
}
