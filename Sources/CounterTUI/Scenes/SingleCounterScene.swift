import CounterEngine

/// The scene of `counter-tui --to N`: one counter cell centred on the screen, in the largest
/// face that fits, its sparkline under it and the status line at the bottom.
public final class SingleCounterScene: CounterScene {
    /// The one counter. Every change makes the next frame a whole one (see `update`).
    public var cells: [CounterCell] { didSet { version &+= 1 } }
    public var status = ""
    public var paused = false
    public let statusNamesCells = false
    public private(set) var framesDrawn = 0
    /// Draws the sparkline when the counter keeps a history.
    public var sparkline = SparklineRow(levels: Sparkline.blocks)
    /// The face last chosen and what for: choosing measures the number in every face.
    private var chosen: (size: Size, display: CounterDisplay, face: CounterView.Face)?
    /// Counts changes to the cell (retarget, restart, finish, a sample): a frame drawn before one
    /// cannot be updated in place.
    private var version = 0
    /// The label the last frame shows and what it was drawn for, when it shows one: `update`
    /// redraws only that.
    private var drawnLabel: (label: DrawnLabel, frame: DrawnLabel.Frame)?

    public init(model: CounterModel, view: CounterView) {
        cells = [CounterCell(model: model, view: view)]
    }

    /// The counter.
    public var cell: CounterCell { cells[0] }
    public var model: CounterModel { cells[0].model }
    public var view: CounterView { cells[0].view }
    /// Rates, history and thresholds of live samples.
    public var live: LiveTrack { cells[0].live }

    /// Gives the counter rates, history and thresholds (before any sample).
    public func track(_ track: LiveTrack) { self.track(track, index: 0) }

    /// Takes a live sample that arrived at monotonic time `clock` (animation time `time`); false
    /// when nothing on screen changes.
    @discardableResult
    public func sample(_ value: ExactNumber, clock: Double, at time: Double) -> Bool {
        sample(index: 0, value, clock: clock, at: time)
    }

    /// Heads for a new target from the value shown at `time`; false when it already was the
    /// target (nothing changes, nothing needs drawing).
    @discardableResult
    public func retarget(to target: ExactNumber, at time: Double) -> Bool { retarget(index: 0, to: target, at: time) }

    public func render(at time: Double, into buffer: inout Buffer) {
        framesDrawn += 1
        let cell = cells[0]
        let theme = cell.view.theme
        let screen = StatusLine.draw(statusLine(ascii: sparkline.isASCII), theme: theme, into: &buffer)
        // A history keeps two rows for its sparkline (and a gap) below the value; a running
        // total's figures their rows and a gap, when the screen has room for them and the value.
        let sparkRows = cell.live.history == nil ? 0 : min(2, max(screen.rows - 1, 0))
        let wanted = cell.live.throughput.map { PipeFigures.rows(for: $0) + 1 } ?? 0
        let figureRows = screen.rows - sparkRows - wanted >= 1 ? wanted : 0
        let area = Rect(x: screen.x, y: screen.y, columns: screen.columns, rows: screen.rows - sparkRows - figureRows)
        // The largest face that fits, chosen again when the screen or the range changes.
        let face: CounterView.Face
        if let c = chosen, c.size == area.size, c.display == cell.view.display {
            face = c.face
        } else {
            face = cell.view.fittingFace(in: area.size)
            chosen = (area.size, cell.view.display, face)
        }
        let placement = CounterCell.Placement(
            area: area, face: face, markClip: area, sparkline: sparkRows > 0 ? .belowNumber(within: screen) : nil,
            figures: figureRows > 0 ? CounterCell.FiguresPlace(gap: 1, within: screen, ascii: sparkline.isASCII) : nil,
            dimmed: paused)
        drawnLabel = cell.render(at: time, placement, theme: theme, sparkline: sparkline, into: &buffer).map {
            ($0, DrawnLabel.Frame(size: buffer.size, status: statusLine(ascii: sparkline.isASCII), version: version))
        }
    }

    /// Redraws the label's row when its text changed; false (nothing drawn) unless the last
    /// frame was a plain label drawn for this size, status line and cell.
    public func update(at time: Double, into buffer: inout Buffer, damage: inout Damage) -> Bool {
        guard let drawn = drawnLabel,
              drawn.frame == DrawnLabel.Frame(size: buffer.size, status: statusLine(ascii: sparkline.isASCII), version: version)
        else { return false }
        framesDrawn += 1
        drawnLabel!.label.update(at: time, into: &buffer, damage: &damage)
        return true
    }

    public func plainText(at time: Double, padded: Bool) -> String { cells[0].plainText(at: time, padded: padded) }
}
