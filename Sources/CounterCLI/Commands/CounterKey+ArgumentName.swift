import ArgumentParser

extension CounterKey {
    /// The key's option name for argument-parser: its `optionName`, as its `flag` has it (built
    /// for every option at every parse: no text is put together here).
    var argumentName: NameSpecification {
        .customLong(optionName)
    }
}
