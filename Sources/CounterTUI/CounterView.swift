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
    public var title: String
    public var kind: Kind
    public var font: BigFont
    public var theme: Theme
    /// How wheels roll in the `rolling` kind.
    public var roll: RollMode

    public init(display: CounterDisplay, title: String = "", kind: Kind = .label, font: BigFont = .box,
                theme: Theme = .monochrome, roll: RollMode = .carry) {
        self.display = display
        self.title = TextSanitizer.clean(title, maximumLength: 200)
        self.kind = kind
        self.font = font
        self.theme = theme
        self.roll = roll
    }

    /// The wheel layout for the whole range (and any overshoot) of the display.
    private var wheels: DigitWheels {
        DigitWheels(format: display.format, lower: display.lowerBound, upper: display.upperBound)
    }

    private var rollingWidth: Int {
        RollingDigits(font: font).width(of: wheels.restingSlots(display.target))
    }

    private var titleRows: Int { title.isEmpty ? 0 : 1 }

    /// Columns of the big-digit block: the reserved width in the widest glyphs.
    private var bigWidth: Int { font.width(of: String(repeating: "0", count: display.width)) }

    /// The size the view wants in `kind`.
    public func preferredSize(for kind: Kind) -> Size {
        let titleWidth = TextWidth.cells(title)
        switch kind {
        case .label: return Size(columns: max(display.width, titleWidth), rows: titleRows + 1)
        case .big: return Size(columns: max(bigWidth, titleWidth), rows: titleRows + font.height)
        case .rolling: return Size(columns: max(rollingWidth, titleWidth), rows: titleRows + font.height)
        }
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
        var block = area.centered(preferredSize(for: kind))
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
            let left = block.x + (block.columns - digits.width(of: slots)) / 2
            digits.draw(slots, at: Point(x: left, y: y), style: style, clip: area, into: &buffer)
        case .big:
            let width = font.width(of: text)
            let right = block.x + (block.columns - bigWidth) / 2 + bigWidth
            font.draw(text, at: Point(x: right - width, y: y), style: style, clip: area, into: &buffer)
        case .label:
            let width = TextWidth.cells(text)
            if width <= area.columns {
                let right = min(block.x + max(block.columns - display.width, 0) / 2 + display.width, area.maxX)
                buffer.put(text, at: Point(x: max(right - width, area.x), y: y), style: style, clip: area)
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
