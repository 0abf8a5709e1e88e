import CounterEngine

/// A file's label cut to the room there is: the start of a long path gives way first
/// (`fd 3 · …/dumps/shop.sql · 2.0 MiB of 5.0 MiB`), as the name and the amounts matter most.
enum FileLabel {
    /// `label` within `columns` cells, its path shortened from the left. Linear in the label's
    /// length (a path may be 4,096 bytes long, and every frame fits one a file).
    static func fitted(_ label: String, columns: Int, ascii: Bool) -> String {
        guard TextWidth.cells(label) > columns, columns > 8 else { return label }
        let characters = Array(label)
        let widths = characters.map { TextWidth.cells(String($0)) }
        let marker = ascii ? "~" : "…"
        // Characters are taken away after the descriptor (`fd 3 · `) until it fits, the marker
        // (one cell) in their place.
        let from = min(label.firstIndex(of: "/").map { label.distance(from: label.startIndex, to: $0) } ?? 0, characters.count)
        var over = widths.reduce(0, +) + 1 - columns
        var end = from
        while over > 0, end < characters.count - 1 {
            over -= widths[end]
            end += 1
        }
        return String(characters[..<from]) + marker + String(characters[end...])
    }
}
