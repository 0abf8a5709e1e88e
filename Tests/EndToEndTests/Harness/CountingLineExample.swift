/// The counting-line example (Examples/CountingLine, in the Examples package), built once per test run by `HostPackage`
/// (its own .build; quick when `make test` built it already).
enum CountingLineExample {
    /// The example's executable, built if needed.
    static func path() throws -> String { try HostPackage.products(of: "Examples") + "/counting-line" }
}
