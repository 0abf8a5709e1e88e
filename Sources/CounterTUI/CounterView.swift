import CounterEngine

/// Draws one counter, a title above its value, as a label or in big digits.
///
/// A pure function of the value: `render(value:settled:in:into:)` draws any intermediate value,
/// which is what makes golden frames possible. The number is right-aligned in the width the
/// display reserves for the whole range, so digits never move sideways while counting.
public struct CounterView: Sendable {
    /// How the value is drawn.
    public enum Kind: String, Sendable, CaseIterable {
        case label, big, rolling
    }

    public var display: CounterDisplay
    /// The display the view was made with: its reserve fixes the number's right edge, so a live
    /// value wider than that grows to the left instead of re-centring (nothing shifts sideways).
    public let anchor: CounterDisplay
    public var title: String
    public var kind: Kind
    public var font: BigFont
    public var theme: Theme
    /// How wheels roll in the `rolling` kind.
    public var roll: RollMode

    public init(display: CounterDisplay, title: String = "", kind: Kind = .label, font: BigFont = .box,
                theme: Theme = .monochrome, roll: RollMode = .carry) {
        self.display = display
        self.anchor = display
        self.title = TextSanitizer.clean(title, maximumLength: 200)
        self.kind = kind
        self.font = font
        self.theme = theme
        self.roll = roll
    }

    /// The wheel layout for the whole range (and any overshoot) of the display.
    private var wheels: DigitWheels { Self.wheels(of: display) }

    private static func wheels(of display: CounterDisplay) -> DigitWheels {
        DigitWheels(format: display.format, lower: display.lowerBound, upper: display.upperBound)
    }

    private var titleRows: Int { title.isEmpty ? 0 : 1 }

    /// Columns the number of `display` takes in `kind`: its reserved width, in the widest glyphs
    /// for big digits, as laid-out wheels for rolling ones.
    private func numberColumns(_ kind: Kind, of display: CounterDisplay) -> Int {
        switch kind {
        case .label: return display.width
        case .big: return font.width(of: String(repeating: "0", count: display.width))
        case .rolling: return RollingDigits(font: font).width(of: Self.wheels(of: display).restingSlots(display.target))
        }
    }

    /// The size the view wants in `kind`.
    public func preferredSize(for kind: Kind) -> Size { size(for: kind, numberColumns: numberColumns(kind, of: display)) }

    private func size(for kind: Kind, numberColumns: Int) -> Size {
        let columns = max(numberColumns, TextWidth.cells(title))
        return Size(columns: columns, rows: titleRows + (kind == .label ? 1 : font.height))
    }

    /// The kind actually drawn in `area`: big digits fall back to a label when they do not fit.
    public func fittingKind(in area: Size) -> Kind {
        guard kind != .label else { return .label }
        let wanted = preferredSize(for: kind)
        if wanted.columns <= area.columns, wanted.rows <= area.rows { return kind }
        return .label
    }

    /// Draws the counter showing `value` in `area`, centred; cells outside `area` are untouched.
    /// `velocity` (units per second) and `time` only matter to fast-spinning rolling wheels.
    public func render(value: Double, velocity: Double = 0, time: Double = 0, settled: Bool, in area: Rect,
                       into buffer: inout Buffer) {
        guard !area.size.isEmpty else { return }
        let kind = fittingKind(in: area.size)
        // Laid out for the anchor's reserve: the number's right edge stays where it was.
        let reserve = numberColumns(kind, of: anchor)
        var block = area.centered(size(for: kind, numberColumns: reserve))
        let right = block.x + max(block.columns - reserve, 0) / 2 + reserve
        // Where a number `width` wide starts: ending on `right`, moved only to stay in `area`.
        func left(_ width: Int) -> Int { max(min(right, area.maxX) - width, area.x) }
        // With no room for the title, the number wins.
        let showTitle = titleRows == 1 && area.rows > (kind == .big ? font.height : 1)
        if !showTitle && titleRows == 1 { block = area.centered(Size(columns: block.columns, rows: block.rows - 1)) }
        var y = block.y
        if showTitle {
            let titleWidth = TextWidth.cells(title)
            let x = block.x + max((block.columns - titleWidth) / 2, 0)
            buffer.put(title, at: Point(x: x, y: y), style: theme.style(.title), clip: area)
            y += 1
        }
        let text = display.text(for: value, settled: settled)
        let style = theme.style(.value)
        switch kind {
        case .rolling:
            let slots = wheelSlots(value: value, velocity: velocity, time: time, settled: settled)
            let digits = RollingDigits(font: font)
            digits.draw(slots, at: Point(x: left(digits.width(of: slots)), y: y), style: style, clip: area, into: &buffer)
        case .big:
            font.draw(text, at: Point(x: left(font.width(of: text)), y: y), style: style, clip: area, into: &buffer)
        case .label:
            let width = TextWidth.cells(text)
            if width <= area.columns {
                buffer.put(text, at: Point(x: left(width), y: y), style: style, clip: area)
            } else {
                // Too narrow for the number: show its start and mark the cut.
                let cut = String(text.prefix(max(area.columns - 1, 0))) + font.ellipsis
                buffer.put(cut, at: Point(x: area.x, y: y), style: style, clip: area)
            }
        }
    }

    /// The wheels for `value`: resting on the exact target once settled.
    public func wheelSlots(value: Double, velocity: Double, time: Double, settled: Bool) -> [WheelSlot] {
        let wheels = self.wheels
        if settled { return wheels.restingSlots(display.target) }
        switch roll {
        case .carry:
            return wheels.carrySlots(value: value, velocity: velocity, time: time)
        case .shortest, .up, .down:
            let span = display.target.doubleValue - display.start
            let progress = span == 0 ? 1 : (value - display.start) / span
            return wheels.independentSlots(from: ExactNumber(display.start), to: display.target,
                                           progress: progress, mode: roll)
        }
    }
}
