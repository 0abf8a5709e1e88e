/// Where each card of a dashboard goes and the face it is drawn in: every card the largest
/// that fits it, the cards of one row one size, stepping down to smaller faces and then to a
/// label before a card is hidden; a card whose value cannot be shown whole is hidden, never
/// drawn empty or cut. A pure function of the cards and the screen.
public struct DashboardPlan {
    /// The layout of the shown cards.
    public let layout: DashboardLayout
    /// Index (into the scene's cards) and face of each shown card, in the layout's order.
    public let shown: [(index: Int, face: CounterView.Face)]
    /// Cards not shown, for the note.
    public var hidden: Int { layout.hidden + unshowable }
    /// Cards whose value is wider than any card could be.
    public let unshowable: Int

    /// - Parameter columns: cards per row, or nil to try every count up to what the width
    ///   allows and keep the one that shows the most cards with the tallest digits.
    public init(cards: [CounterCell], in screen: Size, columns: Int?) {
        let first = DashboardPlan(cards: cards, in: screen, perRow: columns)
        guard columns == nil, first.layout.perRow > 1 else {
            self = first
            return
        }
        var best = first
        for perRow in stride(from: first.layout.perRow - 1, through: 1, by: -1) {
            let plan = DashboardPlan(cards: cards, in: screen, perRow: perRow)
            if plan.hidden < best.hidden || plan.hidden == best.hidden && plan.smallestDigits > best.smallestDigits {
                best = plan
            }
        }
        self = best
    }

    /// Rows of the smallest digits shown (0 when no card has digits).
    private var smallestDigits: Int {
        shown.compactMap { if case .digits(let face) = $0.face { return face.height } else { return nil } }.min() ?? 0
    }

    private init(cards: [CounterCell], in screen: Size, perRow columns: Int?) {
        // Cards that cannot show their value whole even as a label in a card as wide as the screen.
        let candidates = cards.indices.filter { cards[$0].minimumColumns <= max(screen.columns, 0) }
        unshowable = cards.count - candidates.count
        let narrowest = candidates.map { cards[$0].minimumColumns }.max() ?? 1
        // Cards per row and their width, from the cards as three-row digits (or labels).
        let base = candidates.map { i -> Size in
            let card = cards[i]
            let small = card.view.faces(maximumRows: 3).first.map { CounterView.Face.digits($0) } ?? .label
            return card.size(with: small)
        }
        let first = DashboardLayout(sizes: base, in: screen, columns: columns, minimumCardWidth: narrowest)
        let perRow = first.perRow
        let content = max(first.cardWidth - 4, 0)
        let rowCount = perRow > 0 ? (candidates.count + perRow - 1) / perRow : 0
        let rowsOf = { (row: Int) in Array(candidates[(row * perRow)..<min((row + 1) * perRow, candidates.count)]) }
        // For each card, its faces whose digits fit the card's width, tallest first.
        let fitting: [Int: [any DigitFace]] = Dictionary(uniqueKeysWithValues: candidates.map { i in
            (i, cards[i].view.faces(maximumRows: max(screen.rows - 2 - cards[i].sparklineRows, 0)).filter {
                cards[i].contentSize(with: .digits($0)).columns <= content
            })
        })
        // Heights each row can take (1 is a label), smallest first.
        // Heights each row can take, smallest first: a label (1), and the heights every card of
        // the row with digits that fit can take (cards of one row share a size).
        let levels: [[Int]] = (0..<rowCount).map { row in
            let heights = rowsOf(row).map { Set(fitting[$0, default: []].map(\.height)) }.filter { !$0.isEmpty }
            let shared = heights.first.map { heights.dropFirst().reduce($0) { $0.intersection($1) } } ?? []
            return [1] + shared.sorted()
        }
        func face(_ i: Int, atMost height: Int) -> CounterView.Face {
            fitting[i, default: []].first { $0.height <= height }.map { .digits($0) } ?? .label
        }
        func rowHeight(_ row: Int, _ level: Int) -> Int {
            rowsOf(row).map { cards[$0].size(with: face($0, atMost: levels[row][level])).rows }.max() ?? 0
        }
        // Every row starts as labels; the row with the smallest digits grows while all rows fit.
        var level = [Int](repeating: 0, count: rowCount)
        var used = (0..<rowCount).reduce(0) { $0 + rowHeight($1, 0) }
        while true {
            let growable = (0..<rowCount).filter { row in
                level[row] + 1 < levels[row].count && used - rowHeight(row, level[row]) + rowHeight(row, level[row] + 1) <= screen.rows
            }
            guard let row = growable.min(by: { levels[$0][level[$0]] < levels[$1][level[$1]] }) else { break }
            used += rowHeight(row, level[row] + 1) - rowHeight(row, level[row])
            level[row] += 1
        }
        var faces: [CounterView.Face] = []
        for row in 0..<rowCount {
            for i in rowsOf(row) { faces.append(face(i, atMost: levels[row][level[row]])) }
        }
        let sizes = zip(candidates, faces).map { cards[$0].size(with: $1) }
        layout = DashboardLayout(sizes: sizes, in: screen, columns: perRow > 0 ? perRow : columns,
                                 minimumCardWidth: narrowest)
        shown = Array(zip(candidates, faces).prefix(layout.cards.count)).map { (index: $0.0, face: $0.1) }
    }
}
