import CounterEngine
import Testing
@testable import CounterCLI

/// `rate`, `format: bytes|bytes-si|si`, `warn`, `critical`, `below` and `history`: the same keys
/// in a dashboard file, in `--counter` and as the single counter's flags.
@Suite struct LiveKeysTests {
    func error(_ text: String) -> String? {
        do {
            _ = try DashboardFile.parse(text, path: "board.yaml")
            return nil
        } catch {
            return error.description
        }
    }

    @Test func dashboardKeysMakeALiveTrack() throws {
        let config = try DashboardFile.parse("""
            defaults:
              every: 1s
              history: 30
            counters:
              - title: Net
                command: "cat /proc/net/dev"
                rate: second
                format: bytes
              - title: Memory
                command: "cat /proc/meminfo"
                format: bytes-si
                below: true
                warn: 1000
                critical: 100
              - title: Hits
                command: "echo 1"
                rate: minute
            """, path: "board.yaml")
        let net = config.counters[0]
        #expect(net.rate == .second)
        #expect(net.format.format(ExactNumber(13_002_342)) == "12.4 MiB/s")
        #expect(net.track == LiveTrack(rate: .second, history: 30))
        let memory = config.counters[1]
        #expect(memory.thresholds == Thresholds(warn: 1000, critical: 100, below: true))
        #expect(memory.format.format(ExactNumber(2500)) == "2.5 kB")
        // A rate without a format: one decimal.
        #expect(config.counters[2].format.format(ExactNumber(12.345)) == "12.3")
    }

    @Test func counterOptionsTakeTheSameKeys() throws {
        let spec = try DashboardCommand.counterSpec("title=Rx,command=cat /proc/net/dev,rate=hour,format=si,warn=5,history=10")
        #expect(spec.rate == .hour)
        #expect(spec.format.format(ExactNumber(12_345)) == "12.3k/h")
        #expect(spec.thresholds == Thresholds(warn: 5))
        #expect(spec.history == 10)
    }

    @Test(arguments: [
        ("counters:\n  - to: 5\n    rate: second\n",
         "board.yaml:3:11: rate: got 'second'; expected it with command (or --stdin): a rate needs live totals"),
        ("counters:\n  - command: date\n    rate: fortnight\n",
         "board.yaml:3:11: rate: got 'fortnight'; expected second, minute or hour"),
        ("counters:\n  - command: date\n    rate: second\n    from: 5\n",
         "board.yaml:4:11: from: got '5'; expected no from or to with rate (the rate comes from the samples)"),
        ("counters:\n  - to: 5\n    warn: 80\n    critical: 50\n",
         "board.yaml:4:15: critical: got '50'; expected a value at or above warn (or below: true)"),
        ("counters:\n  - to: 5\n    warn: 50\n    critical: 80\n    below: true\n",
         "board.yaml:4:15: critical: got '80'; expected a value at or below warn with below: true"),
        ("counters:\n  - to: 5\n    below: true\n",
         "board.yaml:3:12: below: got 'true'; expected it together with warn or critical"),
        ("counters:\n  - to: 5\n    warn: lots\n",
         "board.yaml:3:11: warn: got 'lots'; expected a number like 1234.5, -3 or 1e6, or a duration like 5m for a time"),
        ("counters:\n  - command: date\n    history: 0\n",
         "board.yaml:3:14: history: got '0'; expected a whole number of samples from 1 to 1000"),
        ("counters:\n  - to: 5\n    history: 60\n",
         "board.yaml:3:14: history: got '60'; expected it with command (or --stdin): history keeps live samples"),
        ("counters:\n  - to: 5\n    format: bytes\n    style: rolling\n",
         "board.yaml:3:13: format: got 'bytes'; expected a format other than compact with style rolling (units change as it counts)"),
    ])
    func badLiveKeysNameTheirPlace(text: String, message: String) {
        #expect(error(text) == message)
    }

    @Test func aRateFromStdinNeedsNoCommand() throws {
        let config = try DashboardFile.parse("counters:\n  - id: rx\n    rate: second\n", path: "board.yaml", live: true)
        #expect(config.counters[0].rate == .second)
    }

    @Test func theSingleCounterTakesThemAsFlags() throws {
        let settings = try CounterTUIMain.parse(["--command", "cat /proc/net/dev", "--rate", "second", "--format", "bytes",
                                                 "--warn", "100", "--critical", "10", "--below", "--history", "60"])
            .mapError { $0 as Error }.get()
        #expect(settings.spec.track == LiveTrack(rate: .second, history: 60,
                                                  thresholds: Thresholds(warn: 100, critical: 10, below: true)))
        #expect(settings.spec.format.format(ExactNumber(2048)) == "2.0 KiB/s")
    }

    /// A threshold may be a duration, in seconds: `--warn 5m --critical 1m` on a countdown.
    @Test func thresholdsTakeDurations() throws {
        let settings = try CounterTUIMain.parse(["--from", "25m", "--to", "0", "--warn", "5m", "--critical", "1m30s", "--below"])
            .mapError { $0 as Error }.get()
        #expect(settings.spec.thresholds == Thresholds(warn: 300, critical: 90, below: true))
    }

    @Test(arguments: [
        (["--to", "5", "--rate", "second"], "--rate: got 'second'; expected it with command (or --stdin): a rate needs live totals"),
        (["--stdin", "--rate", "daily"], "--rate: got 'daily'; expected second, minute or hour"),
        (["--to", "5", "--below"], "--below: got 'true'; expected it together with warn or critical"),
        (["--stdin", "--history", "many"], "--history: got 'many'; expected a whole number of samples from 1 to 1000"),
    ])
    func badFlagsAreOneLine(arguments: [String], message: String) throws {
        guard case .failure(let error) = CounterTUIMain.parse(arguments) else {
            Issue.record("accepted \(arguments)")
            return
        }
        #expect(error.code == 64)
        #expect(error.message == message)
    }
}
