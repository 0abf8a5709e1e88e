import ArgumentParser

extension CounterKey {
    /// The key's option name for argument-parser: its `flag`, so the table is where the count's
    /// options are named.
    var argumentName: NameSpecification {
        .customLong(String((flag ?? "--" + rawValue).dropFirst(2)))
    }
}
