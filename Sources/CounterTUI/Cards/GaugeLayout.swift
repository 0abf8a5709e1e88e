/// Where a gauge card's parts go in its content: a one-row card is `73 ███████░░░ 73%`; taller,
/// a row of text (the value on the left, the percent on the right) or the value in big digits
/// when they fit, the bar (up to `GaugeLayout.barRows` tall) and a scale row (`0  73%  100`).
/// The parts are centred in the rows they need; rows beyond are left empty.
struct GaugeLayout {
    /// The tallest digits a gauge draws its value in (a seven-row pixel face).
    static let digitRows = 7
    /// The tallest bar.
    static let barRows = 3

    /// The one row of a one-row card (value, bar and percent); nil when taller.
    var inline: Int?
    /// The row of the value and percent as text; nil on one row or with digits.
    var textRow: Int?
    /// The digits' face and rows; nil: the value is text.
    var digits: (face: any DigitFace, area: Rect)?
    /// The bar's rows (on one row, the whole row: the inline parts are cut from it).
    var bar: Rect
    /// The row of the range's ends and the percent; nil when there is no room.
    var scaleRow: Int?
    /// Rows the parts take.
    var usedRows: Int

    /// The parts of a gauge showing `view`'s number in `area`, in big digits where they fit
    /// unless `digits` is false (no number to show: its text, `—`, goes on the text row).
    init(view: CounterView, in area: Rect, digits allowsDigits: Bool = true) {
        bar = Rect(x: area.x, y: area.y, columns: area.columns, rows: min(area.rows, 1))
        usedRows = min(area.rows, 1)
        guard area.rows >= 2 else {
            inline = area.rows == 1 ? area.y : nil
            return
        }
        var digitView = view
        digitView.style = .big
        let room = min(area.rows - 2, Self.digitRows)
        let face = digitView.faces(maximumRows: allowsDigits ? room : 0).first { face in
            let gap = face.height > 3 ? 1 : 0
            return face.height + gap + 2 <= area.rows && digitView.size(with: .digits(face)).columns <= area.columns
        }
        let gap = face.map { $0.height > 3 ? 1 : 0 } ?? 0
        let top = face.map { $0.height + gap } ?? 1
        let barRows = min(max(area.rows - top - 1, 1), Self.barRows)
        // Two rows have no scale: the text and the bar.
        let scale = area.rows >= 3 ? 1 : 0
        usedRows = top + barRows + scale
        let y = area.y + (area.rows - usedRows) / 2
        if let face {
            digits = (face, Rect(x: area.x, y: y, columns: area.columns, rows: face.height))
        } else {
            textRow = y
        }
        bar = Rect(x: area.x, y: y + top, columns: area.columns, rows: barRows)
        scaleRow = scale == 1 ? y + top + barRows : nil
    }

    /// The most rows a gauge showing `view`'s number `columns` wide uses.
    static func maximumRows(of view: CounterView, columns: Int) -> Int {
        GaugeLayout(view: view, in: Rect(x: 0, y: 0, columns: columns, rows: digitRows + 1 + barRows + 1)).usedRows
    }

}
