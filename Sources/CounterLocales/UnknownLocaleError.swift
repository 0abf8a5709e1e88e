/// A locale identifier that names no locale Foundation knows.
public struct UnknownLocaleError: Error, Equatable, CustomStringConvertible {
    /// The identifier as given.
    public let identifier: String

    /// The error for `identifier`.
    public init(identifier: String) {
        self.identifier = identifier
    }

    /// What was wrong and what is expected.
    public var description: String {
        "unknown locale '\(identifier)': expected an identifier such as en_US, de_DE or en_IN"
    }
}
