/// How the user asked a counter to be drawn (`--style`, `style:`): a label, big digits, rolling
/// digits (odometer wheels), or `auto`, a board card's default: the largest digits its card
/// allows, else a label (drawn as `big`); a board's card may also be a gauge (a bar between its
/// `min` and `max`, drawn by `GaugeBody`).
package enum CounterStyle: String, Sendable, CaseIterable {
    case label, big, rolling, auto, gauge
}
