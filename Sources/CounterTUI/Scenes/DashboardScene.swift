import CounterEngine

/// Several counters in titled cards, side by side, driven by one render loop and one clock.
public final class DashboardScene: Scene {
    /// Every change to the cards makes the next frame a whole one (see `update`).
    public private(set) var cards: [DashboardCard] { didSet { version &+= 1 } }
    /// Cards per row, or nil to fit the width.
    public let columns: Int?
    public let theme: Theme
    public let borders: BorderSet
    public var status = ""
    public private(set) var framesDrawn = 0
    /// Draws the sparklines of cards with a history.
    public let sparkline: SparklineRow
    /// The last plan and what it was made for: planning measures every card in every face.
    private var planned: (size: Size, displays: [CounterDisplay], badges: [String], plan: DashboardPlan)?
    /// Counts changes to the cards (targets, badges, restarts, live state): a frame drawn before
    /// one cannot be updated in place.
    private var version = 0
    /// The labels the last frame shows, one per shown card, when every shown card is a label,
    /// with the card's theme (the board's, in the card's own value colour): `update` redraws only
    /// those whose text or style changed.
    private var drawnLabels: [(card: Int, label: DrawnLabel, theme: Theme)] = []
    /// Whether `drawnLabels` describes the last frame.
    private var labelsDrawn = false

    /// Columns a threshold mark takes after the value (` !!`).
    public static let markColumns = 3

    public init(cards: [DashboardCard], columns: Int? = nil, theme: Theme, borders: BorderSet,
                sparkline: SparklineRow = SparklineRow(levels: Sparkline.blocks)) {
        self.cards = cards
        self.columns = columns
        self.theme = theme
        self.borders = borders
        self.sparkline = sparkline
        if theme.marksLevels {
            for i in self.cards.indices { self.cards[i].markColumns = DashboardScene.markColumns }
        }
    }

    /// Where the cards go on a screen of `size`, and the face of each.
    public func plan(for size: Size) -> DashboardPlan {
        let displays = cards.map(\.view.display)
        let badges = cards.map(\.badge)
        if let p = planned, p.size == size, p.displays == displays, p.badges == badges { return p.plan }
        let plan = DashboardPlan(cards: cards, in: size, columns: columns)
        planned = (size, displays, badges, plan)
        return plan
    }

    /// Where the shown cards go on a screen of `size`.
    public func layout(for size: Size) -> DashboardLayout { plan(for: size).layout }

    public func render(at time: Double, into buffer: inout Buffer) {
        framesDrawn += 1
        let area = StatusLine.draw(status, theme: theme, into: &buffer)
        let plan = plan(for: area.size)
        drawnLabels.removeAll(keepingCapacity: true)
        labelsDrawn = true
        for (shown, rect) in zip(plan.shown, plan.layout.cards) {
            let card = cards[shown.index]
            Panel(title: card.title, borders: borders, badge: card.badge, theme: theme).render(in: rect, into: &buffer)
            var view = card.view
            // The board's theme with the card's own value colour (its `color` in the board file).
            let cardTheme = theme.replacing(.value, with: card.view.theme.style(.value))
            let valueStyle = card.valueStyle(at: time, theme: cardTheme)
            view.theme = cardTheme.replacing(.value, with: valueStyle)
            let model = card.model
            let content = Panel.content(of: rect)
            let marks = card.live.thresholds == nil ? 0 : card.markColumns
            let area = Rect(x: content.x, y: content.y, columns: max(content.columns - marks, 0),
                            rows: max(content.rows - card.sparklineRows, 0))
            let end = view.numberEnd(in: area, face: shown.face)
            let value = model.value(at: time)
            let settled = model.isSettled(at: time)
            view.render(value: value, velocity: model.animation.velocity(at: time), time: time,
                        settled: settled, in: area, face: shown.face, into: &buffer)
            if card.live.waiting {
                SingleCounterScene.placeholder(ascii: sparkline.isASCII, end: end, rows: shown.face.rows,
                                               in: area, style: valueStyle, into: &buffer)
            }
            if marks > 0, card.live.level != .normal, !card.live.waiting {
                buffer.put(card.live.mark, at: end, style: valueStyle, clip: content)
            }
            if let history = card.live.history {
                sparkline.showing(history, style: cardTheme.style(.value)).render(in: Rect(x: content.x, y: content.maxY - 1, columns: content.columns, rows: content.rows > 0 ? 1 : 0), into: &buffer)
            }
            // A plain label (no rate, history or thresholds) is all that changes in this card.
            if case .label = shown.face, !area.size.isEmpty, card.live.drawsOnlyTheValue {
                let place = view.placement(in: area, face: shown.face)
                drawnLabels.append((shown.index, DrawnLabel(
                    size: buffer.size, status: status, version: version, area: area, row: place.row,
                    right: place.right, style: valueStyle, text: view.display.text(for: value, settled: settled)),
                    cardTheme))
            } else {
                labelsDrawn = false
            }
        }
        if plan.hidden > 0 {
            let row = plan.layout.noteRow ?? min(plan.layout.cards.map(\.maxY).max() ?? 0, area.rows - 1)
            let note = "+\(plan.hidden) more: enlarge the terminal"
            buffer.put(area.columns < note.count ? "+\(plan.hidden) more" : note, at: Point(x: 0, y: row),
                       style: theme.style(.status))
        }
    }

    /// Redraws the value of each card whose text or style changed; false (nothing drawn) unless
    /// the last frame showed every card as a label, for this size, status line and cards.
    public func update(at time: Double, into buffer: inout Buffer, damage: inout Damage) -> Bool {
        guard labelsDrawn, let first = drawnLabels.first?.label, first.size == buffer.size, first.version == version,
              first.status == status
        else { return false }
        framesDrawn += 1
        // Local copies (the same storage, no element copied): reading cards and writing labels
        // in place, without an exclusivity check or a copy of a card around every access.
        let cards = self.cards
        var labels = drawnLabels
        drawnLabels = []
        for i in labels.indices {
            let index = labels[i].card
            let value = cards[index].model.value(at: time)
            let settled = cards[index].model.isSettled(at: time)
            let text = cards[index].view.display.text(for: value, settled: settled)
            let style = cards[index].valueStyle(at: time, theme: labels[i].theme)
            if text == labels[i].label.text, style == labels[i].label.style { continue }
            labels[i].label.redraw(text, style: style, ellipsis: cards[index].view.font.ellipsis, into: &buffer,
                                   damage: &damage)
            labels[i].label.text = text
            labels[i].label.style = style
        }
        drawnLabels = labels
        return true
    }

    public func isSettled(at time: Double) -> Bool { cards.allSatisfy { $0.isSettled(at: time) } }

    public func plainText(at time: Double, padded: Bool) -> String {
        cards.map { card in
            let text = card.live.waiting ? "…" : card.model.display.format.unpadded(card.model.text(at: time))
            let title = TextSanitizer.clean(card.title)
            return title.isEmpty ? text : "\(title): \(text)"
        }.joined(separator: " | ")
    }

    public func restart(at time: Double) {
        for i in cards.indices { cards[i].restart(at: time) }
    }

    public func finish(at time: Double) {
        for i in cards.indices { cards[i].finish(at: time) }
    }

    public var endTime: Double {
        // A loop, not map + max: the render loop asks on every tick.
        var end = 0.0
        for i in cards.indices { end = i == 0 ? cards[i].model.animation.endTime : max(end, cards[i].model.animation.endTime) }
        return end
    }

    /// Sends a new target to the card with `id`: nil when no card has that id, else whether
    /// anything changed (false when it already was that card's target).
    @discardableResult
    public func retarget(id: String, to target: ExactNumber, at time: Double) -> Bool? {
        guard let i = cards.firstIndex(where: { $0.id == id }) else { return nil }
        return cards[i].retarget(to: target, at: time)
    }

    /// Sends a new target to card number `index`; false when nothing changed.
    @discardableResult
    public func retarget(index: Int, to target: ExactNumber, at time: Double) -> Bool {
        guard cards.indices.contains(index) else { return false }
        return cards[index].retarget(to: target, at: time)
    }

    /// Takes a live sample for card number `index` (a total, for a rate), arrived at monotonic
    /// time `clock`, animation time `time`; false when nothing on screen changes.
    @discardableResult
    public func sample(index: Int, _ value: ExactNumber, clock: Double, at time: Double) -> Bool {
        guard cards.indices.contains(index) else { return false }
        return cards[index].sample(value, clock: clock, at: time)
    }

    /// Takes a live sample for the card with `id`: nil when no card has that id.
    @discardableResult
    public func sample(id: String, _ value: ExactNumber, clock: Double, at time: Double) -> Bool? {
        guard let i = cards.firstIndex(where: { $0.id == id }) else { return nil }
        return cards[i].sample(value, clock: clock, at: time)
    }

    /// Gives card number `index` its rates, history and thresholds.
    public func track(_ track: LiveTrack, index: Int) {
        guard cards.indices.contains(index) else { return }
        cards[index].track(track)
    }

    /// Sets the mark shown in card number `index`'s title.
    public func setBadge(_ badge: String, index: Int) {
        guard cards.indices.contains(index), cards[index].badge != badge else { return }
        cards[index].badge = badge
    }
}
