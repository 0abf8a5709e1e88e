import ArgumentParser

/// `--name TEXT` (as `pv -N`): the meter's name is its title (`in: 1.2 MiB …` with `--inline`),
/// also written before its summary on stderr, so the meters of one pipeline are told apart.
enum MeterName {
    /// The name as shown (the spec's title, cleaned as titles are); nil without `--name` or
    /// with an empty one. `--name` with `--title` is a usage error: the name is the title.
    static func checked(_ display: DisplayOptions, title: String) throws -> String? {
        guard let name = display.name?.text else { return nil }
        if !display.title.text.isEmpty {
            throw ValidationError("--name: got --title too; expected one of them (the name is the meter's title)")
        }
        return name.isEmpty ? nil : title
    }
}
