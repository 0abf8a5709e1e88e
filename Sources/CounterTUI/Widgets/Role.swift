/// What a piece of the screen is, so a theme can decide how it looks.
package enum Role: Sendable, CaseIterable {
    case title, value, border, up, down, status, ok, warn, critical
}
