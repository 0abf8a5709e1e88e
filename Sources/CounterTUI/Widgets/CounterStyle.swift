/// How the user asked a counter to be drawn (`--style`, `style:`): a label, big digits, or
/// rolling digits (odometer wheels); a board's card may also be a gauge (a bar between its
/// `min` and `max`, drawn by `GaugeBody`).
package enum CounterStyle: String, Sendable, CaseIterable {
    case label, big, rolling, gauge
}
