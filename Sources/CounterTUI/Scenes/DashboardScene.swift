import CounterEngine

/// Several counters in titled cards, side by side, driven by one render loop and one clock.
package final class DashboardScene: CounterScene {
    /// The cards' counters, in order. Every change makes the next frame a whole one (see `update`).
    package var counters: [ScreenCounter] { didSet { version &+= 1 } }
    /// How each card is laid out (its span, width and mark columns), one per counter.
    package var layouts: [CardLayout] { didSet { version &+= 1 } }
    /// Cards per row, or nil to fit the width.
    package let columns: Int?
    package let theme: Theme
    package let borders: BorderSet
    /// The status line and the pause (`SceneMessage.status`, `.paused`).
    package private(set) var statusState = StatusState()
    package var status: String { statusState.text }
    package var paused: Bool { statusState.paused }
    package let statusNamesCounters = true
    /// Draws the sparklines of cards with a history.
    package let sparkline: SparklineRow
    /// A cache, not state: the last plan and what it was made for (planning measures every card
    /// in every face; the same plan comes out of the same cards and size either way).
    private var planned: (size: Size, displays: [CounterDisplay], badges: [String], plan: DashboardPlan)?
    /// Counts changes to the cards (targets, health, restarts, a timer's new part): a frame drawn
    /// before one cannot be updated in place.
    private var version = 0

    /// Takes the status line, the pause and what every scene of counters takes.
    @discardableResult
    package func update(_ message: SceneMessage) -> Bool {
        statusState.take(message) ?? updateCounters(message)
    }

    /// Columns a threshold mark takes after the value (` !!`).
    package static let markColumns = 3

    /// A board of `cards`, each laid out by its entry of `layouts` (the default layout for those
    /// it has none for); a theme that marks levels in text keeps columns for the mark.
    package init(cards: [ScreenCounter], layouts: [CardLayout] = [], columns: Int? = nil, theme: Theme,
                borders: BorderSet, sparkline: SparklineRow = SparklineRow(levels: CounterEngine.Sparkline.blocks)) {
        self.counters = cards
        self.layouts = cards.indices.map { $0 < layouts.count ? layouts[$0] : CardLayout() }
        self.columns = columns
        self.theme = theme
        self.borders = borders
        self.sparkline = sparkline
        if theme.marksLevels {
            for i in self.layouts.indices { self.layouts[i].markColumns = DashboardScene.markColumns }
        }
    }

    /// Where the cards go on a screen of `size`, and the face of each.
    /// At `time`, each card is measured by the value it shows then (`CardAsShown`); without
    /// it, by the widest its display ever reserved.
    package func plan(for size: Size, at time: Double? = nil) -> DashboardPlan {
        plan(for: size, cards: time.map { t in counters.map { CardAsShown.card($0, at: t) } } ?? counters)
    }

    private func plan(for size: Size, cards: [ScreenCounter]) -> DashboardPlan {
        let displays = cards.map(\.view.display)
        // A card's first value makes it digits even when the value is its start.
        let badges = cards.map { $0.health.badge + ($0.health.awaitsValue ? "\u{0}" : "") }
        if let p = planned, p.size == size, p.displays == displays, p.badges == badges { return p.plan }
        let plan = DashboardPlan(cards: cards, layouts: layouts, in: size, columns: columns)
        planned = (size, displays, badges, plan)
        return plan
    }

    /// Where the shown cards go on a screen of `size`.
    package func layout(for size: Size) -> DashboardLayout { plan(for: size).layout }

    /// Follows every timer to `time`. A board rings no bell: it reports nothing.
    package func advance(to time: Double) -> SceneEvents {
        followTimers(at: time)
        return []
    }

    package func render(at time: Double, into buffer: inout Buffer, labels: inout DrawnLabels) {
        if labels.kept { labels.begin(self) }
        let status = statusLine(ascii: sparkline.isASCII)
        let area = StatusLine.draw(status, theme: theme, into: &buffer)
        let cards = counters.map { CardAsShown.card($0, at: time) }
        let plan = plan(for: area.size, cards: cards)
        var allLabels = true
        for (shown, rect) in zip(plan.shown, plan.layout.cards) {
            let counter = cards[shown.index]
            let layout = layouts[shown.index]
            Panel(title: counter.title, borders: borders, badge: counter.health.badge, note: counter.health.note(at: time),
                  theme: theme)
                .render(in: rect, into: &buffer)
            let content = Panel.content(of: rect)
            // The board's theme with the card's own value colour (its `color` in the board file).
            let cardTheme = theme.replacing(.value, with: counter.view.theme.style(.value))
            if let body = counter.body {
                body.render(counter, at: time, in: content, theme: cardTheme, ascii: sparkline.isASCII, dimmed: paused,
                            into: &buffer)
                allLabels = false
                continue
            }
            let (value, sparklineRows) = layout.valueArea(of: counter, with: shown.face, in: content)
            let figures = CardLayout.figureRows(of: counter) > 0
                ? CounterPlacement.FiguresPlace(gap: 1, within: content, ascii: sparkline.isASCII) : nil
            let placement = CounterPlacement(area: value, face: shown.face, markClip: content,
                                             sparkline: .belowNumber(within: content), figures: figures, dimmed: paused,
                                             sparklineRows: sparklineRows)
            if let label = CounterDrawing.render(counter, at: time, placement, theme: cardTheme, sparkline: sparkline,
                                                 into: &buffer) {
                if labels.kept { labels.labels.append(label) }
            } else {
                allLabels = false
            }
        }
        if labels.kept && allLabels {
            labels.frame = DrawnLabel.Frame(size: buffer.size, status: status, version: version)
        }
        if plan.hidden > 0 {
            let row = plan.layout.noteRow ?? min(plan.layout.cards.map(\.maxY).max() ?? 0, area.rows - 1)
            let note = "+\(plan.hidden) more: enlarge the terminal"
            buffer.put(area.columns < note.count ? "+\(plan.hidden) more" : note, at: Point(x: 0, y: row),
                       style: theme.style(.status))
        }
    }

    /// Redraws the value of each card whose text or style changed; false (nothing drawn) unless
    /// `labels` show every card as a label, drawn by this board for this size, status line and cards.
    package func update(at time: Double, into buffer: inout Buffer, damage: inout Damage, labels: inout DrawnLabels) -> Bool {
        // A timer's new phase changes its card's title: the whole frame is drawn again.
        guard labels.match(self, DrawnLabel.Frame(size: buffer.size, status: statusLine(ascii: sparkline.isASCII), version: version)),
              !counters.contains(where: { $0.timerMoves(at: time) })
        else { return false }
        for i in labels.labels.indices { labels.labels[i].update(at: time, into: &buffer, damage: &damage) }
        return true
    }

    package func plainText(at time: Double, padded: Bool) -> String {
        counters.map { counter in
            let text = (counter.body as? ChartBody)?.plainText(ascii: sparkline.isASCII) ?? counter.plainText(at: time, padded: false)
            let title = TextSanitizer.clean(counter.title)
            return title.isEmpty ? text : "\(title): \(text)"
        }.joined(separator: " | ")
    }

    /// Sends a new target to the card with `id`: nil when no card has that id, else whether
    /// anything changed (false when it already was that card's target).
    @discardableResult
    package func retarget(id: String, to target: ExactNumber, at time: Double) -> Bool? {
        index(ofID: id).map { retarget(index: $0, to: target, at: time) }
    }

    /// Takes a live sample for the card (or chart series) with `id`: nil when none has that id.
    @discardableResult
    package func sample(id: String, _ value: ExactNumber, clock: Double, at time: Double) -> Bool? {
        if let index = index(ofID: id) { return sample(index: index, value, clock: clock, at: time) }
        return series(ofID: id).map { sample(index: $0.index, series: $0.series, value, clock: clock, at: time) }
    }
}
