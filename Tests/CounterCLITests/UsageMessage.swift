import ArgumentParser
@testable import CounterCLI

/// The message of the usage error `body` throws (the parser's, or any error's description); nil
/// when it throws nothing.
func usageMessage(_ body: () throws -> Any?) -> String? {
    do {
        _ = try body()
        return nil
    } catch let error as ValidationError {
        return error.message
    } catch {
        // Refused by an option group's `validate()` while parsing: the parser's message.
        return CounterCommand.message(for: error)
    }
}
