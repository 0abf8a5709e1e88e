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
            == "--pid: got '\(text)'; expected a process id, a whole number above 0, e.g. 1234 (see pgrep)")
    }

    @Test(arguments: [["--to", "5"], ["--count-bytes"], ["--stdin"], ["--command", "date +%s"], ["--stopwatch"], ["--hold"]])
    func anotherSourceBesideItIsRefused(other: [String]) {
        #expect(ParsedArguments.failure(["--pid", "12"] + other)
            == "--pid: got \(other[0]) too; expected --pid alone (it follows the files of a running process)")
    }
}

/// A dashboard card's `pid:`: a process id, not beside `command`; its card shows a percent.
@Suite struct PidCardKeyTests {
    @Test func aCardTakesAProcessId() throws {
        let spec = try DashboardCommand.counterSpec("title=restore,pid=4321")
        #expect(spec.feedKey == "pid")
        #expect(spec.format.suffix == " %")
        #expect(spec.track?.throughput?.expected == 100)
    }

    @Test func aBadProcessIdOrACommandBesideItIsRefused() {
        #expect(throws: (any Error).self) { try DashboardCommand.counterSpec("pid=0") }
        let both = Result { try DashboardCommand.counterSpec("pid=12,command=date +%s") }
        #expect("\(both)".contains("either pid or command, not both"), "\(both)")
        let file = Result { try DashboardFile.parse("counters:\n  - pid: 12x\n", path: "b.yaml") }
        #expect("\(file)".contains("b.yaml:2:") && "\(file)".contains("a process id"), "\(file)")
    }
}
