import CounterEngine

/// Several counter cells in titled cards, side by side, driven by one render loop and one clock.
public final class DashboardScene: CounterScene {
    /// The cards, in order. Every change makes the next frame a whole one (see `update`).
    public var cells: [CounterCell] { didSet { version &+= 1 } }
    /// Cards per row, or nil to fit the width.
    public let columns: Int?
    public let theme: Theme
    public let borders: BorderSet
    public var status = ""
    public var paused = false
    public let statusNamesCells = true
    public private(set) var framesDrawn = 0
    /// Draws the sparklines of cards with a history.
    public let sparkline: SparklineRow
    /// The last plan and what it was made for: planning measures every card in every face.
    private var planned: (size: Size, displays: [CounterDisplay], badges: [String], plan: DashboardPlan)?
    /// Counts changes to the cards (targets, badges, restarts, live state): a frame drawn before
    /// one cannot be updated in place.
    private var version = 0
    /// The labels the last frame shows, one per shown card, when every shown card is a label
    /// (each in the board's theme with its card's own value colour): `update` redraws only those
    /// whose text or style changed.
    private var drawnLabels: [DrawnLabel] = []
    /// What `drawnLabels` were drawn for; nil when the last frame was not all labels.
    private var labelsFrame: DrawnLabel.Frame?

    /// Columns a threshold mark takes after the value (` !!`).
    public static let markColumns = 3

    public init(cards: [CounterCell], columns: Int? = nil, theme: Theme, borders: BorderSet,
                sparkline: SparklineRow = SparklineRow(levels: Sparkline.blocks)) {
        self.cells = cards
        self.columns = columns
        self.theme = theme
        self.borders = borders
        self.sparkline = sparkline
        if theme.marksLevels {
            for i in self.cells.indices { self.cells[i].markColumns = DashboardScene.markColumns }
        }
    }

    /// Where the cards go on a screen of `size`, and the face of each.
    public func plan(for size: Size) -> DashboardPlan {
        let displays = cells.map(\.view.display)
        let badges = cells.map(\.badge)
        if let p = planned, p.size == size, p.displays == displays, p.badges == badges { return p.plan }
        let plan = DashboardPlan(cards: cells, in: size, columns: columns)
        planned = (size, displays, badges, plan)
        return plan
    }

    /// Where the shown cards go on a screen of `size`.
    public func layout(for size: Size) -> DashboardLayout { plan(for: size).layout }

    public func render(at time: Double, into buffer: inout Buffer) {
        framesDrawn += 1
        followTimers(at: time)
        let area = StatusLine.draw(statusLine(ascii: sparkline.isASCII), theme: theme, into: &buffer)
        let plan = plan(for: area.size)
        drawnLabels.removeAll(keepingCapacity: true)
        var allLabels = true
        for (shown, rect) in zip(plan.shown, plan.layout.cards) {
            let cell = cells[shown.index]
            Panel(title: cell.title, borders: borders, badge: cell.badge, note: cell.note(at: time), theme: theme)
                .render(in: rect, into: &buffer)
            let content = Panel.content(of: rect)
            let marks = cell.reservedMarkColumns
            let value = Rect(x: content.x, y: content.y, columns: max(content.columns - marks, 0),
                             rows: max(content.rows - cell.sparklineRows, 0))
            let placement = CounterCell.Placement(area: value, face: shown.face, markClip: content,
                                                  sparkline: .belowNumber(within: content), dimmed: paused)
            // The board's theme with the card's own value colour (its `color` in the board file).
            let cardTheme = theme.replacing(.value, with: cell.view.theme.style(.value))
            if let label = cell.render(at: time, placement, theme: cardTheme, sparkline: sparkline, into: &buffer) {
                drawnLabels.append(label)
            } else {
                allLabels = false
            }
        }
        labelsFrame = allLabels ? DrawnLabel.Frame(size: buffer.size, status: statusLine(ascii: sparkline.isASCII), version: version) : nil
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
        // A timer's new phase changes its card's title: the whole frame is drawn again.
        guard !drawnLabels.isEmpty, let frame = labelsFrame, !cells.contains(where: { $0.timerMoves(at: time) }),
              frame == DrawnLabel.Frame(size: buffer.size, status: statusLine(ascii: sparkline.isASCII), version: version)
        else { return false }
        framesDrawn += 1
        // A local copy (the same storage): labels written in place, without an exclusivity check
        // around every access.
        var labels = drawnLabels
        drawnLabels = []
        for i in labels.indices { labels[i].update(at: time, into: &buffer, damage: &damage) }
        drawnLabels = labels
        return true
    }

    public func plainText(at time: Double, padded: Bool) -> String {
        followTimers(at: time)
        return cells.map { cell in
            let text = cell.plainText(at: time, padded: false)
            let title = TextSanitizer.clean(cell.title)
            return title.isEmpty ? text : "\(title): \(text)"
        }.joined(separator: " | ")
    }

    /// Sends a new target to the card with `id`: nil when no card has that id, else whether
    /// anything changed (false when it already was that card's target).
    @discardableResult
    public func retarget(id: String, to target: ExactNumber, at time: Double) -> Bool? {
        index(ofID: id).map { retarget(index: $0, to: target, at: time) }
    }

    /// Takes a live sample for the card with `id`: nil when no card has that id.
    @discardableResult
    public func sample(id: String, _ value: ExactNumber, clock: Double, at time: Double) -> Bool? {
        index(ofID: id).map { sample(index: $0, value, clock: clock, at: time) }
    }
}
