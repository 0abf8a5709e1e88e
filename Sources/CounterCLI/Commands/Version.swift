/// counter-tui's version: the one place it is written (`--version`, the man page).
enum Version {
    /// The release number.
    static let number = "0.19.0"
    /// What `--version` prints.
    static let text = "counter-tui \(number)"
}
