/// Where the parts of the single counter's frame go on a screen (the buffer less the status
/// line): the value's area and face, and the rows kept under it for the sparkline, a running
/// total's figures, the end text and the end's time of day (`E`), and the laps
/// (`SingleCounterScene.layout(on:)`).
struct SingleCounterLayout {
    var screen: Rect
    var area: Rect
    var face: CounterView.Face
    var sparkRows: Int
    var figureRows: Int
    /// The end text's row, the end time's row, and a gap after them (0: neither shown).
    var endRows: Int
    var lapRows: Int

    /// What goes under the number, for `SingleCounterLayout(on:wants:face:)`.
    struct Wanted {
        /// The counter keeps a history (a sparkline).
        var history: Bool
        /// A running total's figures.
        var throughput: Throughput?
        /// An end text is shown at the end.
        var endText: Bool
        /// The end's time of day is shown.
        var endClock: Bool
        /// Rows the laps want (their heading included), 0 for none.
        var lapRows: Int
    }

    /// A history keeps two rows for its sparkline (and a gap) below the value; a running
    /// total's figures their rows and a gap; the end text, the end time and the laps theirs,
    /// when the screen has room for them and the value. `face` chooses the face for the area left.
    init(on screen: Rect, wants: Wanted, face: (Size) -> CounterView.Face) {
        self.screen = screen
        sparkRows = wants.history ? min(2, max(screen.rows - 1, 0)) : 0
        let figuresWanted = wants.throughput.map { PipeFigures.rows(for: $0) + 1 } ?? 0
        figureRows = screen.rows - sparkRows - figuresWanted >= 1 ? figuresWanted : 0
        let endWanted = (wants.endText ? 1 : 0) + (wants.endClock ? 1 : 0)
        endRows = endWanted > 0 && screen.rows - sparkRows - figureRows >= 2 + endWanted ? endWanted + 1 : 0
        lapRows = max(min(wants.lapRows, screen.rows - sparkRows - figureRows - endRows - 1), 0)
        area = Rect(x: screen.x, y: screen.y, columns: screen.columns,
                    rows: screen.rows - sparkRows - figureRows - endRows - lapRows)
        self.face = face(area.size)
    }
}
