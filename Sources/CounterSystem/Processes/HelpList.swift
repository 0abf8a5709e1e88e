/// A list in the help, as `Keys:` and `Exit status:` are written: the items after a heading,
/// separated by commas and ended by a full stop, wrapped at a width.
package enum HelpList {
    /// `heading` and `items` (`Keys: q quit, space pauses.`) in lines of at most `width`
    /// characters, each line after the first starting with `indent`.
    package static func wrapped(_ items: [String], heading: String, indent: String = "", width: Int = 80) -> String {
        var lines: [String] = []
        var line = heading
        for (i, item) in items.enumerated() {
            let piece = item + (i == items.count - 1 ? "." : ",")
            if line.count + 1 + piece.count > width {
                lines.append(line)
                line = indent + piece
            } else {
                line += " " + piece
            }
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }
}
