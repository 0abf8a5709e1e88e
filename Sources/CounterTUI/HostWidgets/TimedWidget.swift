/// A widget drawn at a time the host gives (the counting ones move with it): what a host's draw
/// code can hold in one list, `[any TimedWidget]`, whatever each one is.
public protocol TimedWidget: Sendable {
    /// Draws the widget as it is at `time` (seconds) into `area` of `buffer`; nothing outside
    /// `area` changes, and the widget does not change.
    func render(at time: Double, in area: Rect, into buffer: inout Buffer)
}

extension CountingLabel: TimedWidget {}
extension BigDigits: TimedWidget {}
extension RollingDigits: TimedWidget {}
extension Card: TimedWidget {}
extension Sparkline: TimedWidget {}
