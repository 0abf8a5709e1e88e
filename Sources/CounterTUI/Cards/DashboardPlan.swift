import Glibc

/// Where each card of a dashboard goes and the face it is drawn in: the grid that gives the
/// most cards digits, then the largest digits to the smallest, then uses the most of the
/// screen's height (up to 70 %), then has cards closest to a readable shape (about three cells
/// wide for one tall, so neither screen-wide strips nor towers); the cards of one row one
/// height and one digit size, stepping down to smaller faces and then to a label before a card
/// is hidden; a card whose value cannot be shown whole is hidden, never drawn empty or cut. A
/// pure function of the cards and the screen.
package struct DashboardPlan {
    /// The layout of the shown cards.
    package let layout: DashboardLayout
    /// Index (into the scene's cards) and face of each shown card, in the layout's order.
    package let shown: [(index: Int, face: CounterView.Face)]
    /// Cards not shown, for the note.
    package var hidden: Int { layout.hidden + unshowable }
    /// Cards whose value is wider than any card could be.
    package let unshowable: Int
    /// The screen planned for.
    private let screen: Size

    /// - Parameter columns: cards per row, or nil to try every count up to what the width
    ///   allows and keep the one that shows the most cards, in the tallest digits and best
    ///   shapes.
    ///   - layouts: how each card is laid out (the default layout for a card it has none for).
    package init(cards: [ScreenCounter], layouts: [CardLayout] = [], in screen: Size, columns: Int?) {
        let layouts = cards.indices.map { $0 < layouts.count ? layouts[$0] : CardLayout() }
        let sizes = CardSizes(cards: cards, layouts: layouts)
        let first = DashboardPlan(cards: cards, layouts: layouts, sizes: sizes, in: screen, perRow: columns)
        // As many a row as labels allow (digits may make the first plan's cards wider).
        let narrowest = cards.indices.map { layouts[$0].minimumColumns(of: cards[$0]) }.max() ?? 1
        let most = min(cards.count, max((screen.columns + DashboardLayout.gap) / (narrowest + DashboardLayout.gap), 1))
        guard columns == nil, max(first.layout.perRow, most) > 1 else {
            self = first
            return
        }
        var best = first
        for perRow in stride(from: max(first.layout.perRow, most), through: 1, by: -1) where perRow != first.layout.perRow {
            let plan = DashboardPlan(cards: cards, layouts: layouts, sizes: sizes, in: screen, perRow: perRow)
            if plan.isBetter(than: best) { best = plan }
        }
        self = best
    }

    /// Rows of digits any row may have whatever the others' (pixel digits at scale 2).
    static let unevenDigits = 7

    /// Cards are read best about three cells wide for one tall (a cell is about twice as tall
    /// as wide): 1.5 in square units.
    static let idealShape = 1.5

    /// How far the shown cards are from the ideal shape, on average (|log| of the ratio, in
    /// steps of 0.1 so that near shapes tie).
    /// A card's place is its width by its row's height (every card of a row is that tall).
    var shapeCost: Int {
        let places = zip(layout.cards, layout.rowHeights).filter { !$0.0.size.isEmpty && $0.1 > 0 }
        guard !places.isEmpty else { return 0 }
        let cost = places.reduce(0.0) { sum, place in
            sum + abs(log(Double(place.0.columns) / (2 * Double(place.1)) / DashboardPlan.idealShape))
        } / Double(places.count)
        return Int((cost * 10).rounded())
    }

    /// Fewer hidden cards; then more cards in digits (a card is a label only where no grid gives
    /// it digits); then fewer strips (cards wider than half the screen and less than a sixth of
    /// its height: a column of strips always covers the height best); then taller digits for the card with the smallest; then more of the screen's
    /// height used, up to `enoughCoverage` (in steps of 5 %: strips do not win by a row); then
    /// taller digits, more height and better shapes (digits twice as tall on average, or the
    /// whole height, are worth 0.5 of shape, |log| of the ratio); then fewer empty places in the
    /// grid (3 + 3 over 4 + 2).
    func isBetter(than other: DashboardPlan) -> Bool {
        if hidden != other.hidden { return hidden < other.hidden }
        if digitCards != other.digitCards { return digitCards > other.digitCards }
        if strips != other.strips { return strips < other.strips }
        if smallestDigits != other.smallestDigits { return smallestDigits > other.smallestDigits }
        if coverageSteps != other.coverageSteps { return coverageSteps > other.coverageSteps }
        if score != other.score { return score < other.score }
        return emptyPlaces < other.emptyPlaces
    }

    /// The part of the screen's height beyond which a grid's shape counts before its height.
    static let enoughCoverage = 0.7

    /// Cards wider than half the screen and less than a sixth of its height.
    var strips: Int {
        layout.cards.filter { 2 * $0.columns > screen.columns && 6 * $0.rows < screen.rows }.count
    }

    /// Shown cards drawn in digits.
    var digitCards: Int { shown.filter { $0.face.rows > 1 }.count }

    /// Rows of the smallest digits shown (0 when no card has digits).
    var smallestDigits: Int { shown.map(\.face.rows).filter { $0 > 1 }.min() ?? 0 }

    /// The screen's height used, up to `enoughCoverage`, in steps of 5 %.
    private var coverageSteps: Int { Int((min(coverage, DashboardPlan.enoughCoverage) * 20).rounded(.down)) }

    /// Places of the grid no card takes (a short last row).
    var emptyPlaces: Int {
        let perRow = max(layout.perRow, 1)
        let count = layout.cards.count
        return (perRow - count % perRow) % perRow
    }

    /// Lower is better: shape less digits less height used.
    private var score: Double { Double(shapeCost) / 5 - log2(max(meanDigits, 1)) - coverage }

    /// The part of the screen's height the rows of cards take.
    private var coverage: Double {
        guard screen.rows > 0 else { return 0 }
        return Double(layout.usedRows) / Double(screen.rows)
    }

    /// Rows of the digits shown, on average over the cards (1 for a label).
    private var meanDigits: Double {
        guard !shown.isEmpty else { return 0 }
        return Double(shown.reduce(0) { $0 + $1.face.rows }) / Double(shown.count)
    }

    private init(cards: [ScreenCounter], layouts: [CardLayout], sizes cardSizes: CardSizes, in screen: Size,
                 perRow columns: Int?) {
        // Cards that cannot show their value whole even as a label in a card as wide as the screen.
        let candidates = cards.indices.filter { layouts[$0].minimumColumns(of: cards[$0]) <= max(screen.columns, 0) }
        unshowable = cards.count - candidates.count
        self.screen = screen
        let narrowest = candidates.map { layouts[$0].minimumColumns(of: cards[$0]) }.max() ?? 1
        // Cards per row and their width, from the cards as three-row digits (or labels).
        let base = candidates.map { i -> Size in
            let card = cards[i]
            let small = card.view.faces(maximumRows: 3).first.map { CounterView.Face.digits($0) } ?? .label
            return cardSizes.size(i, small)
        }
        let spans = candidates.map { layouts[$0].span }
        let weights = candidates.map { layouts[$0].weight }
        let first = DashboardLayout(sizes: base, in: screen, columns: columns, minimumCardWidth: narrowest,
                                    spans: spans, weights: weights, fill: true)
        let perRow = first.perRow
        // The rows of cards (by their spans), as the layout makes them.
        var rowList: [[Int]] = []
        var taken = 0
        for (k, i) in candidates.enumerated() {
            let span = min(max(spans[k], 1), max(perRow, 1))
            if rowList.isEmpty || taken + span > perRow && !rowList[rowList.count - 1].isEmpty {
                rowList.append([])
                taken = 0
            }
            rowList[rowList.count - 1].append(i)
            taken += span
        }
        if candidates.isEmpty { rowList = [] }
        let rowCount = rowList.count
        let rowMembers = rowList
        func rowsOf(_ row: Int) -> [Int] { rowMembers[row] }
        // Each card's content width where the layout puts it (a short last row's cards widen).
        let place = Dictionary(uniqueKeysWithValues: candidates.enumerated().map { k, i in
            (i, max((k < first.cards.count ? first.cards[k].columns : first.cardWidth * max(spans[k], 1)) - 4, 0))
        })
        // For each card, its faces whose digits fit the card's width, tallest first. A card with
        // no value yet shows one `—`: it is sized as the label it draws (no huge empty card).
        let fitting: [Int: [any DigitFace]] = Dictionary(uniqueKeysWithValues: candidates.map { i in
            (i, cards[i].body != nil || cards[i].health.awaitsValue ? [] : cards[i].view.faces(maximumRows: max(screen.rows - 2 - CardLayout.sparklineRows(of: cards[i]), 0)).filter {
                cardSizes.contentSize(i, .digits($0)).columns <= place[i, default: 0]
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
            rowsOf(row).map { cardSizes.size($0, face($0, atMost: levels[row][level])).rows }.max() ?? 0
        }
        // Every row starts as labels; the row with the smallest digits grows while all rows fit.
        var level = [Int](repeating: 0, count: rowCount)
        var used = (0..<rowCount).reduce(0) { $0 + rowHeight($1, 0) }
        while true {
            // No row's digits more than twice as tall as the smallest on the board (a card of
            // 36-row digits beside 3-row ones): the height left goes to sparklines.
            let faces: [Int] = (0..<rowCount).filter { levels[$0].count > 1 }.map { levels[$0][level[$0]] }
            let smallest: Int = faces.min() ?? 1
            let tallest = max(2 * smallest, DashboardPlan.unevenDigits)
            let growable = (0..<rowCount).filter { (row: Int) -> Bool in
                guard level[row] + 1 < levels[row].count, levels[row][level[row] + 1] <= tallest else { return false }
                let grown: Int = used - rowHeight(row, level[row]) + rowHeight(row, level[row] + 1)
                return grown <= screen.rows
            }
            guard let row = growable.min(by: { levels[$0][level[$0]] < levels[$1][level[$1]] }) else { break }
            used += rowHeight(row, level[row] + 1) - rowHeight(row, level[row])
            level[row] += 1
        }
        var faces: [CounterView.Face] = []
        for row in 0..<rowCount {
            for i in rowsOf(row) { faces.append(face(i, atMost: levels[row][level[row]])) }
        }
        let sizes = zip(candidates, faces).map { cardSizes.size($0, $1) }
        // Rows grow only as far as their cards can use (taller sparklines, a body's rows).
        let most = zip(candidates, faces).map { layouts[$0].maximumRows(of: cards[$0], with: $1, columns: place[$0, default: 0]) }
        layout = DashboardLayout(sizes: sizes, in: screen, columns: perRow > 0 ? perRow : columns,
                                 minimumCardWidth: narrowest, spans: spans, weights: weights, fill: true,
                                 keepingNoteRow: unshowable > 0, maximumRows: most)
        shown = Array(zip(candidates, faces).prefix(layout.cards.count)).map { (index: $0.0, face: $0.1) }
    }
}

/// The sizes of a board's cards in each face, worked out once for the whole planning: the grids
/// tried ask for the same card in the same face again and again, and a size lays the number out.
private final class CardSizes {
    private let cards: [ScreenCounter]
    private let layouts: [CardLayout]
    private var contentSizes: [Key: Size] = [:]

    /// A card and a face (a face is its name and height: one font per card).
    private struct Key: Hashable {
        var card: Int
        var face: String
        var rows: Int
    }

    init(cards: [ScreenCounter], layouts: [CardLayout]) {
        self.cards = cards
        self.layouts = layouts
    }

    /// `CardLayout.contentSize` of card `i` in `face`.
    func contentSize(_ i: Int, _ face: CounterView.Face) -> Size {
        let key: Key
        switch face {
        case .label: key = Key(card: i, face: "", rows: 1)
        case .digits(let digits): key = Key(card: i, face: digits.name, rows: digits.height)
        }
        if let known = contentSizes[key] { return known }
        let size = layouts[i].contentSize(of: cards[i], with: face)
        contentSizes[key] = size
        return size
    }

    /// `CardLayout.size` of card `i` in `face`.
    func size(_ i: Int, _ face: CounterView.Face) -> Size {
        layouts[i].size(of: cards[i], content: contentSize(i, face))
    }
}
