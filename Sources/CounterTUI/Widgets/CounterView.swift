import CounterEngine

/// Draws one counter, a title above its value, as a label or in big digits.
///
/// A pure function of the value: `render(value:settled:in:into:)` draws any intermediate value,
/// which is what makes golden frames possible. The number is right-aligned in the width the
/// display reserves for the whole range, so digits never move sideways while counting.
package struct CounterView: Sendable {
    package var display: CounterDisplay
    /// The display the view was made with: its reserve fixes the number's right edge, so a live
    /// value wider than that grows to the left instead of re-centring (nothing shifts sideways).
    package let anchor: CounterDisplay
    package var title: String
    /// How the value is drawn: the user's `--style`.
    package var style: CounterStyle
    package var font: BigFont
    package var theme: Theme
    /// How wheels roll in the `rolling` style.
    package var roll: RollMode

    package init(display: CounterDisplay, title: String = "", style: CounterStyle = .label, font: BigFont = .box,
                theme: Theme = .monochrome, roll: RollMode = .carry) {
        self.display = display
        self.anchor = display
        self.title = TextSanitizer.clean(title, maximumLength: 200)
        self.style = style
        self.font = font
        self.theme = theme
        self.roll = roll
    }

    /// How tall big and rolling digits are: the largest that fits, or at most N rows.
    package var height: DigitHeight = .auto
    /// Room kept free around pixel digits (each side), so they never touch the screen's edges.
    package var margin = Size(columns: 2, rows: 1)
    /// The title goes under the number (a clock's date line), not above it.
    package var titleBelow = false

    /// The view showing one value: the widget a frame draws. Holds the value, its velocity
    /// (units per second) and the animation time (only fast-spinning rolling wheels look at those
    /// two), whether it has settled, and the face (nil: the tallest that fits).
    package struct Shown: Widget, Sendable {
        package var view: CounterView
        package var value: Double
        package var velocity: Double
        package var time: Double
        package var settled: Bool
        package var face: Face?

        /// Draws the counter in `area`, centred; cells outside `area` are untouched.
        package func render(in area: Rect, into buffer: inout Buffer) {
            view.render(self, in: area, into: &buffer)
        }
    }

    /// This view showing `value` (a widget), in `face` or the tallest that fits.
    package func showing(_ value: Double, velocity: Double = 0, time: Double = 0, settled: Bool, face: Face? = nil) -> Shown {
        Shown(view: self, value: value, velocity: velocity, time: time, settled: settled, face: face)
    }

    /// What a view draws in an area: the value as a label, or in big digits of a face.
    package enum Face: Sendable {
        case label
        case digits(any DigitFace)

        /// Rows of the digits (1 for a label).
        package var rows: Int {
            if case .digits(let face) = self { return face.height }
            return 1
        }
    }

    /// The wheel layout for the whole range (and any overshoot) of `display`.
    private static func wheels(of display: CounterDisplay) -> DigitWheels {
        DigitWheels(format: display.format, lower: display.lowerBound, upper: display.upperBound)
    }

    /// The wheels of `display` when its big digits sit on them (nil: they are drawn as text). Big
    /// digits sit on wheels (so a settled rolling number is the big one), except compact numbers,
    /// whose unit letters change as they count, and numbers too long for the wheels.
    private func wheelsIfUsed(_ display: CounterDisplay) -> DigitWheels? {
        if style != .rolling && display.format.changesUnits { return nil }
        let wheels = Self.wheels(of: display)
        return style == .rolling || wheels.integerWheels < DigitWheels.maximumWheels ? wheels : nil
    }

    var titleRows: Int { title.isEmpty ? 0 : 1 }

    /// Rows between the title and pixel digits.
    func titleGap(_ face: Face) -> Int {
        if case .digits(let f) = face, titleRows == 1, f.height > 3 { return 1 }
        return 0
    }

    /// The pieces of `slots`, with the sign, prefix and suffix of `display`'s format marked.
    private func pieces(_ slots: [WheelSlot], on wheels: DigitWheels, of display: CounterDisplay, face: any DigitFace)
        -> [NumberPiece]
    {
        let sign = wheels.hasSignColumn ? 1 : 0
        return NumberPiece.pieces(of: slots, prefix: sign..<(sign + display.format.prefix.count),
                                  suffixCount: display.format.suffix.count, face: face)
    }

    /// Columns the number of `display` takes in `face`: its reserved width as a label, the
    /// laid-out wheels of its whole range in big digits.
    func numberColumns(_ face: Face, of display: CounterDisplay) -> Int {
        guard case .digits(let f) = face else { return display.width }
        let digits = BigNumber(face: f)
        if let wheels = wheelsIfUsed(display) {
            return digits.width(of: pieces(wheels.restingSlots(display.target), on: wheels, of: display, face: f))
        }
        return digits.widestWidth(of: display)
    }

    /// The size the view takes with `face`.
    package func size(with face: Face) -> Size { size(with: face, numberColumns: numberColumns(face, of: display)) }

    func size(with face: Face, numberColumns: Int) -> Size {
        let columns = max(numberColumns, TextWidth.cells(title))
        return Size(columns: columns, rows: titleRows + titleGap(face) + face.rows)
    }

    /// The faces this view may use in an area of `rows` rows, tallest first (none as a label).
    package func faces(maximumRows rows: Int) -> [any DigitFace] {
        guard style != .label else { return [] }
        return height.faces(font: font, maximum: rows)
    }

    /// The face drawn in `area`: the tallest whose digits fit (pixel ones with `margin` around
    /// them), else a label.
    package func fittingFace(in area: Size) -> Face {
        for face in faces(maximumRows: area.rows) {
            let wanted = size(with: .digits(face))
            let margin = face.height > 3 ? margin : Size(columns: 0, rows: 0)
            if wanted.columns + 2 * margin.columns <= area.columns, wanted.rows + 2 * margin.rows <= area.rows {
                return .digits(face)
            }
        }
        return .label
    }

    /// Where `render` puts the title and the number in an area.
    package struct Placement: Sendable, Equatable {
        /// Where the title starts; nil when there is none or no room for it.
        package var title: Point?
        /// The first row of the number.
        package var row: Int
        /// The column the number's reserve ends at (exclusive): numbers are right-aligned on it.
        package var right: Int
    }

    /// Where the title and the number go in `area` with `face`, centred, laid out for the
    /// anchor's reserve (so the number's right edge stays where it was).
    package func placement(in area: Rect, face: Face) -> Placement {
        let reserve = numberColumns(face, of: anchor)
        var block = area.centered(size(with: face, numberColumns: reserve))
        let right = block.x + max(block.columns - reserve, 0) / 2 + reserve
        // With no room for the title, the number wins.
        let showTitle = titleRows == 1 && area.rows > face.rows
        if !showTitle && titleRows == 1 {
            block = area.centered(Size(columns: block.columns, rows: block.rows - 1 - titleGap(face)))
        }
        var y = block.y
        var titleOrigin: Point?
        if showTitle {
            let titleWidth = TextWidth.cells(title)
            let gap = area.rows > face.rows + 1 ? titleGap(face) : 0
            titleOrigin = Point(x: block.x + max((block.columns - titleWidth) / 2, 0), y: titleBelow ? y + face.rows + gap : y)
            if !titleBelow { y += 1 + gap }
        }
        return Placement(title: titleOrigin, row: y, right: right)
    }

    /// Draws `text` as a label on row `y` of `area`, ending on column `right` (moved only to
    /// stay in `area`); too narrow for it, its start and an ellipsis.
    package func drawLabel(_ text: String, row y: Int, right: Int, in area: Rect, style: CellStyle, into buffer: inout Buffer) {
        LabelLine.draw(text, row: y, right: right, in: area, style: style, ellipsis: font.ellipsis, into: &buffer)
    }

    /// Draws the counter showing `value` in `area`, centred; cells outside `area` are untouched.
    /// `velocity` (units per second) and `time` only matter to fast-spinning rolling wheels;
    /// `face` overrides the face that fits (a dashboard row shares one).
    package func render(value: Double, velocity: Double = 0, time: Double = 0, settled: Bool, in area: Rect,
                       face chosen: Face? = nil, into buffer: inout Buffer) {
        showing(value, velocity: velocity, time: time, settled: settled, face: chosen).render(in: area, into: &buffer)
    }

    /// Draws `shown` (this view's value) in `area`, centred; cells outside `area` are untouched.
    private func render(_ shown: Shown, in area: Rect, into buffer: inout Buffer) {
        guard !area.size.isEmpty else { return }
        let value = shown.value
        let settled = shown.settled
        let face = shown.face ?? fittingFace(in: area.size)
        let place = placement(in: area, face: face)
        // Where a number `width` wide starts: ending on `right`, moved only to stay in `area`.
        func left(_ width: Int) -> Int { max(min(place.right, area.maxX) - width, area.x) }
        if let origin = place.title {
            buffer.put(title, at: origin, style: theme.style(.title), clip: area)
        }
        let y = place.row
        let valueStyle = theme.style(.value)
        guard case .digits(let f) = face else {
            drawLabel(display.text(for: value, settled: settled), row: y, right: place.right, in: area, style: valueStyle,
                      into: &buffer)
            return
        }
        let pieces: [NumberPiece]
        if let wheels = wheelsIfUsed(display) {
            let slots = style == .rolling
                ? wheels.rollingSlots(of: display, value: value, velocity: shown.velocity, time: shown.time,
                                      settled: settled, mode: roll)
                : wheels.restingSlots(display.number(for: value, settled: settled))
            pieces = self.pieces(slots, on: wheels, of: display, face: f)
        } else {
            pieces = NumberPiece.pieces(of: display.text(for: value, settled: settled), prefix: display.format.prefix,
                                        suffix: display.format.suffix, face: f)
        }
        let number = BigNumber(face: f, pieces: pieces, style: valueStyle)
        let x = left(number.width(of: pieces))
        number.render(in: Rect(x: x, y: y, columns: area.maxX - x, rows: area.maxY - y), into: &buffer)
    }
}
