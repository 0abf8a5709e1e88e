import Testing
@testable import CounterCLI

/// `--pid PID`: a process id, alone; every other source of values, or a value that is no
/// process id, is one line (64).
@Suite struct PidKeysTests {
    @Test func aProcessIdIsTaken() throws {
        #expect(try ParsedArguments.settings(["--pid", "4321"]).pid == 4321)
        #expect(try ParsedArguments.settings(["--pid", "4321", "--inline"]).pid == 4321)
        #expect(try ParsedArguments.settings(["--to", "5"]).pid == nil)
    }

    @Test(arguments: ["0", "-3", "12x", "", "99999999999"])
    func aValueThatIsNoProcessIdIsRefused(text: String) {
        #expect(ParsedArguments.failure(["--pid", text])
            == "--pid: got '\(text)'; expected a process id, a whole number above 0, e.g. --pid 1234 (see pgrep)")
    }

    @Test(arguments: [["--to", "5"], ["--count-bytes"], ["--stdin"], ["--command", "date +%s"], ["--stopwatch"], ["--hold"]])
    func anotherSourceBesideItIsRefused(other: [String]) {
        #expect(ParsedArguments.failure(["--pid", "12"] + other)
            == "--pid: got \(other[0]) too; expected --pid alone (it follows the files of a running process)")
    }
}
