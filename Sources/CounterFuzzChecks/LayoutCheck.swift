import CounterTUI

/// Layout: for any screen (0…1000 × 0…300), up to 10 000 cards of any size and any forced
/// column count, every shown card lies inside the screen, no two overlap, they come in reading
/// order, shown + hidden = all, and the note row is on screen.
enum LayoutCheck {
    static func run(_ bytes: [UInt8]) -> [String] {
        var input = FuzzInput(bytes)
        let screen = Size(columns: input.int(upTo: 1000), rows: input.int(upTo: 300))
        let count = input.int(upTo: 10_000)
        let forced = input.byte()
        let columns: Int? = forced == 0 ? nil : Int(forced) - (forced > 250 ? 300 : 0)
        let pattern = (0..<8).map { _ in Size(columns: Int(input.byte()), rows: Int(input.byte()) % 40) }
        let sizes = (0..<count).map { pattern[$0 % pattern.count] }
        let layout = DashboardLayout(sizes: sizes, in: screen, columns: columns)

        var problems: [String] = []
        func say(_ s: String) { problems.append("\(count) cards in \(screen), columns \(columns.map(String.init) ?? "auto"): \(s)") }
        if layout.cards.count + layout.hidden != count { say("\(layout.cards.count) shown + \(layout.hidden) hidden") }
        var lastSolid: (index: Int, rect: Rect)?
        for (i, r) in layout.cards.enumerated() {
            if r.origin.x < 0 || r.origin.y < 0 || r.origin.x + r.size.columns > screen.columns || r.origin.y + r.size.rows > screen.rows {
                say("card \(i) at \(r.origin.x),\(r.origin.y) size \(r.size) leaves the screen")
            }
            // Reading order: to the right on the same row, or on a lower row; cards without area
            // take no room.
            guard !r.size.isEmpty else { continue }
            if let (j, p) = lastSolid {
                let sameRow = r.origin.y == p.origin.y
                if sameRow ? r.origin.x < p.origin.x + p.size.columns : r.origin.y < p.origin.y + p.size.rows {
                    say("card \(i) at \(r.origin.x),\(r.origin.y) overlaps or precedes card \(j) at \(p.origin.x),\(p.origin.y) \(p.size)")
                }
            }
            lastSolid = (i, r)
        }
        if let row = layout.noteRow, !(0..<max(screen.rows, 1)).contains(row) { say("note row \(row) off screen") }
        if layout.hidden > 0 && layout.noteRow == nil && !screen.isEmpty { say("\(layout.hidden) hidden without a note") }
        return problems
    }
}
