import ArgumentParser

extension CounterKey {
    /// The key's option name for argument-parser: its `optionName`, as its `flag` has it. Every
    /// option's name is asked for at each parse, many times over in a debug build (its checks of
    /// the declarations build every option again): each is made once.
    var argumentName: NameSpecification { Self.argumentNames[self] ?? .customLong(optionName) }

    private static let argumentNames: [CounterKey: NameSpecification] =
        Dictionary(uniqueKeysWithValues: allCases.map { ($0, .customLong($0.optionName)) })
}
