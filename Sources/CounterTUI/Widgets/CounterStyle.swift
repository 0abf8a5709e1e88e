/// How the user asked a counter to be drawn (`--style`, `style:`): a label, big digits, or
/// rolling digits (odometer wheels).
package enum CounterStyle: String, Sendable, CaseIterable {
    case label, big, rolling
}
