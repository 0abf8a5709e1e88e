import CounterEngine

/// A file's label cut to the room there is: the start of a long path gives way first
/// (`fd 3 · …/dumps/shop.sql · 2.0 MiB of 5.0 MiB`), as the name and the amounts matter most.
enum FileLabel {
    /// `label` within `columns` cells, its path shortened from the left.
    static func fitted(_ label: String, columns: Int, ascii: Bool) -> String {
        guard TextWidth.cells(label) > columns, columns > 8 else { return label }
        var characters = Array(label)
        let marker: [Character] = ascii ? ["~"] : ["…"]
        // Characters are taken away after the descriptor (`fd 3 · `) until it fits.
        let from = min(label.firstIndex(of: "/").map { label.distance(from: label.startIndex, to: $0) } ?? 0, characters.count)
        while TextWidth.cells(String(characters)) + 1 > columns, from < characters.count - 1 {
            characters.remove(at: from)
        }
        characters.insert(contentsOf: marker, at: from)
        return String(characters)
    }
}
